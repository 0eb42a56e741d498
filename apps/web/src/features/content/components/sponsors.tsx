import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ContentSponsor } from '@medibazaar/contract';
import { useSiteContent } from '../api/get-site-content';
import { LazyImage } from '../../../components/ui/lazy-image';
import { panelClass } from '../../../components/ui/panel';

const grid = 'grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5';

/** 'A Heartfelt Thanks to Our Valued Sponsors': a card per sponsor with its logo and name, leading to its website when it has one. */
export function Sponsors() {
  const { t } = useTranslation();
  const headingId = useId();
  const content = useSiteContent();
  const sponsors = { isError: content.isError, data: content.data?.sponsors };
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
                <li key={s._id} className="max-md:last:odd:col-span-2">
                  {s.link ? (
                    <a
                      href={s.link}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('storefront.sponsors.visit', { name: s.name })}
                      className={`${card} hover:border-brand-300 hover:shadow-md`}
                    >
                      <SponsorCard sponsor={s} />
                    </a>
                  ) : (
                    <div className={card}>
                      <SponsorCard sponsor={s} />
                    </div>
                  )}
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

const card = panelClass({ padding: 'md', className: 'flex h-full flex-col items-center gap-3 text-center' });

function SponsorCard({ sponsor }: { sponsor: ContentSponsor }) {
  return (
    <>
      <LazyImage src={sponsor.image} width={320} height={160} className="aspect-[2/1] w-full max-w-40 object-contain" />
      <p className="font-semibold text-ink">{sponsor.name}</p>
    </>
  );
}
