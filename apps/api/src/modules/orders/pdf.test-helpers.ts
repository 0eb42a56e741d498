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
