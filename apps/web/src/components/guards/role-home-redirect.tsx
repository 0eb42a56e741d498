import { Navigate } from 'react-router';
import { dashboardHomeFor, useSession } from '../../lib/session';
import { Spinner } from '../ui/spinner';

/** `/dashboard` itself: each role's own home. */
export function RoleHomeRedirect() {
  const { user, isPending } = useSession();
  if (isPending || !user) return <Spinner />;
  return <Navigate to={dashboardHomeFor(user.role)} replace />;
}
