import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './data-table';
import type { PagedList } from '../../lib/use-paged-list';
import { ListState } from './list-state';
import { PagedListState } from './paged-list-state';

interface Medicine {
  id: string;
  name: string;
  maker: string;
  stock: number;
}

const rows: Medicine[] = [
  { id: 'm1', name: 'Napa 500', maker: 'Beximco', stock: 12 },
  { id: 'm2', name: 'Seclo 20', maker: 'Square', stock: 0 },
];

const columns: Column<Medicine>[] = [
  { id: 'name', header: 'Name', cell: (m) => m.name, card: 'title', rowHeader: true },
  { id: 'maker', header: 'Maker', cell: (m) => m.maker, card: 'detail', from: 'lg' },
  { id: 'stock', header: 'Stock', cell: (m) => m.stock, card: 'field', phoneLabel: 'Stock', align: 'end' },
  { id: 'code', header: 'Code', cell: (m) => `#${m.id}` },
  {
    id: 'actions',
    header: 'Actions',
    cell: (m) => <button type="button">Delete {m.name}</button>,
    cardCell: (m) => <button type="button">Remove {m.name}</button>,
    card: 'footer',
  },
  { id: 'note', header: 'Note', cell: (m) => `Only on the card: ${m.name}`, card: 'footer', cardOnly: true },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Medicine>>[0]> = {}) {
  return render(
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(m) => m.id}
      caption="Medicines, page 2"
      cardsBelow="md"
      {...props}
    />,
  );
}

describe('DataTable, wide', () => {
  it('is a table named by its caption with a column header for each table column, in order', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Medicines, page 2' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Maker', 'Stock', 'Code', 'Actions']);
    headers.forEach((h) => expect(h).toHaveAttribute('scope', 'col'));
  });

  it('renders each row through the cell renderers, the row header as <th scope="row">', () => {
    renderTable();
    const table = screen.getByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Napa 500');
    expect(within(first!).getByRole('rowheader')).toHaveAttribute('scope', 'row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Beximco', '12', '#m1', 'Delete Napa 500']);
    expect(within(second!).getByRole('button', { name: 'Delete Seclo 20' })).toBeInTheDocument();
    expect(within(table).queryByText(/Only on the card/)).not.toBeInTheDocument();
  });

  it('aligns end columns right and keeps a column for its breakpoint up', () => {
    renderTable();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Stock' })).toHaveClass('text-right');
    expect(within(table).getByRole('columnheader', { name: 'Maker' })).toHaveClass('hidden', 'lg:table-cell');
    expect(within(table).getByRole('cell', { name: 'Beximco' })).toHaveClass('hidden', 'lg:table-cell');
  });
});

describe('DataTable, phone cards', () => {
  it('lists one card a row, named like the table, with the card columns and their phone labels', () => {
    renderTable();
    const list = screen.getByRole('list', { name: 'Medicines, page 2' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first] = cards;
    expect(first).toHaveTextContent('Napa 500');
    expect(first).toHaveTextContent('Beximco');
    expect(within(first!).getByText('Stock: 12')).toBeInTheDocument();
    expect(within(first!).getByText('Only on the card: Napa 500')).toBeInTheDocument();
    // The card's own renderer wins; a column without a card place stays off the card.
    expect(within(first!).getByRole('button', { name: 'Remove Napa 500' })).toBeInTheDocument();
    expect(within(first!).queryByRole('button', { name: 'Delete Napa 500' })).not.toBeInTheDocument();
    expect(first).not.toHaveTextContent('#m1');
  });

  it('shows cards below the breakpoint it is given and the table from it up', () => {
    const { unmount } = renderTable({ cardsBelow: 'md' });
    expect(screen.getByRole('list')).toHaveClass('md:hidden');
    expect(screen.getByRole('table').parentElement).toHaveClass('hidden', 'md:block');
    unmount();
    renderTable({ cardsBelow: 'sm' });
    expect(screen.getByRole('list')).toHaveClass('sm:hidden');
    expect(screen.getByRole('table').parentElement).toHaveClass('hidden', 'sm:block');
  });
});

describe('DataTable, loading', () => {
  it('is busy with placeholder rows and no data until rows arrive', () => {
    const { container } = renderTable({ rows: undefined, placeholderRows: 3 });
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    // The header row and three rows of placeholders, in the table and as cards.
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Napa 500')).not.toBeInTheDocument();
  });

  it('marks the rows of the last page busy while the next one loads, and not otherwise', () => {
    const { container, rerender } = renderTable({ busy: true });
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    rerender(<DataTable columns={columns} rows={rows} rowKey={(m) => m.id} caption="c" cardsBelow="md" />);
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'false');
  });
});

describe('ListState', () => {
  const texts = { errorTitle: 'Error loading data', retryLabel: 'Try again' };
  const empty = { title: 'No medicines yet', hint: 'Add one to start selling.' };

  it('shows the failure as an alert whose button reads the list again, and not the list', async () => {
    const onRetry = vi.fn();
    render(
      <ListState status="error" {...texts} onRetry={onRetry} empty={empty}>
        <p>the list</p>
      </ListState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading data');
    expect(screen.queryByText('the list')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says what an empty list means and offers what to do next', () => {
    render(
      <ListState
        status="empty"
        {...texts}
        onRetry={() => {}}
        empty={{ ...empty, action: <a href="/add">Add Product</a> }}
      >
        <p>the list</p>
      </ListState>,
    );
    expect(screen.getByText('No medicines yet')).toBeInTheDocument();
    expect(screen.getByText('Add one to start selling.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/add');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('the list')).not.toBeInTheDocument();
  });

  it.each(['loading', 'ready'] as const)('shows the list itself while %s', (status) => {
    render(
      <ListState status={status} {...texts} onRetry={() => {}} empty={empty}>
        <p>the list</p>
      </ListState>,
    );
    expect(screen.getByText('the list')).toBeInTheDocument();
    expect(screen.queryByText('No medicines yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('PagedListState', () => {
  const texts = { errorTitle: 'Error loading data', retryLabel: 'Try again', empty: { title: 'No medicines yet' } };
  const list = (over: Partial<PagedList<string>>): PagedList<string> => ({
    rows: ['a'],
    status: 'ready',
    total: 1,
    pagination: undefined,
    busy: false,
    retry: () => {},
    ...over,
  });

  it('puts the page bar under the list and asks for the page chosen', async () => {
    const onPageChange = vi.fn();
    render(
      <PagedListState
        list={list({ pagination: { page: 2, pageCount: 3, hasNext: true, onPageChange, disabled: false } })}
        {...texts}
      >
        <p>the list</p>
      </PagedListState>,
    );
    const bar = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(bar).getByRole('button', { name: 'Page 2, current page' })).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('says how many the list holds once it knows, and that it is loading before', () => {
    const count = (total: number) => `Total users: ${total}`;
    const { rerender } = render(
      <PagedListState list={list({ rows: undefined, status: 'loading' })} count={count} {...texts}>
        <p>the list</p>
      </PagedListState>,
    );
    expect(screen.getByText('Loading...')).toHaveAttribute('aria-live', 'polite');
    rerender(
      <PagedListState list={list({ total: 12 })} count={count} {...texts}>
        <p>the list</p>
      </PagedListState>,
    );
    expect(screen.getByText('Total users: 12')).toHaveAttribute('aria-live', 'polite');
  });

  it('shows no page bar for one page, and retries through the list', async () => {
    const retry = vi.fn();
    const { rerender } = render(
      <PagedListState list={list({})} {...texts}>
        <p>the list</p>
      </PagedListState>,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender(
      <PagedListState list={list({ status: 'error', rows: undefined, retry })} {...texts}>
        <p>the list</p>
      </PagedListState>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
