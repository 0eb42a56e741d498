import { createInflate } from 'node:zlib';
import { HttpError } from '../http-errors.js';

/**
 * What a PDF may unpack to before any parser reads it (docs/decisions/048-uploads-checked-off-the-main-thread.md).
 * A deflate stream can grow a thousandfold: a 1 MB file may hold a gigabyte.
 */
export const PDF_LIMITS = {
  /** All its compressed streams together, unpacked: a ten-page scan with lossless images stays well below. */
  inflatedBytes: 256 * 1024 * 1024,
  /** Its object and cross-reference streams, which the parser unpacks and holds while reading the file. */
  structureBytes: 16 * 1024 * 1024,
  /** Objects, in the file and inside its object streams: a ten-page prescription has a few hundred. */
  objects: 50_000,
} as const;

const MB = 1024 * 1024;

const tooComplex = (why: string) =>
  new HttpError(
    413,
    `This PDF is too complex to accept: ${why}. Save it again, or upload photos of the paper.`,
    'PDF_TOO_COMPLEX',
  );

interface PdfStream {
  dictionary: string;
  data: Buffer;
}

/**
 * The streams of a PDF as its bytes show them: each `stream` keyword that ends a dictionary,
 * with the dictionary (the text back to its object's `obj`) and the bytes up to `endstream`.
 * Read from the bytes alone, so nothing is unpacked or trusted (no `/Length`).
 */
function* streamsOf(pdf: Buffer, text: string): Generator<PdfStream> {
  const keyword = />>\s*stream(\r\n|\n|\r)/g;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return;
    const objectStart = text.lastIndexOf(' obj', match.index);
    const dictionary = text.slice(Math.max(objectStart, match.index - 4096, 0), match.index + 2);
    yield { dictionary, data: pdf.subarray(start, end) };
    keyword.lastIndex = end;
  }
}

/** Unpacks a deflate stream only to count its bytes, stopping once it passes `budget`. */
function inflatedSize(data: Buffer, budget: number): Promise<number> {
  return new Promise((resolve) => {
    let size = 0;
    const inflate = createInflate({ finishFlush: 2 /* Z_SYNC_FLUSH: a stream cut short still counts */ });
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > budget) {
        inflate.destroy();
        resolve(size);
      }
    });
    // A damaged stream counts what it gave: the parser decides later whether the file is readable.
    inflate.on('error', () => resolve(size));
    inflate.on('end', () => resolve(size));
    inflate.end(data);
  });
}

function assertObjectCount(objects: number) {
  if (objects > PDF_LIMITS.objects) {
    throw tooComplex(`it holds more than ${PDF_LIMITS.objects.toLocaleString('en-US')} objects`);
  }
}

/**
 * Refuses a PDF whose streams unpack beyond PDF_LIMITS or that holds more objects than
 * PDF_LIMITS.objects, counting without keeping what is unpacked (memory stays at one chunk).
 */
export async function assertPdfWithinLimits(pdf: Buffer): Promise<void> {
  const text = pdf.toString('latin1');
  let objects = text.match(/\d+\s+\d+\s+obj\b/g)?.length ?? 0;
  assertObjectCount(objects);
  let inflated = 0;
  let structure = 0;
  for (const stream of streamsOf(pdf, text)) {
    const isStructure = /\/Type\s*\/(ObjStm|XRef)\b/.test(stream.dictionary);
    if (isStructure) objects += Number(/\/N\s+(\d+)/.exec(stream.dictionary)?.[1] ?? 0);
    assertObjectCount(objects);
    if (!/\/FlateDecode\b/.test(stream.dictionary)) {
      if (isStructure) structure += stream.data.length;
      continue;
    }
    const budget = Math.min(
      PDF_LIMITS.inflatedBytes - inflated,
      isStructure ? PDF_LIMITS.structureBytes - structure : Infinity,
    );
    const size = await inflatedSize(stream.data, budget);
    inflated += size;
    if (isStructure) structure += size;
    if (isStructure && structure > PDF_LIMITS.structureBytes) {
      throw tooComplex(`its object streams unpack to more than ${PDF_LIMITS.structureBytes / MB} MB`);
    }
    if (inflated > PDF_LIMITS.inflatedBytes) {
      throw tooComplex(`its contents unpack to more than ${PDF_LIMITS.inflatedBytes / MB} MB`);
    }
  }
}
