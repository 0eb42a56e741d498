import { ROLE_TOAST_MS, ROLES, type Role, type User } from '@medibazaar/contract';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client';
import { useUpdateUserRole } from '../api/update-user-role';

/**
 * The role select of the user list: choosing a role changes it at once. '{name}
 * is now {role}.' for 1500 ms, or 'Failed to update role.' (with the server's
 * reason for a refused change, such as demoting the last admin).
 */
export function RoleSelect({
  user,
  disabled,
  describedBy,
}: {
  user: User;
  disabled: boolean;
  describedBy?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateUserRole();
  const [pending, setPending] = useState<Role | null>(null);

  async function change(role: Role) {
    if (role === user.role) return;
    setPending(role);
    try {
      await update.mutateAsync({ id: user._id, role });
      toast.success(t('dashboard.users.roleChanged', { name: user.name, role }), { duration: ROLE_TOAST_MS });
    } catch (error) {
      const reason = error instanceof ApiRequestError && error.status === 409 ? ` ${error.message}` : '';
      toast.error(`${t('dashboard.users.roleFailed')}${reason}`);
    } finally {
      setPending(null);
    }
  }

  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('dashboard.users.roleFor', { name: user.name })}
      </label>
      <select
        id={id}
        value={pending ?? user.role}
        disabled={disabled || pending !== null}
        aria-describedby={describedBy}
        onChange={(e) => void change(e.target.value as Role)}
        className="min-h-11 rounded-md border border-line bg-white px-3 font-medium text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:cursor-not-allowed disabled:bg-surface disabled:text-muted"
      >
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </select>
    </>
  );
}
