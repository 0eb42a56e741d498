import type { Role, User } from '@medibazaar/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { DeleteUserButton } from './delete-user-button';
import { RoleSelect } from './role-select';
import { UserPhoto } from './user-photo';

const labelTone: Record<Role, string> = {
  admin: 'bg-warm-50 text-warm-700',
  seller: 'bg-brand-50 text-brand-800',
  pharmacist: 'bg-brand-100 text-brand-900',
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
  busy,
  meId,
}: {
  /** Undefined until the first page arrives. */
  users: User[] | undefined;
  page: number;
  busy: boolean;
  meId: string | undefined;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const isMe = (u: User) => u._id === meId;
  const hintFor = (u: User) => (isMe(u) ? hintId : undefined);
  const columns: Column<User>[] = [
    {
      id: 'name',
      header: t('dashboard.users.columns.name'),
      cell: (u) => (
        <>
          {u.name}
          {isMe(u) && <YouBadge />}
        </>
      ),
      card: 'title',
      rowHeader: true,
      skeleton: 'h-5 w-32',
    },
    {
      id: 'email',
      header: t('dashboard.users.columns.email'),
      cell: (u) => u.email,
      card: 'detail',
      cardClassName: 'break-all text-sm text-muted',
      className: 'max-w-64 break-all text-muted',
      skeleton: 'h-5 w-48',
    },
    {
      id: 'photo',
      header: t('dashboard.users.columns.photo'),
      cell: (u) => <UserPhoto name={u.name} image={u.image} />,
      card: 'media',
      // A round photo sits level with the name and email beside it.
      cardClassName: 'shrink-0 self-center',
      skeleton: 'h-11 w-11 rounded-full',
    },
    {
      id: 'role',
      header: t('dashboard.users.columns.role'),
      cell: (u) => <RoleSelect user={u} disabled={isMe(u)} describedBy={hintFor(u)} />,
      card: 'footer',
      skeleton: 'h-11 w-32',
    },
    {
      id: 'label',
      header: t('dashboard.users.columns.label'),
      cell: (u) => <RoleLabel role={u.role} />,
      card: 'footer',
    },
    {
      id: 'actions',
      header: t('dashboard.users.columns.actions'),
      cell: (u) => <DeleteUserButton id={u._id} name={u.name} disabled={isMe(u)} describedBy={hintFor(u)} />,
      card: 'footer',
      align: 'end',
      skeleton: 'h-11 w-24',
    },
  ];
  return (
    <>
      <p id={hintId} className="sr-only">
        {t('dashboard.users.ownRow')}
      </p>
      <DataTable
        columns={columns}
        rows={users}
        rowKey={(u) => u._id}
        caption={t('dashboard.users.caption', { page })}
        cardsBelow="md"
        busy={busy}
        rowClassName={(u) => (isMe(u) ? 'bg-brand-50/50' : undefined)}
      />
    </>
  );
}
