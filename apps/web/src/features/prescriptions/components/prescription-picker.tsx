import type { Prescription } from '@medibazaar/contract';
import { useEffect, useId, useState, type Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useUsablePrescriptions } from '../api/get-usable-prescriptions';
import { formatDay, PrescriptionStatusChip } from './prescription-parts';
import { UploadPrescriptionForm } from './upload-form';

function Choice({
  p,
  name,
  checked,
  onChoose,
  describedBy,
}: {
  p: Prescription;
  name: string;
  checked: boolean;
  onChoose: () => void;
  describedBy: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  return (
    <label
      className={`flex cursor-pointer gap-3 rounded-md border p-3 ${
        checked ? 'border-brand-600 bg-brand-50' : 'border-line bg-white'
      }`}
      data-testid="prescription-choice"
    >
      <input
        type="radio"
        name={name}
        className="mt-1 h-5 w-5 shrink-0"
        checked={checked}
        onChange={onChoose}
        aria-describedby={describedBy}
      />
      <span className="flex min-w-0 flex-col gap-1">
        <span className="font-semibold break-words text-ink">{p.patientName}</span>
        <span className="text-sm break-words text-muted">
          {p.doctorName} · {p.bmdcNumber} · {t('orders.rx.written', { date: formatDay(p.writtenOn, i18n.language) })} ·{' '}
          {t('prescriptions.list.pages', { count: p.pages.length })}
        </span>
        <span className="self-start">
          <PrescriptionStatusChip prescription={p} />
        </span>
      </span>
    </label>
  );
}

/**
 * Checkout's prescription step: the buyer's usable prescriptions (approved and valid, or still
 * pending: the pharmacist checks those with the order) to choose one, or the upload form in
 * place; a new upload is chosen at once. The newest approved one is chosen when the list arrives
 * and nothing is chosen yet (checkout and reorder alike): the pharmacist has already read it, so it
 * is the choice a returning patient means. The ref lands on the group, for focus when nothing is
 * chosen yet.
 */
export function PrescriptionPicker({
  value,
  onChange,
  error,
  ref,
}: {
  value: string | null;
  onChange: (id: string) => void;
  error?: string | undefined;
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  const list = useUsablePrescriptions();
  const [uploading, setUploading] = useState(false);
  const name = useId();
  const legendId = useId();
  const errorId = useId();
  const items = list.data ?? [];
  const showForm = uploading || (list.isSuccess && items.length === 0);
  const newestApproved = items.find((p) => p.status === 'approved')?.id;
  useEffect(() => {
    if (value === null && newestApproved) onChange(newestApproved);
  }, [value, newestApproved, onChange]);

  return (
    <div className="flex flex-col gap-3">
      <div
        ref={ref}
        tabIndex={-1}
        role="radiogroup"
        aria-labelledby={legendId}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        className="flex flex-col gap-2 focus:outline-none"
      >
        <h3 id={legendId} className="font-semibold text-ink">
          {t('orders.rx.chooseLegend')}
        </h3>
        {list.isPending ? (
          <div className="flex flex-col gap-2" aria-hidden="true">
            <Skeleton className="h-20" />
          </div>
        ) : list.isError ? (
          <p role="alert" className="flex flex-wrap items-center gap-3 text-danger-700">
            {t('orders.rx.loadFailed')}
            <Button variant="secondary" onClick={() => void list.refetch()}>
              {t('orders.rx.retry')}
            </Button>
          </p>
        ) : items.length === 0 ? (
          <p className="text-muted">{t('orders.rx.none')}</p>
        ) : (
          items.map((p) => (
            <Choice
              key={p.id}
              p={p}
              name={name}
              checked={p.id === value}
              onChoose={() => onChange(p.id)}
              describedBy={error ? errorId : undefined}
            />
          ))
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
      {items.length > 0 && (
        <p className="text-sm text-muted">
          {t('orders.rx.pendingOk')} {t('orders.rx.notListed')}
        </p>
      )}
      {showForm ? (
        <div className="flex flex-col gap-2">
          <UploadPrescriptionForm
            headingLevel={3}
            onUploaded={(p) => {
              onChange(p.id);
              setUploading(false);
              toast.success(t('orders.rx.uploaded'));
            }}
          />
          {uploading && items.length > 0 && (
            <div>
              <Button variant="secondary" onClick={() => setUploading(false)}>
                {t('orders.rx.closeUpload')}
              </Button>
            </div>
          )}
        </div>
      ) : (
        list.isSuccess && (
          <div>
            <Button variant="secondary" onClick={() => setUploading(true)}>
              {t('orders.rx.upload')}
            </Button>
          </div>
        )
      )}
    </div>
  );
}
