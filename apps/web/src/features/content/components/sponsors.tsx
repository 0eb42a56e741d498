import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSponsors } from '../api/get-sponsors';

const grid = 'grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5';

/** 'A Heartfelt Thanks to Our Valued Sponsors': a card per sponsor with its logo and name. */
export function Sponsors() {
  const { t } = useTranslation();
  const headingId = useId();
  const sponsors = useSponsors();
  return (
    <section aria-labelledby={headingId} className="below-fold mx-auto max-w-7xl px-4 py-10">
      <h2 id={headingId} className="mb-6 text-center text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {t('storefront.sponsors.heading')}
      </h2>
      {sponsors.isError ? (
        <EmptyState tone="danger" title={t('storefront.sponsors.error')} />
      ) : (
        <ul className={grid}>
          {sponsors.data
            ? sponsors.data.map((s) => (
                <li
                  key={s._id}
                  className="flex flex-col items-center gap-3 rounded-card border border-line bg-white p-4 text-center shadow-card max-md:last:odd:col-span-2"
                >
                  <img
                    src={s.image}
                    alt=""
                    width={320}
                    height={160}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[2/1] w-full max-w-40 object-contain"
                  />
                  <p className="font-semibold text-ink">{s.name}</p>
                </li>
              ))
            : Array.from({ length: 5 }, (_, i) => (
                <li key={i} className="max-md:last:odd:col-span-2">
                  <Skeleton className="h-40 w-full" />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
