import { createRequire } from 'node:module';
import { DISTRICTS, DIVISIONS, isPrintableOnDocuments, type Order, type OrderLineLot } from '@medibazaar/contract';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/**
 * Noto Sans Bengali, regular and bold, read once; null when it cannot be found (Bengali text
 * is then left out of a document's fonts). The static WOFF 1 files: pdfkit's font subsetter
 * writes empty glyphs from a WOFF2 file (its glyph table is stored transformed), so the
 * variable WOFF2 font the web app ships prints blank Bangla.
 */
let bengaliFonts: { regular: string; bold: string } | null | undefined;
function bengaliFontPaths(): { regular: string; bold: string } | null {
  if (bengaliFonts === undefined) {
    try {
      const file = (weight: number) =>
        require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff`);
      bengaliFonts = { regular: file(400), bold: file(700) };
    } catch {
      bengaliFonts = null;
    }
  }
  return bengaliFonts;
}

/** The fonts of a document that may hold Bengali: Helvetica for the rest. */
export interface PdfFonts {
  body: { latin: string; bengali: string | null };
  bold: { latin: string; bengali: string | null };
}

/** Registers the Bengali fonts with a pdfkit document when they are at hand. */
function registerPdfFonts(doc: { registerFont(name: string, src: string): unknown }): PdfFonts {
  const bengali = bengaliFontPaths();
  if (bengali) {
    doc.registerFont('bengali', bengali.regular);
    doc.registerFont('bengali-bold', bengali.bold);
  }
  return {
    body: { latin: 'Helvetica', bengali: bengali ? 'bengali' : null },
    bold: { latin: 'Helvetica-Bold', bengali: bengali ? 'bengali-bold' : null },
  };
}

/** Bengali letters, signs and digits, the danda, and the joiners that shape conjuncts. */
const isBengali = (c: string) => /[\u0980-\u09FF\u0964\u0965\u200C\u200D]/u.test(c);

/**
 * A text cut into runs of Bengali script and of everything else (Latin letters, digits,
 * punctuation): the Bangla font the shop ships holds Bengali only, so a Bangla document
 * writes "MB-24-000123", a phone number or a brand name in a Latin font. Spaces stay
 * with the run before them.
 */
export function scriptRuns(text: string): { text: string; bengali: boolean }[] {
  const runs: { text: string; bengali: boolean }[] = [];
  for (const c of text) {
    const last = runs.at(-1);
    const bengali = /\s/u.test(c) && last ? last.bengali : isBengali(c);
    if (last && last.bengali === bengali) last.text += c;
    else runs.push({ text: c, bengali });
  }
  return runs;
}

/**
 * The text with `?` for each character the fonts cannot draw: entry refuses them (the contract's
 * printable.ts), but text kept from before that prints a mark rather than another letter's shape.
 */
const drawableText = (text: string) => Array.from(text, (c) => (isPrintableOnDocuments(c) ? c : '?')).join('');

/** What pdfkit's document offers that mixedText needs. */
interface TextDoc {
  x: number;
  y: number;
  font(name: string): TextDoc;
  fontSize(size: number): TextDoc;
  widthOfString(text: string): number;
  text(text: string, x?: number, y?: number, options?: PDFKit.Mixins.TextOptions): TextDoc;
  text(text: string, options?: PDFKit.Mixins.TextOptions): TextDoc;
}

/** Noto Sans Bengali's ascent, in ems (Helvetica's is 0.718). */
const BENGALI_ASCENT = 0.917;

/**
 * Writes `text` in `size` points at (x, y), or where the document stands, each run in a
 * font that has its letters: `bengali` for Bengali script when the document has it (see
 * scriptRuns), else `latin`. pdfkit has no font fallback of its own. The runs of a line that
 * mixes both share the Bengali font's baseline (pdfkit puts each font's top at the line's), as
 * does any text with `shareBaseline` (cells of one table row, whatever their script).
 */
export function mixedText(
  doc: TextDoc,
  text: string,
  fonts: { latin: string; bengali: string | null },
  options: PDFKit.Mixins.TextOptions & { size: number; x?: number; y?: number; shareBaseline?: boolean },
): void {
  const { x, y, size, shareBaseline, ...rest } = options;
  const drawable = drawableText(text);
  const runs = fonts.bengali && drawable ? scriptRuns(drawable) : [{ text: drawable, bengali: false }];
  const mixed = Boolean(fonts.bengali) && (shareBaseline || new Set(runs.map((r) => r.bengali)).size > 1);
  doc.fontSize(size);
  const baseline = mixed ? { baseline: -BENGALI_ASCENT * size } : {};
  if (runs.length > 1 && rest.width !== undefined && (rest.align === 'right' || rest.align === 'center')) {
    return placeRuns(doc, runs, fonts, { ...rest, ...baseline, x: x ?? doc.x, y: y ?? doc.y, width: rest.width });
  }
  runs.forEach((run, i) => {
    const opts = {
      ...rest,
      ...baseline,
      // The last run ends the line unless the caller goes on writing it.
      continued: i < runs.length - 1 || Boolean(rest.continued),
    };
    doc.font(run.bengali ? fonts.bengali! : fonts.latin);
    if (i === 0 && x !== undefined) doc.text(run.text, x, y, opts);
    else doc.text(run.text, opts);
  });
}

/**
 * Runs of one right-aligned or centred line (an amount in a table cell: "২০.০০ US$"), each put
 * where it belongs. pdfkit aligns every `continued` piece of a line on its own, so the runs of
 * an aligned cell were all pushed to its right edge, drawn on top of each other; here the line's
 * width is measured run by run in each run's font, and the runs are written from its left end.
 */
function placeRuns(
  doc: TextDoc,
  runs: { text: string; bengali: boolean }[],
  fonts: { latin: string; bengali: string | null },
  options: PDFKit.Mixins.TextOptions & { x: number; y: number; width: number },
): void {
  const { x, y, width, align, ...rest } = options;
  const fontOf = (run: { bengali: boolean }) => (run.bengali ? fonts.bengali! : fonts.latin);
  const widths = runs.map((run) => doc.font(fontOf(run)).widthOfString(run.text));
  const lineWidth = widths.reduce((a, b) => a + b, 0);
  let left = x + (align === 'right' ? width - lineWidth : (width - lineWidth) / 2);
  runs.forEach((run, i) => {
    // A little more than the run's own width, so rounding never wraps it onto a second line.
    doc.font(fontOf(run)).text(run.text, left, y, { ...rest, width: widths[i]! + 1, lineBreak: false });
    left += widths[i]!;
  });
}

export type PdfLang = 'en' | 'bn';

/**
 * An A4 document about an order, in Bangla when asked and the Bangla font is at hand.
 * `write` puts text in the current `size` (bold when `strong`), each run in a font that has
 * its letters (mixedText); `finish` ends the document and resolves with its bytes.
 */
export function orderPdf(info: { title: string; author: string; subject: string }, asked: PdfLang) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: info.title, Author: info.author, Subject: info.subject },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = registerPdfFonts(doc);
  const lang: PdfLang = asked === 'bn' && fonts.body.bengali ? 'bn' : 'en';
  const pdf = {
    doc,
    lang,
    /** The size, in points, `write` writes in. */
    size: 12,
    write(text: string, options: Omit<Parameters<typeof mixedText>[3], 'size'> = {}, strong = false) {
      mixedText(doc, text, strong ? fonts.bold : fonts.body, { size: pdf.size, ...options });
    },
    /** A count in the document's language. */
    count: (n: number) => new Intl.NumberFormat(lang === 'bn' ? 'bn-BD' : 'en-US').format(n),
    finish(): Promise<Buffer> {
      doc.end();
      return done;
    },
  };
  return pdf;
}

/** The area, district and division of an order's address, the last two named in `lang`. */
export function placeOf(a: Order['address'], lang: PdfLang): string {
  const district = DISTRICTS.find((d) => d.id === a.district);
  const division = DIVISIONS.find((d) => d.id === a.division);
  return `${a.area}, ${district?.[lang] ?? a.district}, ${division?.[lang] ?? a.division}`;
}

/** `Batch A1 · Exp. 03/2027 × 2, Batch B7 · Exp. 09/2027 × 1`: where a line's units come from. */
export function lotsLine(
  lots: readonly OrderLineLot[],
  w: { batch: string; expires: string },
  count: (n: number) => string,
): string {
  return lots
    .map((lot) => {
      const expiry = lot.expiresOn ? ` · ${w.expires} ${lot.expiresOn.slice(5, 7)}/${lot.expiresOn.slice(0, 4)}` : '';
      return `${w.batch} ${lot.batch}${expiry} × ${count(lot.quantity)}`;
    })
    .join(', ');
}
