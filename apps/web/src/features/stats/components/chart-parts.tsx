import type { ReactNode } from 'react';

/** Words over a plot with nothing to draw ('No sales in the last 30 days'). */
export function EmptyPlotNote({ children }: { children: ReactNode }) {
  return (
    <p className="absolute inset-x-4 top-1/3 rounded-md bg-white/90 p-3 text-center text-sm text-muted">{children}</p>
  );
}

/**
 * A chart's figures as a table for screen readers: the first column names each row.
 * A table is laid out by its rows whatever its box, so it hides inside a clipped box.
 */
export function HiddenFiguresTable<Row>({
  caption,
  headers,
  rows,
  rowKey,
  cells,
}: {
  caption: string;
  headers: readonly string[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The row's name, then its figures. */
  cells: (row: Row) => readonly [ReactNode, ...ReactNode[]];
}) {
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header, i) => (
              <th key={i} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const [name, ...figures] = cells(row);
            return (
              <tr key={rowKey(row)}>
                <th scope="row">{name}</th>
                {figures.map((figure, i) => (
                  <td key={i}>{figure}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
