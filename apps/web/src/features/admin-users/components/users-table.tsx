import type { Role, User } from '@medibazaar/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Skeleton } from '../../../components/ui/skeleton';
import { DeleteUserButton } from './delete-user-button';
import { RoleSelect } from './role-select';
import { UserPhoto } from './user-photo';

const th = 'px-3 py-3 text-left text-sm font-semibold uppercase tracking-wide text-muted';
const td = 'px-3 py-3 align-middle';

const labelTone: Record<Role, string> = {
  admin: 'bg-warm-50 text-warm-700',
  seller: 'bg-brand-50 text-brand-800',
  user: 'bg-surface text-muted',
};

function RoleLabel({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex whitespace-nowrap rounded-full px-3 py-0.5 text-sm font-semibold ${labelTone[role]}`}>
      {t(`dashboard.users.labels.${role}`)}
    </span>
  );
}

function YouBadge() {
  const { t } = useTranslation();
  return (
    <span className="ml-2 inline-flex rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
      {t('dashboard.users.you')}
    </span>
  );
}

/**
 * Everyone with an account: Name, Email, Photo, Role (a select that changes it at
 * once), the role's label and Delete. The signed-in admin's own row cannot be changed.
 */
export function UsersTable({
  users,
  page,
  loading,
  meId,
}: {
  users: User[];
  page: number;
  loading: boolean;
  meId: string | undefined;
}) {
  const { t } = useTranslation();
  const hintId = useId();

  if (loading) {
    return (
      <div className="flex flex-col gap-3" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  }

  return (
    <>
      <p id={hintId} className="sr-only">
        {t('dashboard.users.ownRow')}
      </p>
      <ul className="flex flex-col gap-3 md:hidden">
        {users.map((u) => {
          const me = u._id === meId;
          return (
            <li key={u._id} className="rounded-card border border-line bg-white p-4 shadow-card">
              <div className="flex items-center gap-3">
                <UserPhoto name={u.name} image={u.image} />
                <div className="min-w-0">
                  <p className="font-semibold break-words text-ink">
                    {u.name}
                    {me && <YouBadge />}
                  </p>
                  <p className="break-all text-sm text-muted">{u.email}</p>
                </div>
              </div>
              <div className="mt-3 flex flex-wrap items-center gap-2">
                <RoleSelect user={u} disabled={me} describedBy={me ? hintId : undefined} />
                <RoleLabel role={u.role} />
                <span className="ml-auto">
                  <DeleteUserButton id={u._id} name={u.name} disabled={me} describedBy={me ? hintId : undefined} />
                </span>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="hidden overflow-x-auto rounded-card border border-line bg-white shadow-card md:block">
        <table className="w-full border-collapse">
          <caption className="sr-only">{t('dashboard.users.caption', { page })}</caption>
          <thead className="border-b border-line bg-surface">
            <tr>
              <th scope="col" className={th}>
                {t('dashboard.users.columns.name')}
              </th>
              <th scope="col" className={th}>
                {t('dashboard.users.columns.email')}
              </th>
              <th scope="col" className={th}>
                {t('dashboard.users.columns.photo')}
              </th>
              <th scope="col" className={th}>
                {t('dashboard.users.columns.role')}
              </th>
              <th scope="col" className={th}>
                {t('dashboard.users.columns.label')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('dashboard.users.columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {users.map((u) => {
              const me = u._id === meId;
              return (
                <tr key={u._id} className={me ? 'bg-brand-50/50' : undefined}>
                  <th scope="row" className={`${td} text-left font-semibold text-ink`}>
                    {u.name}
                    {me && <YouBadge />}
                  </th>
                  <td className={`${td} max-w-64 break-all text-muted`}>{u.email}</td>
                  <td className={td}>
                    <UserPhoto name={u.name} image={u.image} />
                  </td>
                  <td className={td}>
                    <RoleSelect user={u} disabled={me} describedBy={me ? hintId : undefined} />
                  </td>
                  <td className={td}>
                    <RoleLabel role={u.role} />
                  </td>
                  <td className={`${td} text-right`}>
                    <DeleteUserButton id={u._id} name={u.name} disabled={me} describedBy={me ? hintId : undefined} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
