import { ROLE_TOAST_MS, ROLES, type Role, type User } from '@medibazaar/contract';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/i18n';
import { ApiRequestError } from '../../../lib/api-client';
import { useUpdateUserRole } from '../api/update-user-role';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { confirmDialog } from '../../../lib/dialogs';

const STEP_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * On a closed select, arrow keys and typed letters step the value and fire a change
 * at each step: stepping past 'seller' would grant 'admin' on the way. Here those keys
 * do nothing on the closed select; Space or Alt+ArrowDown opens the list, where the
 * arrows move and Enter chooses, so a role changes only when one is chosen.
 */
function keepRoleUntilChosen(e: React.KeyboardEvent<HTMLSelectElement>) {
  if (e.altKey || e.ctrlKey || e.metaKey) return;
  const typed = e.key.length === 1 && e.key !== ' ';
  if (!STEP_KEYS.has(e.key) && !typed) return;
  e.preventDefault();
}

/**
 * The role select of the user list: choosing a role changes it at once, except making
 * someone an admin or a pharmacist, which asks first and names the person. '{name} is now {role}.' for
 * 1500 ms, or 'Failed to update role.' (with the server's reason for a refused change,
 * such as demoting the last admin).
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
  const { t, i18n } = useTranslation();
  const id = useId();
  const update = useUpdateUserRole();
  const [pending, setPending] = useState<Role | null>(null);

  async function change(role: Role) {
    if (role === user.role) return;
    setPending(role);
    // Both privileged roles ask first: an admin can do anything, a pharmacist reads people's prescriptions.
    if (role === 'admin' || role === 'pharmacist') {
      const texts = role === 'admin' ? 'dashboard.users.promote' : 'dashboard.users.promotePharmacist';
      const confirmed = await confirmDialog({
        title: t(`${texts}.title`, { name: user.name }),
        text: t(`${texts}.text`, { name: user.name, email: user.email }),
        confirm: t(`${texts}.confirm`, { name: user.name }),
        cancel: t(`${texts}.cancel`),
      }).catch(() => false);
      if (!confirmed) {
        setPending(null);
        return;
      }
    }
    try {
      await update.mutateAsync({ id: user._id, role });
      // The exact wording names the role in lower case: "{name} is now seller." (docs/product.md#texts-users)
      const roleName = t(`dashboard.profile.roles.${role}`).toLocaleLowerCase(i18n.language);
      toast.success(t('dashboard.users.roleChanged', { name: user.name, role: roleName }), { duration: ROLE_TOAST_MS });
    } catch (error) {
      const reason = error instanceof ApiRequestError && error.status === 409 ? ` ${apiErrorMessage(error, t)}` : '';
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
        onKeyDown={keepRoleUntilChosen}
        className="min-h-11 rounded-md border border-line bg-white px-3 font-medium text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:cursor-not-allowed disabled:bg-surface disabled:text-muted"
      >
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {t(`dashboard.users.roleOptions.${r}`)}
          </option>
        ))}
      </select>
    </>
  );
}
