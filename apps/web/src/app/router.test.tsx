import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyRoute } from './router';
import { RouteErrorBoundary } from './routes/error-page';

afterEach(() => vi.restoreAllMocks());

describe('lazyRoute', () => {
  it('asks again for a page whose code failed to load, once the reader comes back to it', async () => {
    // React reports the caught error on the console.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { Component: () => <p>the page itself</p> };
    });
    const page = lazyRoute(load);
    render(
      <MemoryRouter initialEntries={['/page']}>
        <Link to="/page">The page</Link>
        <Link to="/other">Another page</Link>
        <RouteErrorBoundary>
          <Suspense fallback={<p>loading</p>}>
            <Routes>
              <Route path="/page" element={page.element} />
              <Route path="/other" element={<p>another page</p>} />
            </Routes>
          </Suspense>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');

    const failedLoads = load.mock.calls.length;
    online = true;
    await userEvent.click(screen.getByRole('link', { name: 'Another page' }));
    expect(await screen.findByText('another page')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'The page' }));
    expect(await screen.findByText('the page itself')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(failedLoads + 1);
  });

  it('renders a page whose code is already in at once, without suspending', async () => {
    const page = lazyRoute(() => Promise.resolve({ Component: () => <p>ready</p> }));
    await page.handle.load();
    render(
      <MemoryRouter initialEntries={['/page']}>
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            <Route path="/page" element={page.element} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    expect(screen.getByText('ready')).toBeInTheDocument();
  });
});
