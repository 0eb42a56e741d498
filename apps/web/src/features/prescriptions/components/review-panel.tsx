import {
  defaultValidUntil,
  isoDay,
  latestValidUntil,
  REJECTION_REASONS,
  type Prescription,
  type RejectionReason,
} from '@medibazaar/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { confirmDialog } from '../../../lib/dialogs';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useReviewPrescription } from '../api/review-prescription';
import { PageViewer } from './page-viewer';
import { formatDay, PrescriptionFacts } from './prescription-parts';
import { Panel, panelClass } from '../../../components/ui/panel';

/**
 * One prescription under review: its pages beside what it says (side by side from 1024 px,
 * stacked on a tablet), then approve until a day or reject with a reason.
 */
export function ReviewPanel({ prescription: p, onDone }: { prescription: Prescription; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0">
        <PageViewer prescription={p} heightClass="h-[55vh] lg:h-[70vh]" />
      </div>
      <div className="flex flex-col gap-4">
        <Panel as="section" padding="md">
          <h2 id={headingId} className="mb-2 text-lg font-bold text-ink">
            {t('prescriptions.review.facts')}
          </h2>
          <PrescriptionFacts prescription={p} />
          <p className="mt-2 text-sm text-muted">
            {t('prescriptions.review.uploadedBy', {
              name: p.owner ? `${p.owner.name} (${p.owner.email})` : t('prescriptions.review.deletedAccount'),
            })}{' '}
            · {formatDateTime(p.createdAt, i18n.language)}
          </p>
        </Panel>
        <PrescriptionDecision prescription={p} onDecided={onDone} />
      </div>
    </article>
  );
}

/**
 * The pharmacist's decision on a pending prescription: approve until a day, or reject with a
 * reason (asked first, naming the patient). `onDecided` gets the prescription as decided.
 */
export function PrescriptionDecision({
  prescription: p,
  onDecided,
  named = false,
}: {
  prescription: Prescription;
  onDecided: (decided: Prescription) => void;
  /** Beside other decisions (an order's lines): the headings and buttons say "the prescription". */
  named?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const review = useReviewPrescription();
  const today = isoDay(new Date());
  const [validUntil, setValidUntil] = useState(defaultValidUntil(today));
  const [reason, setReason] = useState<RejectionReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ validUntil?: string; reason?: string; note?: string }>({});
  const busy = review.approve.isPending || review.reject.isPending;

  async function approve(e: FormEvent) {
    e.preventDefault();
    try {
      const done = await review.approve.mutateAsync({ id: p.id, body: { validUntil } });
      toast.success(t('prescriptions.review.approve.done', { date: formatDay(done.validUntil!, i18n.language) }));
      onDecided(done);
    } catch (err) {
      setErrors({ validUntil: apiErrorMessage(err, t) });
    }
  }

  async function reject(e: FormEvent) {
    e.preventDefault();
    if (!reason) return setErrors({ reason: t('prescriptions.review.reject.reasonRequired') });
    if (reason === 'other' && !note.trim()) return setErrors({ note: t('prescriptions.review.reject.noteRequired') });
    setErrors({});
    const confirmed = await confirmDialog({
      title: t('prescriptions.review.reject.confirmTitle', { patient: p.patientName }),
      text: t('prescriptions.review.reject.confirmText', { reason: t(`prescriptions.reasons.${reason}`) }),
      confirm: t('prescriptions.review.reject.confirm'),
      cancel: t('prescriptions.review.reject.cancel'),
    }).catch(() => false);
    if (!confirmed) return;
    try {
      const done = await review.reject.mutateAsync({
        id: p.id,
        body: { reason, ...(note.trim() ? { note: note.trim() } : {}) },
      });
      toast.success(t('prescriptions.review.reject.done'));
      onDecided(done);
    } catch (err) {
      toast.error(apiErrorMessage(err, t));
    }
  }

  return (
    <>
      <ApproveForm
        named={named}
        today={today}
        validUntil={validUntil}
        onChange={setValidUntil}
        error={errors.validUntil}
        busy={busy}
        working={review.approve.isPending}
        onSubmit={(e) => void approve(e)}
      />
      <form
        onSubmit={(e) => void reject(e)}
        noValidate
        className={panelClass({ padding: 'md', className: 'flex flex-col gap-3' })}
      >
        <h3 className="text-lg font-bold text-ink">
          {t(named ? 'prescriptions.review.reject.headingNamed' : 'prescriptions.review.reject.heading')}
        </h3>
        <FormField label={t('prescriptions.review.reject.reason')} error={errors.reason}>
          {(control) => (
            <select
              {...control}
              className={inputStyles}
              value={reason}
              onChange={(e) => setReason(e.target.value as RejectionReason | '')}
            >
              <option value="">{t('prescriptions.review.reject.choose')}</option>
              {REJECTION_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`prescriptions.reasons.${r}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={t('prescriptions.review.reject.note')}
          hint={t('prescriptions.review.reject.noteHint')}
          error={errors.note}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={500}
              className={inputStyles}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" variant="secondary" className="text-danger-700" disabled={busy}>
          {review.reject.isPending ? t('prescriptions.review.reject.working') : t('prescriptions.review.reject.button')}
        </Button>
      </form>
    </>
  );
}

/** Approve until a day: today at the earliest, the contract's latest at the most. */
function ApproveForm({
  named,
  today,
  validUntil,
  onChange,
  error,
  busy,
  working,
  onSubmit,
}: {
  named: boolean;
  today: string;
  validUntil: string;
  onChange: (validUntil: string) => void;
  error: string | undefined;
  /** Either decision is being sent. */
  busy: boolean;
  /** This one is. */
  working: boolean;
  onSubmit: (e: FormEvent) => void;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate className={panelClass({ padding: 'md', className: 'flex flex-col gap-3' })}>
      <h3 className="text-lg font-bold text-ink">
        {t(named ? 'prescriptions.review.approve.headingNamed' : 'prescriptions.review.approve.heading')}
      </h3>
      <FormField
        label={t('prescriptions.review.approve.validUntil')}
        hint={t('prescriptions.review.approve.validHint')}
        error={error}
      >
        {(control) => (
          <input
            {...control}
            type="date"
            className={inputStyles}
            value={validUntil}
            min={today}
            max={latestValidUntil(today)}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={busy}>
        {working ? t('prescriptions.review.approve.working') : t('prescriptions.review.approve.button')}
      </Button>
    </form>
  );
}
