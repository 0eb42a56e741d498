import type { SandboxConfirmInput, SandboxConfirmResponse } from '@medibazaar/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The sandbox processor's "confirm the card payment": the card goes to it with the client secret. */
function confirmSandboxPayment(input: SandboxConfirmInput): Promise<SandboxConfirmResponse> {
  return api<SandboxConfirmResponse>('/sandbox/confirm', { method: 'POST', body: input });
}

export function useConfirmSandboxPayment() {
  return useMutation({ mutationFn: confirmSandboxPayment });
}
