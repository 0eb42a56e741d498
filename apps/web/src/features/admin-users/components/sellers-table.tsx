import type { Seller } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { DeleteUserButton } from './delete-user-button';
import { UserPhoto } from './user-photo';

/** The shop's sellers: Image, Name, Role, Email, number of products, Delete. */
export function SellersTable({
  sellers,
  page,
  busy,
}: {
  /** Undefined until the first page arrives. */
  sellers: Seller[] | undefined;
  page: number;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const role = (s: Seller) => t(`dashboard.profile.roles.${s.role}`);
  const columns: Column<Seller>[] = [
    {
      id: 'image',
      header: t('dashboard.sellers.columns.image'),
      cell: (s) => <UserPhoto name={s.name} image={s.image} />,
      card: 'media',
      // A round photo sits level with the name and email beside it.
      cardClassName: 'shrink-0 self-center',
      skeleton: 'h-11 w-11 rounded-full',
    },
    {
      id: 'name',
      header: t('dashboard.sellers.columns.name'),
      cell: (s) => s.name,
      card: 'title',
      rowHeader: true,
      skeleton: 'h-5 w-32',
    },
    {
      id: 'role',
      header: t('dashboard.sellers.columns.role'),
      cell: role,
      className: 'text-muted',
    },
    {
      id: 'email',
      header: t('dashboard.sellers.columns.email'),
      cell: (s) => s.email,
      card: 'detail',
      cardClassName: 'break-all text-sm text-muted',
      className: 'max-w-64 break-all text-muted',
      skeleton: 'h-5 w-48',
    },
    {
      id: 'products',
      header: t('dashboard.sellers.columns.products'),
      cell: (s) => s.productCount,
      card: 'detail',
      // A card has no column headers: the role and the count read as one line.
      cardCell: (s) => `${role(s)} · ${t('dashboard.products.count', { count: s.productCount })}`,
      align: 'end',
      className: 'tabular-nums',
      skeleton: 'h-5 w-8',
    },
    {
      id: 'actions',
      header: t('dashboard.sellers.columns.actions'),
      cell: (s) => <DeleteUserButton id={s._id} name={s.name} />,
      card: 'footer',
      align: 'end',
      skeleton: 'h-11 w-24',
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={sellers}
      rowKey={(s) => s._id}
      caption={t('dashboard.sellers.caption', { page })}
      cardsBelow="md"
      busy={busy}
    />
  );
}
