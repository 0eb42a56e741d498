import type { Prescription } from '@medibazaar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { formatNumber, formatPercent } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { pageLinkQueryOptions, usePageLink } from '../api/get-page-link';

const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3, 4] as const;

/**
 * The pages of a prescription, one at a time, read through links made for the viewer alone:
 * zoom, rotate and page through with buttons or keys (+ − R ← →). A PDF shows in the
 * browser's own PDF viewer, with a link to open it whole.
 */
export function PageViewer({
  prescription: p,
  heightClass = 'h-[60vh]',
}: {
  prescription: Prescription;
  heightClass?: string;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState(2); // index into ZOOMS: 100 %
  const [rotation, setRotation] = useState(0);
  const page = p.pages[index];
  const count = p.pages.length;
  const isPdf = page?.contentType === 'application/pdf';

  const go = (next: number) => {
    if (next < 0 || next >= count) return;
    setIndex(next);
    setRotation(0);
    setZoom(2);
  };
  const zoomBy = (step: number) => setZoom((z) => Math.min(ZOOMS.length - 1, Math.max(0, z + step)));
  const rotate = () => setRotation((r) => (r + 90) % 360);
  // A link that stopped working (it expired, say) is asked for again.
  const retry = () =>
    page && void queryClient.invalidateQueries({ queryKey: pageLinkQueryOptions(p.id, page.id).queryKey });

  const onKey = (e: React.KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const actions: Record<string, () => void> = {
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
      r: rotate,
      R: rotate,
      ArrowLeft: () => go(index - 1),
      ArrowRight: () => go(index + 1),
    };
    const action = isPdf && e.key !== 'ArrowLeft' && e.key !== 'ArrowRight' ? undefined : actions[e.key];
    if (!action) return;
    e.preventDefault();
    action();
  };

  const scale = ZOOMS[zoom]!;
  const pageWords = t('prescriptions.view.page', {
    n: formatNumber(index + 1, i18n.language),
    count: formatNumber(count, i18n.language),
  });

  return (
    <section className="flex flex-col gap-3" aria-label={t('prescriptions.view.pages')} onKeyDown={onKey}>
      <ViewerToolbar
        pageWords={pageWords}
        index={index}
        count={count}
        isPdf={isPdf}
        zoom={zoom}
        onGo={go}
        onZoom={zoomBy}
        onRotate={rotate}
        onFit={() => {
          setZoom(2);
          setRotation(0);
        }}
      />
      <PageDisplay
        prescription={p}
        index={index}
        pageWords={pageWords}
        heightClass={heightClass}
        scale={scale}
        rotation={rotation}
        onRetry={retry}
      />
      {!isPdf && <p className="text-sm text-muted">{t('prescriptions.view.keys')}</p>}
    </section>
  );
}

/** Previous and next page, and for pictures zoom out and in, rotate and fit. */
function ViewerToolbar({
  pageWords,
  index,
  count,
  isPdf,
  zoom,
  onGo,
  onZoom,
  onRotate,
  onFit,
}: {
  pageWords: string;
  index: number;
  count: number;
  isPdf: boolean;
  /** An index into ZOOMS. */
  zoom: number;
  onGo: (index: number) => void;
  onZoom: (step: number) => void;
  onRotate: () => void;
  onFit: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={t('prescriptions.view.pages')}>
      <Button
        variant="icon"
        onClick={() => onGo(index - 1)}
        disabled={index === 0}
        aria-label={t('prescriptions.view.previous')}
      >
        <ChevronLeftIcon className="h-5 w-5" />
      </Button>
      <span className="min-w-24 text-center font-medium text-ink" aria-live="polite">
        {pageWords}
      </span>
      <Button
        variant="icon"
        onClick={() => onGo(index + 1)}
        disabled={index >= count - 1}
        aria-label={t('prescriptions.view.next')}
      >
        <ChevronRightIcon className="h-5 w-5" />
      </Button>
      {!isPdf && (
        <>
          <span className="mx-1 hidden h-6 border-l border-line sm:block" aria-hidden="true" />
          <Button
            variant="icon"
            onClick={() => onZoom(-1)}
            disabled={zoom === 0}
            aria-label={t('prescriptions.view.zoomOut')}
          >
            <span aria-hidden="true" className="text-xl font-bold">
              −
            </span>
          </Button>
          <span className="min-w-14 text-center text-sm text-muted">
            {t('prescriptions.view.zoomLevel', { percent: formatPercent(ZOOMS[zoom]! * 100, i18n.language) })}
          </span>
          <Button
            variant="icon"
            onClick={() => onZoom(1)}
            disabled={zoom === ZOOMS.length - 1}
            aria-label={t('prescriptions.view.zoomIn')}
          >
            <span aria-hidden="true" className="text-xl font-bold">
              +
            </span>
          </Button>
          <Button variant="secondary" onClick={onRotate}>
            {t('prescriptions.view.rotate')}
          </Button>
          <Button variant="secondary" onClick={onFit}>
            {t('prescriptions.view.fit')}
          </Button>
        </>
      )}
    </div>
  );
}

/** The page itself: a picture zoomed and turned, a PDF in the browser's viewer, or why it cannot show. */
function PageDisplay({
  prescription: p,
  index,
  pageWords,
  heightClass,
  scale,
  rotation,
  onRetry: retry,
}: {
  prescription: Prescription;
  index: number;
  pageWords: string;
  heightClass: string;
  scale: number;
  rotation: number;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation();
  const page = p.pages[index];
  const link = usePageLink(p.id, page?.id);
  const isPdf = page?.contentType === 'application/pdf';
  const sideways = rotation % 180 !== 0;
  return (
    <div
      // Focusable so the keys work and so the page can be scrolled with the keyboard when zoomed.
      tabIndex={0}
      aria-label={pageWords}
      className={`relative overflow-auto rounded-card border border-line bg-surface ${heightClass}`}
    >
      {link.isPending ? (
        <div className="flex h-full items-center justify-center" role="status">
          <Spinner />
          <span className="sr-only">{t('prescriptions.view.loading')}</span>
        </div>
      ) : link.isError || !link.data ? (
        <div className="flex h-full flex-col items-center justify-center gap-3 p-4 text-center" role="alert">
          <p className="text-danger-700">{t('prescriptions.view.failed')}</p>
          <Button variant="secondary" onClick={retry}>
            {t('prescriptions.view.retry')}
          </Button>
        </div>
      ) : isPdf ? (
        <div className="flex h-full flex-col">
          <p className="flex flex-wrap items-center justify-between gap-2 border-b border-line bg-white px-3 py-2 text-sm">
            <span>
              {t('prescriptions.view.pdf', { count: page!.pdfPages ?? 1 })} · {t('prescriptions.view.pdfHint')}
            </span>
            <a className="font-semibold text-brand-800 underline" href={link.data.url} target="_blank" rel="noopener">
              {t('prescriptions.view.openPdf')}
            </a>
          </p>
          <iframe
            key={link.data.url}
            src={link.data.url}
            title={pageWords}
            className="min-h-0 w-full flex-1 bg-white"
          />
        </div>
      ) : (
        <div className="flex min-h-full min-w-full items-center justify-center p-2">
          <img
            key={link.data.url}
            src={link.data.url}
            alt={t('prescriptions.view.imageAlt', {
              n: formatNumber(index + 1, i18n.language),
              patient: p.patientName,
            })}
            onError={retry}
            style={{
              width: `${scale * (sideways ? 60 : 100)}%`,
              maxWidth: 'none',
              transform: `rotate(${rotation}deg)`,
              margin: sideways ? `${scale * 20}% 0` : undefined,
            }}
            className="h-auto bg-white shadow-card transition-transform"
          />
        </div>
      )}
    </div>
  );
}
