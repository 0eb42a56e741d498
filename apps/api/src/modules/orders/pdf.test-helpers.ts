import { inflateSync } from 'node:zlib';

/**
 * The text a PDF written in pdfkit's standard fonts shows: its content streams inflated and
 * the hex strings of their text operators read as Latin-1, lines joined by spaces.
 */
export function latinTextOf(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[(.*?)\] TJ/g)) {
      out.push(
        [...tj[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''),
      );
    }
  }
  return out.join(' ');
}

/** A piece of text as a PDF reader places it: its string, left edge, baseline and width, in points. */
export interface PlacedText {
  str: string;
  x: number;
  y: number;
  width: number;
}

/**
 * The text of a PDF's first page as a reader extracts it (pdf.js, through each font's ToUnicode
 * map, Bangla included), with where each piece is drawn: two pieces of one line that overlap
 * are drawn on top of each other.
 */
export async function placedTextOf(pdf: Buffer): Promise<PlacedText[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 }).promise;
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  await document.destroy();
  return content.items.flatMap((item) =>
    'str' in item && item.str.trim()
      ? [{ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width }]
      : [],
  );
}
