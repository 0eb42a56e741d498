import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth, RequireRole } from './require-auth';

/** The answer the server would give to GET /api/auth/get-session, released when the test says so. */
function sessionAnswer() {
  let release!: (user: { role: string; name: string } | null) => void;
  const answer = new Promise<Response>((resolve) => {
    release = (user) =>
      resolve(
        new Response(
          JSON.stringify(
            user
              ? { user: { id: 'u1', email: 'p@example.test', image: null, ...user }, session: { expiresAt: '' } }
              : null,
          ),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
      );
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => answer),
  );
  return release;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** The address on screen, whatever the page shows. */
function Address() {
  return <p data-testid="address">{useLocation().pathname}</p>;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/" element={<Where />} />
          <Route path="/login" element={<Where />} />
          <Route
            path="/secret"
            element={
              <RequireAuth>
                <p>secret page</p>
              </RequireAuth>
            }
          />
          <Route
            path="/dashboard/allusers"
            element={
              <RequireRole roles={['admin']}>
                <p>admin page</p>
              </RequireRole>
            }
          />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('RequireAuth', () => {
  it('shows a spinner while the session is checked, then sends a visitor to /login with the origin', async () => {
    const release = sessionAnswer();
    renderAt('/secret?tab=1');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await act(async () => release(null));
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?from=%2Fsecret%3Ftab%3D1');
  });

  it('shows the page to a signed-in person', async () => {
    const release = sessionAnswer();
    renderAt('/secret');
    await act(async () => release({ role: 'user', name: 'Rafi' }));
    expect(await screen.findByText('secret page')).toBeInTheDocument();
  });
});

describe('RequireRole', () => {
  it('waits for the role before deciding, so an admin reloading an admin page stays on it', async () => {
    const release = sessionAnswer();
    renderAt('/dashboard/allusers');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/dashboard\/allusers$/);
    await act(async () => release({ role: 'admin', name: 'Amina' }));
    expect(await screen.findByText('admin page')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/dashboard\/allusers$/);
  });

  it('sends a signed-in person without the role home', async () => {
    const release = sessionAnswer();
    renderAt('/dashboard/allusers');
    await act(async () => release({ role: 'seller', name: 'Shafiq' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(screen.queryByText('admin page')).toBeNull();
  });

  it('sends a visitor to /login', async () => {
    const release = sessionAnswer();
    renderAt('/dashboard/allusers');
    await act(async () => release(null));
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?from=%2Fdashboard%2Fallusers');
  });
});
