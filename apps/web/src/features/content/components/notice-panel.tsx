import { holidaysInMonth, type HoursContent, type NoticeContent } from '@medibazaar/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { CalendarIcon, ClockIcon, MegaphoneIcon, PauseIcon, PlayIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateWith } from '../../../lib/format';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useSiteContent } from '../api/get-site-content';
import { englishClock, englishDay, localDay, pickText } from '../utils/content-text';
import './notice-panel.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** The home page notice, as the admin last wrote it (docs/product.md#site-content). */
export function NoticePanel({ today }: { today?: Date }) {
  const content = useSiteContent();
  return <NoticeView notice={content.data?.notice} hours={content.data?.hours} today={today} />;
}

/**
 * The notice: a scrolling promotional line, when the site is open and orders are
 * taken, an optional message, and this month's Bangladeshi holidays. `today` picks the
 * month. Without content yet (it comes with the page, so rarely) the lines wait as skeletons.
 */
export function NoticeView({
  notice,
  hours,
  today = new Date(),
}: {
  notice: NoticeContent | undefined;
  hours: HoursContent | undefined;
  today?: Date | undefined;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [paused, setPaused] = useState(false);
  // The lunar holidays take the browser's Islamic calendar and the month's name a date
  // formatter, both slow to start: worked out only as the reader scrolls towards them,
  // not while the page first renders.
  const [holidaysRef, near] = useNearViewport<HTMLDivElement>();
  const holidays = near ? holidaysInMonth(today) : null;
  const monthLabel = near ? formatDateWith(today, { month: 'long', year: 'numeric' }, i18n.language) : null;
  const dayLabel = { format: (d: Date) => formatDateWith(d, { day: 'numeric', month: 'long' }, i18n.language) };
  // The fixed English wording (docs/product.md#texts-home) stays exact; other languages get their own dates and digits.
  const english = i18n.language === 'en';
  const day = (iso: string) =>
    english ? englishDay(iso) : formatDateWith(localDay(iso), { dateStyle: 'long' }, i18n.language);
  const clock = (time: string) => {
    if (english) return englishClock(time);
    const [h, m] = time.split(':').map(Number) as [number, number];
    return formatDateWith(new Date(2000, 0, 1, h, m), { hour: 'numeric', minute: '2-digit' }, i18n.language);
  };
  const ticker = notice ? pickText(notice.ticker, i18n.language) : '';
  const message = notice ? pickText(notice.message, i18n.language) : '';

  return (
    <section aria-labelledby={headingId} className="below-fold mx-auto max-w-7xl px-4 py-10">
      <div className="overflow-hidden rounded-card border border-brand-100 bg-brand-50">
        <h2 id={headingId} className="sr-only">
          {t('storefront.notice.heading')}
        </h2>
        <div className="notice-ticker flex items-center gap-3 bg-brand-800 px-4 text-white" data-paused={paused}>
          <MegaphoneIcon className="h-5 w-5 shrink-0" />
          <div className="min-w-0 flex-1 overflow-hidden py-3">
            <div className="notice-ticker-track">
              <p className="notice-ticker-text font-medium">{ticker}</p>
              <p className="notice-ticker-text notice-ticker-copy font-medium" aria-hidden="true">
                {ticker}
              </p>
            </div>
          </div>
          <button
            type="button"
            onClick={() => setPaused(!paused)}
            aria-label={paused ? t('storefront.notice.playTicker') : t('storefront.notice.pauseTicker')}
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-brand-900 focus-visible:outline-white motion-reduce:hidden"
          >
            {paused ? <PlayIcon className="h-5 w-5" /> : <PauseIcon className="h-5 w-5" />}
          </button>
        </div>
        <div className="grid gap-8 p-6 md:grid-cols-2 md:p-8">
          <div className="space-y-4">
            {!notice || !hours ? (
              <>
                <Skeleton className="h-7 w-full" />
                <Skeleton className="h-7 w-5/6" />
              </>
            ) : (
              <>
                {notice.openPeriod && (
                  <p className="flex gap-3 text-lg text-ink">
                    <CalendarIcon className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
                    <span>
                      {t('storefront.notice.openPeriod', {
                        from: day(notice.openPeriod.from),
                        until: day(notice.openPeriod.until),
                      })}
                    </span>
                  </p>
                )}
                <p className="flex gap-3 text-lg text-ink">
                  <ClockIcon className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
                  <span>
                    {t('storefront.notice.hours', { opens: clock(hours.opens), closes: clock(hours.closes) })}
                  </span>
                </p>
                {message && <p className="whitespace-pre-line text-ink">{message}</p>}
              </>
            )}
          </div>
          <div ref={holidaysRef} className="rounded-card bg-white p-5 shadow-card">
            <h3 className="flex flex-wrap items-baseline justify-between gap-2 text-xl font-bold text-ink">
              {t('storefront.notice.holidaysHeading')}
              <span className="text-sm font-medium text-muted">{monthLabel}</span>
            </h3>
            {holidays === null ? (
              <div className="mt-3 space-y-3 py-2">
                <Skeleton className="h-6 w-3/4" />
                <Skeleton className="h-6 w-2/3" />
              </div>
            ) : holidays.length === 0 ? (
              <p className="mt-3 text-muted">{t('storefront.notice.noHolidays')}</p>
            ) : (
              <ul className="mt-3 divide-y divide-line">
                {holidays.map((h) => (
                  <li key={`${h.key}-${h.day}`} className="flex flex-wrap items-baseline gap-x-3 py-2">
                    <time
                      dateTime={`${h.year}-${pad(h.month)}-${pad(h.day)}`}
                      className="w-28 shrink-0 font-semibold tabular-nums text-brand-800"
                    >
                      {dayLabel.format(new Date(h.year, h.month - 1, h.day))}
                    </time>
                    <span className="text-ink">
                      {t(`storefront.notice.holidays.${h.key}`)}
                      {h.lunar && <span className="ml-1 text-sm text-muted">({t('storefront.notice.expected')})</span>}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
