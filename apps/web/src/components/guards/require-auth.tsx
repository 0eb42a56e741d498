import type { Role } from '@medibazaar/contract';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { Spinner } from '../ui/spinner';

/**
 * A page for signed-in people: a spinner while the session is checked, then the
 * page, or /login carrying this page as the place to come back to.
 */
export function RequireAuth({ children }: { children?: React.ReactNode }) {
  const { user, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <Spinner />;
  if (!user) return <Navigate to={paths.login.to(location.pathname + location.search + location.hash)} replace />;
  return children ?? <Outlet />;
}

/**
 * A page for some roles only. It waits for the session (which carries the role the
 * server holds) before deciding, so reloading an admin page stays on it; a
 * signed-in person without the role goes to the home page.
 */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children?: React.ReactNode }) {
  const { user, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <Spinner />;
  if (!user) return <Navigate to={paths.login.to(location.pathname + location.search + location.hash)} replace />;
  if (!roles.includes(user.role)) return <Navigate to={paths.home.to()} replace />;
  return children ?? <Outlet />;
}
