import { checkPage } from '../../core/files/page-checks.js';
import type { CheckedPrescriptionPage } from '../../core/files/pages.js';
import { HttpError } from '../../core/http-errors.js';

export const scanTooLarge = (maxBytes: number) =>
  new HttpError(
    413,
    `The licence scan is too large: the file can be at most ${maxBytes / 1024 / 1024} MB.`,
    'LICENCE_SCAN_TOO_LARGE',
    'scan',
  );

/**
 * Checks the licence scan by its content and makes what is kept, in the same worker pool and
 * within the same limits as prescription pages (core/files, decision 048): a photo re-encoded
 * upright without metadata, or a PDF kept as it came. The answers name the scan, not a page.
 */
export async function checkScan(input: Buffer, maxBytes: number): Promise<CheckedPrescriptionPage> {
  try {
    return await checkPage(input);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    switch (err.code) {
      case 'UNSUPPORTED_PRESCRIPTION_FILE':
        throw new HttpError(
          415,
          'The licence scan must be a photo (JPEG, PNG, WebP or HEIC) or a PDF file.',
          'UNSUPPORTED_LICENCE_SCAN',
          'scan',
        );
      case 'PRESCRIPTION_FILE_TOO_LARGE':
        throw err.message.startsWith('A page')
          ? scanTooLarge(maxBytes)
          : new HttpError(413, err.message, 'LICENCE_SCAN_TOO_LARGE', 'scan');
      case 'EMPTY_FILE':
      case 'PRESCRIPTION_FILE_UNREADABLE':
        throw new HttpError(
          400,
          'The licence scan could not be read: the file may be damaged or incomplete.',
          'LICENCE_SCAN_UNREADABLE',
          'scan',
        );
      default:
        throw new HttpError(err.statusCode, err.message, err.code, 'scan');
    }
  }
}
