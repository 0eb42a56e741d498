import { z } from 'zod';

/** Image uploads (in place of an external image host; docs/product.md#seller-products). */
export const UPLOAD_LIMITS = {
  /** Largest file accepted, in bytes (5 MB). */
  maxBytes: 5 * 1024 * 1024,
  /** Stored images are scaled down to fit this many pixels on their longer side. */
  maxDimension: 1200,
  /** Accepted by content, whatever the file is called. */
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
} as const;

/** The answer of `POST /api/uploads` in an image host's shape: success and data.display_url (docs/api.md#names). */
export const UploadResultSchema = z.object({
  success: z.literal(true),
  data: z.object({
    display_url: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    size: z.number().int().positive(),
  }),
});
export type UploadResult = z.infer<typeof UploadResultSchema>;
