import { useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  clampPage,
  listStatus,
  parsePage,
  usePagedList,
  usePageParam,
  type ListQuery,
  type PagedList,
} from './use-paged-list';

type Answer = { items: string[]; total: number };

/** What the server holds: `total` rows, `size` to a page. */
function serverQuery(page: number, total: number, size: number): ListQuery<Answer> {
  const start = (page - 1) * size;
  const items = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => `row ${start + i + 1}`);
  return { data: { items, total }, isError: false, isFetching: false, isPlaceholderData: false, refetch: vi.fn() };
}

let seen: PagedList<string> | undefined;

type QueryAt = ListQuery<Answer> | ((page: number) => ListQuery<Answer>);

function Screen({ total, query }: { total: number; query?: QueryAt }) {
  const paging = usePageParam();
  const answer = typeof query === 'function' ? query(paging.page) : query;
  const list = usePagedList(answer ?? serverQuery(paging.page, total, 10), paging, 10);
  useEffect(() => {
    seen = list;
  });
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="address">{location.search || '(none)'}</p>
      <p data-testid="page">{paging.page}</p>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderAt(entries: string[], total: number, query?: QueryAt) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Screen total={total} query={query} />
    </MemoryRouter>,
  );
}

describe('the page clamp', () => {
  it('reads anything below 1 or not a whole page number as page 1', () => {
    expect([null, '', '0', '-3', '2.5', 'two', 'Infinity'].map(parsePage)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(parsePage('4')).toBe(4);
    expect(clampPage(-2, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(3, 0)).toBe(1);
  });

  it('shows page 1 for ?page=0 and leaves the address alone', () => {
    renderAt(['/list?page=0'], 25);
    expect(screen.getByTestId('page')).toHaveTextContent('1');
    expect(seen?.rows?.[0]).toBe('row 1');
    expect(screen.getByTestId('address')).toHaveTextContent('?page=0');
  });

  it('moves a page past the last to the last, replacing the address so Back does not return to it', async () => {
    renderAt(['/start', '/list?page=7'], 25);
    expect(await screen.findByText('?page=3')).toBeInTheDocument();
    expect(seen?.rows).toEqual(['row 21', 'row 22', 'row 23', 'row 24', 'row 25']);
    expect(seen?.status).toBe('ready');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('address')).toHaveTextContent('(none)');
  });

  it('moves an emptied list to page 1 with no page in the address, and calls it empty there', async () => {
    renderAt(['/list?page=4'], 0);
    expect(await screen.findByText('(none)')).toBeInTheDocument();
    expect(seen?.status).toBe('empty');
    expect(seen?.pagination).toBeUndefined();
  });

  it('steps back one page when the total is only a lower bound that still counts the empty page', async () => {
    // The answer claims 60 rows, yet page 4 is empty: the last page is not past 3.
    const query = (page: number) => ({
      ...serverQuery(page, 30, 10),
      data: { ...serverQuery(page, 30, 10).data!, total: 60 },
    });
    renderAt(['/list?page=4'], 30, query);
    expect(await screen.findByText('?page=3')).toBeInTheDocument();
    expect(seen?.rows?.[0]).toBe('row 21');
  });
});

describe('usePagedList', () => {
  it('offers the page bar with the last page and whether a next one exists', () => {
    renderAt(['/list?page=2'], 25);
    expect(seen?.pagination).toMatchObject({ page: 2, pageCount: 3, hasNext: true, disabled: false });
    expect(seen?.total).toBe(25);
  });

  it('offers no page bar when one page holds everything', () => {
    renderAt(['/list'], 7);
    expect(seen?.pagination).toBeUndefined();
    expect(seen?.status).toBe('ready');
  });

  it('is loading until the first answer, and failed only while nothing is on screen', () => {
    const pending: ListQuery<Answer> = {
      data: undefined,
      isError: false,
      isFetching: true,
      isPlaceholderData: false,
      refetch: vi.fn(),
    };
    renderAt(['/list'], 0, pending);
    expect(seen?.status).toBe('loading');
    expect(seen?.rows).toBeUndefined();
    expect(listStatus({ data: undefined, isError: true }, undefined)).toBe('error');
    expect(listStatus({ data: ['a'], isError: true }, ['a'])).toBe('ready');
  });

  it('marks the last page busy while the next loads, and never clamps on it', () => {
    const placeholder: ListQuery<Answer> = { ...serverQuery(1, 25, 10), isPlaceholderData: true, isFetching: true };
    renderAt(['/list?page=3'], 25, { ...placeholder, data: { items: [], total: 25 } });
    expect(screen.getByTestId('address')).toHaveTextContent('?page=3');
    expect(seen?.busy).toBe(true);
    expect(seen?.pagination?.disabled).toBe(true);
  });

  it('reads the list again on retry', () => {
    const query = serverQuery(1, 5, 10);
    renderAt(['/list'], 5, query);
    seen?.retry();
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });
});
