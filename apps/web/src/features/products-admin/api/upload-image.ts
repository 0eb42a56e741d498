import type { UploadResult } from '@medibazaar/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Sends one image file to the shop's image storage; resolves with its display_url. */
async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const result = await api<UploadResult>('/uploads', { method: 'POST', body: form });
  if (!result?.success || !result.data?.display_url) throw new Error('The upload reported no success');
  return result.data.display_url;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
