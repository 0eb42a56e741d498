import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { api, onAuthFailure } from '../../lib/api-client';
import { forgetSignedInData, safeReturnPath } from '../../lib/session';

/**
 * docs/product.md#sign-in: any 401 or 403 from the API signs the person out and sends them to
 * /login (carrying the page they were on); the failed call still rejects for its caller.
 */
export function AuthFailureRedirect() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);

  useEffect(() => {
    let handling = false;
    return onAuthFailure(() => {
      // Several calls failing together lead to one sign-out.
      if (handling) return;
      handling = true;
      const { pathname, search } = here.current;
      void api('/auth/sign-out', { method: 'POST', body: {}, quietAuth: true })
        .catch(() => undefined)
        .finally(() => {
          forgetSignedInData(queryClient);
          navigate(paths.login.to(safeReturnPath(pathname + search) ?? undefined), { replace: true });
          handling = false;
        });
    });
  }, [navigate, queryClient]);

  return <Outlet />;
}
