import {
  asciiDigits,
  CONTROL_CHARACTER,
  LOT_IMPORT_COLUMNS,
  LOT_IMPORT_LIMITS,
  LOT_IMPORT_REQUIRED_COLUMNS,
  LotReceiveSchema,
  type LotImportColumn,
  type LotImportRefusal,
} from '@medibazaar/contract';
import { CsvError, parse } from 'csv-parse/sync';
import type { z } from 'zod';
import { badRequest } from '../../core/http-errors.js';
import { isUuid } from './catalog.repository.js';

// Reading a CSV file of lots (decision 064): the header checked, then each line read on its own
// into a lot to receive or the reason it is refused. Nothing here reads the database.

type LotToReceive = z.output<typeof LotReceiveSchema>;

/** A line read: the lot it asks for, or why it cannot be. */
export type ReadLot = { line: number; productId: string; batch: string; lot: LotToReceive };

export type ReadLine =
  | ReadLot
  | {
      line: number;
      productId: string | null;
      batch: string | null;
      refusal: LotImportRefusal;
      field: LotImportColumn | null;
      message: string;
    };

interface Row {
  record: string[];
  info: { lines: number };
}

/** The file's records with the line each ends on; a file that is not CSV is 400 `CSV_UNREADABLE`. */
function recordsOf(csv: string): Row[] {
  try {
    return parse(csv, { bom: true, info: true, skip_empty_lines: true, relax_column_count: true }) as unknown as Row[];
  } catch (err) {
    const reason = err instanceof CsvError ? err.message : 'it is not comma-separated text';
    throw badRequest(`The file could not be read as CSV: ${reason}`, 'CSV_UNREADABLE', 'file');
  }
}

/**
 * The header's columns in the file's order. Every name must be one of LOT_IMPORT_COLUMNS, once,
 * and the required ones present: otherwise 400 `CSV_HEADER_INVALID` naming the column.
 */
function columnsOf(header: string[] | undefined): LotImportColumn[] {
  const known: readonly string[] = LOT_IMPORT_COLUMNS;
  const expected = `Expected the columns ${LOT_IMPORT_COLUMNS.join(', ')} (the last three may be left out).`;
  if (!header)
    throw badRequest(
      `The file is empty: its first line must name the columns. ${expected}`,
      'CSV_HEADER_INVALID',
      'header',
    );
  const names = header.map((h) => h.trim().toLowerCase());
  for (const name of names) {
    if (!known.includes(name)) {
      const shown = JSON.stringify(name.replace(CONTROL_CHARACTER, '?').slice(0, 40));
      throw badRequest(`The header names an unknown column ${shown}. ${expected}`, 'CSV_HEADER_INVALID', 'header');
    }
    if (names.indexOf(name) !== names.lastIndexOf(name)) {
      throw badRequest(`The header names the column "${name}" twice. ${expected}`, 'CSV_HEADER_INVALID', 'header');
    }
  }
  for (const required of LOT_IMPORT_REQUIRED_COLUMNS) {
    if (!names.includes(required)) {
      throw badRequest(`The header has no column "${required}". ${expected}`, 'CSV_HEADER_INVALID', 'header');
    }
  }
  return names as LotImportColumn[];
}

/** What each field of the receiving form is called in the file, and its refusal. */
const FIELD_COLUMNS: Record<string, [LotImportColumn, LotImportRefusal]> = {
  batch: ['batch', 'BATCH_INVALID'],
  expires: ['expiry', 'EXPIRY_INVALID'],
  quantity: ['quantity', 'QUANTITY_INVALID'],
  receivedOn: ['received', 'RECEIVED_INVALID'],
  supplier: ['supplier', 'SUPPLIER_INVALID'],
  cost: ['cost', 'COST_INVALID'],
};

/** An expiry as written on packs (MM/YYYY) or as the API takes it (YYYY-MM, YYYY-MM-DD). */
const expiryOf = (s: string) => {
  const printed = /^(\d{1,2})\/(\d{4})$/.exec(s);
  return printed ? `${printed[2]}-${printed[1]!.padStart(2, '0')}` : s;
};

/** A number as typed: ASCII or Bangla digits, at most one decimal point; NaN for anything else. */
const numberOf = (s: string, decimals: boolean) =>
  (decimals ? /^\d+(\.\d+)?$/ : /^\d+$/).test(s) ? Number(s) : Number.NaN;

function readLine(line: number, columns: LotImportColumn[], record: string[]): ReadLine {
  const raw = Object.fromEntries(columns.map((c, i) => [c, record[i] ?? ''])) as Record<LotImportColumn, string>;
  const value = (c: LotImportColumn) => (raw[c] ?? '').trim();
  const productId = value('product') || null;
  const batch = value('batch').toUpperCase() || null;
  const refuse = (refusal: LotImportRefusal, field: LotImportColumn | null, message: string): ReadLine => ({
    line,
    productId,
    batch: batch && !CONTROL_CHARACTER.test(batch) ? batch : null,
    refusal,
    field,
    message,
  });
  if (record.length !== columns.length) {
    return refuse('COLUMN_COUNT', null, `This line has ${record.length} values; the header names ${columns.length}.`);
  }
  if (!productId || !isUuid(productId)) return refuse('PRODUCT_INVALID', 'product', "Enter the product's id.");
  if (CONTROL_CHARACTER.test(raw.batch)) {
    return refuse('BATCH_CONTROL_CHARACTERS', 'batch', 'The batch number contains characters that cannot be printed.');
  }
  const optional = <T>(s: string, read: (s: string) => T) => (s === '' ? undefined : read(s));
  const parsed = LotReceiveSchema.safeParse({
    batch: raw.batch,
    expires: optional(value('expiry'), expiryOf),
    quantity: numberOf(asciiDigits(value('quantity')), false),
    receivedOn: optional(value('received'), (s) => s),
    supplier: optional(value('supplier'), (s) => s),
    cost: optional(asciiDigits(value('cost')), (s) => numberOf(s, true)),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const [field, refusal] = FIELD_COLUMNS[String(issue.path[0])] ?? ['batch', 'BATCH_INVALID'];
    return refuse(refusal, field, issue.message);
  }
  return { line, productId, batch: parsed.data.batch, lot: parsed.data };
}

/**
 * Reads a CSV file of lots: the header checked (400 `CSV_HEADER_INVALID`), at most
 * LOT_IMPORT_LIMITS.lines lines after it (400 `CSV_TOO_MANY_LINES`), each line read into a lot or
 * its refusal. Empty lines are skipped; lines are numbered as in the file (the header is 1).
 */
export function readLotsCsv(csv: string): ReadLine[] {
  const [header, ...rows] = recordsOf(csv);
  const columns = columnsOf(header?.record);
  if (rows.length > LOT_IMPORT_LIMITS.lines) {
    throw badRequest(
      `The file has ${rows.length} lines of lots: at most ${LOT_IMPORT_LIMITS.lines} can be imported at once. Split it.`,
      'CSV_TOO_MANY_LINES',
      'file',
    );
  }
  if (rows.length === 0) throw badRequest('The file has a header but no lots under it.', 'CSV_NO_LINES', 'file');
  return rows.map((row) => readLine(row.info.lines, columns, row.record));
}
