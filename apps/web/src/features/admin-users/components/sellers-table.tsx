import type { Seller } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { Skeleton } from '../../../components/ui/skeleton';
import { DeleteUserButton } from './delete-user-button';
import { UserPhoto } from './user-photo';

const th = 'px-3 py-3 text-left text-sm font-semibold uppercase tracking-wide text-muted';
const td = 'px-3 py-3 align-middle';

/** The shop's sellers: Image, Name, Role, Email, number of products, Delete. */
export function SellersTable({ sellers, page, loading }: { sellers: Seller[]; page: number; loading: boolean }) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div className="flex flex-col gap-3" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-3 md:hidden">
        {sellers.map((s) => (
          <li key={s._id} className="rounded-card border border-line bg-white p-4 shadow-card">
            <div className="flex items-center gap-3">
              <UserPhoto name={s.name} image={s.image} />
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-ink">{s.name}</p>
                <p className="break-all text-sm text-muted">{s.email}</p>
                <p className="text-sm text-muted">
                  {t(`dashboard.profile.roles.${s.role}`)} · {t('dashboard.products.count', { count: s.productCount })}
                </p>
              </div>
            </div>
            <div className="mt-3 flex justify-end">
              <DeleteUserButton id={s._id} name={s.name} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-card border border-line bg-white shadow-card md:block">
        <table className="w-full border-collapse">
          <caption className="sr-only">{t('dashboard.sellers.caption', { page })}</caption>
          <thead className="border-b border-line bg-surface">
            <tr>
              <th scope="col" className={th}>
                {t('dashboard.sellers.columns.image')}
              </th>
              <th scope="col" className={th}>
                {t('dashboard.sellers.columns.name')}
              </th>
              <th scope="col" className={th}>
                {t('dashboard.sellers.columns.role')}
              </th>
              <th scope="col" className={th}>
                {t('dashboard.sellers.columns.email')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('dashboard.sellers.columns.products')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('dashboard.sellers.columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {sellers.map((s) => (
              <tr key={s._id}>
                <td className={td}>
                  <UserPhoto name={s.name} image={s.image} />
                </td>
                <th scope="row" className={`${td} text-left font-semibold text-ink`}>
                  {s.name}
                </th>
                <td className={`${td} text-muted`}>{t(`dashboard.profile.roles.${s.role}`)}</td>
                <td className={`${td} max-w-64 break-all text-muted`}>{s.email}</td>
                <td className={`${td} text-right tabular-nums`}>{s.productCount}</td>
                <td className={`${td} text-right`}>
                  <DeleteUserButton id={s._id} name={s.name} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
