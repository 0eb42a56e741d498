import type { Lot } from '@medibazaar/contract';
import { useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Panel } from '../../../../components/ui/panel';
import { ApiRequestError } from '../../../../lib/api-client';
import { formatNumber } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/i18n';
import { useProductLots } from '../../api/lots';
import { AdjustLotForm } from './adjust-lot-form';
import { LotsTable } from './lots-table';
import { ReceiveLotForm } from './receive-lot-form';

/**
 * A product's lots (decision 059): the stock, the lots first sold first with Adjust on each, and
 * "Receive stock". Loading, failure, not found and not the caller's are each said in words.
 */
export function ProductLots({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation();
  const query = useProductLots(productId);
  const [adjusting, setAdjusting] = useState<Lot | null>(null);
  const [adjusted, setAdjusted] = useState<string | null>(null);
  const returnFocus = useRef<HTMLButtonElement | null>(null);

  if (query.isPending) {
    return (
      <p role="status" className="text-muted">
        {t('lots.loading')}
      </p>
    );
  }
  if (query.isError) {
    const code = query.error instanceof ApiRequestError ? query.error.code : undefined;
    const title =
      code === 'NOT_PRODUCT_OWNER'
        ? t('lots.notYours')
        : code === 'PRODUCT_NOT_FOUND'
          ? t('lots.notFound')
          : t('lots.failed');
    return (
      <EmptyState
        tone="danger"
        title={title}
        action={
          code ? undefined : (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('common.status.retry')}
            </Button>
          )
        }
      />
    );
  }
  const { name, stock, lots } = query.data;
  const closeAdjust = (message?: string) => {
    setAdjusting(null);
    if (message) setAdjusted(message);
    returnFocus.current?.focus();
  };
  return (
    <div className="flex flex-col gap-6">
      <p className="text-lg font-semibold text-ink">
        {name}: <span className="tabular-nums">{t('lots.stock', { units: formatNumber(stock, i18n.language) })}</span>
      </p>
      <p role="status" className="font-medium text-brand-800">
        {adjusted}
      </p>
      {lots.length === 0 ? (
        <EmptyState title={t('lots.empty')} />
      ) : (
        <LotsTable
          name={name}
          lots={lots}
          busy={query.isFetching}
          onAdjust={(lot, button) => {
            returnFocus.current = button;
            setAdjusted(null);
            setAdjusting(lot);
          }}
        />
      )}
      {adjusting && <AdjustLotForm key={adjusting.id} productId={productId} lot={adjusting} onClose={closeAdjust} />}
      <Panel as="section" padding="form">
        <ReceiveLotForm productId={productId} />
      </Panel>
    </div>
  );
}
