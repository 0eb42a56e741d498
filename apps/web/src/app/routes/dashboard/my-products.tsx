import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * '/dashboard/myProducts': the seller's products are one list, Manage Medicines; an old
 * link or bookmark lands there, on the same page of it.
 */
export function Component() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.dashboard.manageMedicines.to(), search }} replace />;
}
