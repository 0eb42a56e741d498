// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- heic-decode ships no types; projects that reach this file through other imports (bench, e2e) see the declaration too
/// <reference path="./heic-decode.d.ts" />
import { PRESCRIPTION_LIMITS } from '@medibazaar/contract';
import { EncryptedPDFError, PDFDocument } from '@cantoo/pdf-lib';
import { fileTypeFromBuffer } from 'file-type';
import decodeHeic from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import { badRequest, HttpError } from '../http-errors.js';
import { assertPdfWithinLimits } from './pdf-limits.js';

/**
 * A photo of a prescription is decoded only up to this many pixels (about 12 000 × 8 300,
 * more than any phone camera): beyond it the decoded picture alone would take gigabytes.
 */
const MAX_PAGE_PIXELS = 100_000_000;

export interface CheckedPrescriptionPage {
  body: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';
  extension: 'jpg' | 'png' | 'webp' | 'pdf';
  width: number | null;
  height: number | null;
  pdfPages: number | null;
}

const unsupportedPage = () =>
  new HttpError(
    415,
    'Only photos (JPEG, PNG, WebP or HEIC) and PDF files can be uploaded as prescription pages.',
    'UNSUPPORTED_PRESCRIPTION_FILE',
  );
export const pageTooLarge = () =>
  new HttpError(
    413,
    `A page is too large: each file can be at most ${PRESCRIPTION_LIMITS.pageMaxBytes / 1024 / 1024} MB.`,
    'PRESCRIPTION_FILE_TOO_LARGE',
  );
const unreadable = (what: string) =>
  badRequest(`${what} could not be read: the file may be damaged or incomplete.`, 'PRESCRIPTION_FILE_UNREADABLE');
const tooManyPixels = (width: number, height: number) =>
  new HttpError(
    413,
    `The photo is too large: ${width} × ${height} pixels. At most ${MAX_PAGE_PIXELS / 1_000_000} megapixels can be uploaded.`,
    'PRESCRIPTION_FILE_TOO_LARGE',
  );

/** file-type's answer → how the page is kept. */
const IMAGE_OUTPUT = {
  'image/jpeg': { format: 'jpeg', contentType: 'image/jpeg', extension: 'jpg' },
  'image/png': { format: 'png', contentType: 'image/png', extension: 'png' },
  'image/webp': { format: 'webp', contentType: 'image/webp', extension: 'webp' },
} as const;

/**
 * Re-encodes a photo at its own size (nothing is scaled down: the small print of a
 * prescription must stay readable), upright as the camera's orientation says, with its
 * metadata (camera, place, time) left out: sharp writes none unless asked.
 */
async function reencode(
  image: Sharp,
  format: 'jpeg' | 'png' | 'webp',
): Promise<{ body: Buffer; width: number; height: number }> {
  const rotated = image.rotate();
  const encoded =
    format === 'jpeg'
      ? rotated.jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
      : format === 'png'
        ? rotated.png()
        : rotated.webp({ quality: 90 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { body: data, width: info.width, height: info.height };
}

async function photoPage(input: Buffer, mime: keyof typeof IMAGE_OUTPUT): Promise<CheckedPrescriptionPage> {
  const out = IMAGE_OUTPUT[mime];
  try {
    const meta = await sharp(input, { limitInputPixels: false, pages: 1 }).metadata();
    if (meta.format !== out.format) throw unsupportedPage();
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PAGE_PIXELS) throw tooManyPixels(meta.width!, meta.height!);
    const image = sharp(input, { failOn: 'error', limitInputPixels: MAX_PAGE_PIXELS, pages: 1 });
    const { body, width, height } = await reencode(image, out.format);
    return { body, contentType: out.contentType, extension: out.extension, width, height, pdfPages: null };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw unreadable('The photo');
  }
}

/**
 * HEIC (iPhone photos): sharp's prebuilt binaries do not decode it (its HEVC codec is not
 * included), so libheif compiled to WebAssembly (heic-decode on libheif-js) decodes it to
 * pixels, already turned upright, and sharp writes them as a JPEG without metadata.
 */
async function heicPage(input: Buffer): Promise<CheckedPrescriptionPage> {
  let images: Awaited<ReturnType<typeof decodeHeic.all>>;
  try {
    images = await decodeHeic.all({ buffer: input });
  } catch {
    throw unreadable('The HEIC photo');
  }
  try {
    const first = images[0];
    if (!first) throw unreadable('The HEIC photo');
    if (first.width * first.height > MAX_PAGE_PIXELS) throw tooManyPixels(first.width, first.height);
    let pixels: Awaited<ReturnType<typeof first.decode>>;
    try {
      pixels = await first.decode();
    } catch {
      throw unreadable('The HEIC photo');
    }
    const raw = Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength);
    const image = sharp(raw, { raw: { width: pixels.width, height: pixels.height, channels: 4 } });
    const { data, info } = await image
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
      .toBuffer({ resolveWithObject: true });
    return {
      body: data,
      contentType: 'image/jpeg',
      extension: 'jpg',
      width: info.width,
      height: info.height,
      pdfPages: null,
    };
  } finally {
    images.dispose();
  }
}

/**
 * A PDF is kept exactly as it came: it must start as a PDF does (`%PDF-`), unpack within
 * PDF_LIMITS, be readable by a PDF parser, not be encrypted (a pharmacist must be able to open it), and have between one
 * and the most pages allowed.
 */
async function pdfPage(input: Buffer): Promise<CheckedPrescriptionPage> {
  if (input.subarray(0, 5).toString('latin1') !== '%PDF-') throw unsupportedPage();
  // Before the parser, which unpacks object streams whole and holds them.
  await assertPdfWithinLimits(input);
  let pages: number;
  try {
    const doc = await PDFDocument.load(input, { updateMetadata: false });
    pages = doc.getPageCount();
  } catch (err) {
    if (err instanceof EncryptedPDFError || (err as Error).name === 'EncryptedPDFError') {
      throw badRequest(
        'This PDF is protected (encrypted). Upload a copy without protection, or photos of the paper.',
        'PDF_ENCRYPTED',
      );
    }
    throw unreadable('The PDF');
  }
  if (pages < 1) throw unreadable('The PDF');
  if (pages > PRESCRIPTION_LIMITS.pdfPagesMax) {
    throw badRequest(
      `This PDF has ${pages} pages: at most ${PRESCRIPTION_LIMITS.pdfPagesMax} pages per file.`,
      'PDF_TOO_MANY_PAGES',
    );
  }
  return {
    body: input,
    contentType: 'application/pdf',
    extension: 'pdf',
    width: null,
    height: null,
    pdfPages: pages,
  };
}

/** Checks one uploaded page by its content (never its name or declared type) and makes what is kept. */
export async function processPage(input: Buffer): Promise<CheckedPrescriptionPage> {
  if (input.length === 0) throw badRequest('A page file is empty.', 'EMPTY_FILE');
  if (input.length > PRESCRIPTION_LIMITS.pageMaxBytes) throw pageTooLarge();
  const sniffed = await fileTypeFromBuffer(input);
  switch (sniffed?.mime) {
    case 'image/jpeg':
    case 'image/png':
    case 'image/webp':
      return photoPage(input, sniffed.mime);
    case 'image/heic':
    case 'image/heif':
      return heicPage(input);
    case 'application/pdf':
      return pdfPage(input);
    default:
      throw unsupportedPage();
  }
}
