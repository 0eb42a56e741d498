import type { ReactNode } from 'react';
import type { TFunction } from '../../lib/i18n';
import { categoryName } from '../../lib/labels';
import { Skeleton } from './skeleton';
import { Panel, panelClass } from './panel';

/**
 * Where a column's value sits on a phone card:
 * - `media`: the picture at the card's left;
 * - `title` and `detail`: stacked beside the picture, the title first;
 * - `aside`: at the card's top right (a status, an amount);
 * - `field`: a line under the top, after its `phoneLabel`;
 * - `footer`: the controls at the bottom, in one row that wraps.
 */
type CardSlot = 'media' | 'title' | 'detail' | 'aside' | 'field' | 'footer';

export interface Column<Row> {
  /** Stable name of the column, unique within the table. */
  id: string;
  /** The header text of the wide table. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column's place on a phone card; without one it shows in the wide table only. */
  card?: CardSlot;
  /** What the card shows when it differs from the table cell (a larger figure, a combined line). */
  cardCell?: (row: Row) => ReactNode;
  /** Classes of the card's wrapper for this value, replacing the slot's own. */
  cardClassName?: string;
  /** Words before the value on a card ("Stock: 12"), for values that do not say what they are. */
  phoneLabel?: string;
  /** `end` for figures and controls: right-aligned in the table, pushed right on the card's footer. */
  align?: 'start' | 'end';
  /** The cell that names its row, read before each cell of the row by screen readers. */
  rowHeader?: boolean;
  /** Only from this breakpoint up: the wide table has room for it there. */
  from?: 'lg' | 'xl';
  /** Cell classes beyond the shared ones: width limits, truncation, type. */
  className?: string;
  /** Full text of a cell that may be cut short. */
  cellTitle?: (row: Row) => string;
  /** Size of the cell's placeholder while rows load. */
  skeleton?: string;
  /** A value only a card needs (the wide table says it in other columns). */
  cardOnly?: boolean;
  /** Where the value comes within its card slot when that differs from the table's order (lower first; 0 by default). */
  cardOrder?: number;
}

/** The row's small picture: first in the table, at the left of a card. */
export function pictureColumn<Row>(
  header: string,
  cell: (row: Row) => ReactNode,
  more: Partial<Column<Row>> = {},
): Column<Row> {
  return { id: 'image', header, cell, card: 'media', skeleton: 'h-14 w-14', ...more };
}

/** A product's category, in its reader's language: muted, under the name on a card. */
export function categoryColumn<Row extends { category: string }>(
  t: TFunction,
  header: string,
  more: Partial<Column<Row>> = {},
): Column<Row> {
  return {
    id: 'category',
    header,
    cell: (row) => categoryName(t, row.category),
    card: 'detail',
    className: 'text-muted',
    ...more,
  };
}

/** The row's buttons and links: last in the table, at the bottom of a card, pushed right. */
export function actionsColumn<Row>(
  header: string,
  cell: (row: Row) => ReactNode,
  more: Partial<Column<Row>> = {},
): Column<Row> {
  return { id: 'actions', header, cell, card: 'footer', align: 'end', skeleton: 'h-11 w-40', ...more };
}

export interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  /** Undefined while the first rows load: placeholders show instead. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Names the table (its caption) and the phone list. */
  caption: string;
  /** Below this breakpoint the rows show as cards, so nothing scrolls sideways on a phone. */
  cardsBelow: 'sm' | 'md';
  /** The rows on screen are the last page's while the next one loads. */
  busy?: boolean;
  /** Tight cell padding, for tables with many columns. */
  compact?: boolean;
  /** Cells aligned to their top, for rows whose cells run to several lines. */
  alignTop?: boolean;
  rowClassName?: (row: Row) => string | undefined;
  /** Extra classes of the <table> (a minimum width). */
  tableClassName?: string;
  /** How many placeholder rows stand in while loading. */
  placeholderRows?: number;
}

// Tailwind finds class names by reading the source, so each one is written out whole.
const cardsOnly = { sm: 'sm:hidden', md: 'md:hidden' } as const;
const tableOnly = { sm: 'hidden sm:block', md: 'hidden md:block' } as const;
const fromBreakpoint = { lg: 'hidden lg:table-cell', xl: 'hidden xl:table-cell' } as const;

function cellClasses<Row>(column: Column<Row>, compact: boolean, alignTop: boolean): string {
  return [
    compact ? 'px-2 py-3 first:pl-4 last:pr-4' : 'px-3 py-3',
    alignTop ? 'align-top' : 'align-middle',
    column.align === 'end' ? 'text-right' : 'text-left',
    column.from ? fromBreakpoint[column.from] : '',
    column.className ?? '',
  ].join(' ');
}

function Card<Row>({ row, columns }: { row: Row; columns: readonly Column<Row>[] }) {
  const inSlot = (slot: CardSlot) =>
    columns.filter((c) => c.card === slot).sort((a, b) => (a.cardOrder ?? 0) - (b.cardOrder ?? 0));
  const value = (c: Column<Row>) => (
    <>
      {c.phoneLabel && `${c.phoneLabel}: `}
      {(c.cardCell ?? c.cell)(row)}
    </>
  );
  const media = inSlot('media');
  const aside = inSlot('aside');
  const fields = inSlot('field');
  const footer = inSlot('footer');
  return (
    <Panel as="li" padding="md">
      <div className="flex items-start gap-3">
        {media.map((c) => (
          <div key={c.id} className={c.cardClassName ?? 'shrink-0'}>
            {value(c)}
          </div>
        ))}
        <div className="min-w-0 flex-1">
          {inSlot('title').map((c) => (
            <div key={c.id} className={c.cardClassName ?? 'font-semibold break-words text-ink'}>
              {value(c)}
            </div>
          ))}
          {inSlot('detail').map((c) => (
            <div key={c.id} className={c.cardClassName ?? 'text-sm text-muted'}>
              {value(c)}
            </div>
          ))}
        </div>
        {aside.map((c) => (
          <div key={c.id} className={c.cardClassName ?? 'shrink-0'}>
            {value(c)}
          </div>
        ))}
      </div>
      {fields.length > 0 && (
        <div className="mt-2">
          {fields.map((c) => (
            <div key={c.id} className={c.cardClassName ?? 'min-w-0 break-words text-sm text-muted'}>
              {value(c)}
            </div>
          ))}
        </div>
      )}
      {footer.length > 0 && (
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
          {footer.map((c) => (
            <div key={c.id} className={c.cardClassName ?? (c.align === 'end' ? 'ml-auto' : undefined)}>
              {value(c)}
            </div>
          ))}
        </div>
      )}
    </Panel>
  );
}

/**
 * A list of records from one set of column definitions: a semantic table from
 * the `cardsBelow` breakpoint up, and the same rows as stacked cards below it.
 * Placeholders stand in while the rows load; empty lists and failed reads are
 * for `ListState` around it.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  cardsBelow,
  busy = false,
  compact = false,
  alignTop = false,
  rowClassName,
  tableClassName = '',
  placeholderRows = 5,
}: DataTableProps<Row>) {
  const loading = rows === undefined;
  const tableColumns = columns.filter((c) => !c.cardOnly);
  const placeholders = Array.from({ length: placeholderRows }, (_, i) => i);
  const headerClass = 'py-3 text-sm font-semibold uppercase tracking-wide text-muted';
  return (
    <div aria-busy={loading || busy} className={busy ? 'opacity-60 transition-opacity' : undefined}>
      <ul aria-label={caption} className={`flex flex-col gap-3 ${cardsOnly[cardsBelow]}`}>
        {loading
          ? placeholders.map((i) => (
              <li key={i}>
                <Skeleton className="h-32 w-full" />
              </li>
            ))
          : rows.map((row) => <Card key={rowKey(row)} row={row} columns={columns} />)}
      </ul>
      <div className={panelClass({ padding: 'none', className: `overflow-x-auto ${tableOnly[cardsBelow]}` })}>
        <table className={`w-full border-collapse ${tableClassName}`}>
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-line bg-surface">
            <tr>
              {tableColumns.map((c) => (
                <th key={c.id} scope="col" className={`${cellClasses(c, compact, false)} ${headerClass}`}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {loading
              ? placeholders.map((i) => (
                  <tr key={i}>
                    {tableColumns.map((c) => (
                      <td key={c.id} className={cellClasses(c, compact, alignTop)}>
                        <Skeleton className={`${c.skeleton ?? 'h-5 w-20'} ${c.align === 'end' ? 'ml-auto' : ''}`} />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((row) => (
                  <tr key={rowKey(row)} className={rowClassName?.(row)}>
                    {tableColumns.map((c) => {
                      const Cell = c.rowHeader ? 'th' : 'td';
                      return (
                        <Cell
                          key={c.id}
                          scope={c.rowHeader ? 'row' : undefined}
                          title={c.cellTitle?.(row)}
                          className={`${cellClasses(c, compact, alignTop)} ${c.rowHeader ? 'font-semibold text-ink' : ''}`}
                        >
                          {c.cell(row)}
                        </Cell>
                      );
                    })}
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
