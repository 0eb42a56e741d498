import type { Language, PhoneCodeForSignIn } from '@medibazaar/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /api/auth/phone-number/send-otp`: a code by text message, in the reader's language, to sign in or up. */
function sendSignInCode(values: PhoneCodeForSignIn & { language: Language }) {
  return api<unknown>('/auth/phone-number/send-otp', { method: 'POST', body: values, quietAuth: true });
}

export function useSendSignInCode() {
  return useMutation({ mutationFn: sendSignInCode });
}
