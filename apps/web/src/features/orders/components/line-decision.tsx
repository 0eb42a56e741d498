import { ORDER_LINE_REJECTION_REASONS, type OrderLine, type OrderLineRejectionReason } from '@medibazaar/contract';
import { useId } from 'react';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { PrescriptionNeeded } from '../../../components/ui/prescription-needed';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { type AntibioticLine, courseShortfall, type LineErrors, type LineState } from './order-review-lines';

/** One line of the order under review: what was asked for, approve or reject, and how many or why. */
export function LineDecision({
  line,
  state,
  errors,
  onChange,
  antibiotic,
}: {
  line: OrderLine;
  state: LineState;
  errors: LineErrors;
  onChange: (next: Partial<LineState>) => void;
  /** Set for an antibiotic: the course the prescription writes is asked for and checked. */
  antibiotic?: AntibioticLine | undefined;
}) {
  const { t, i18n } = useTranslation();
  const name = useId();
  const legendId = useId();
  const decisionErrorId = useId();
  const requested = line.quantity;
  const label = [line.name, line.strength].filter(Boolean).join(' ');
  return (
    <li className="flex flex-col gap-3 border-t border-line pt-4 first:border-t-0 first:pt-0" data-testid="review-line">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h4 id={legendId} className="font-bold break-words text-ink">
          {label}
        </h4>
        <span className="text-sm text-muted tabular-nums">
          {t('orders.review.asked', { count: requested })} · {formatMoney(line.unitPrice, i18n.language)}
        </span>
      </div>
      {line.requiresPrescription ? (
        <PrescriptionNeeded />
      ) : (
        <p className="text-sm text-muted">{t('orders.review.noRx')}</p>
      )}
      <div
        role="radiogroup"
        aria-label={t('orders.review.decision', { name: label })}
        aria-describedby={errors.decision ? decisionErrorId : undefined}
        className="flex flex-wrap gap-2"
        data-field="decision"
      >
        {(['approve', 'reject'] as const).map((d) => (
          <label
            key={d}
            className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 ${
              state.decision === d
                ? d === 'approve'
                  ? 'border-success-700 bg-success-50'
                  : 'border-danger-700 bg-danger-50'
                : 'border-line bg-white'
            }`}
          >
            <input
              type="radio"
              name={name}
              className="h-5 w-5"
              checked={state.decision === d}
              onChange={() => onChange({ decision: d })}
            />
            {t(`orders.review.${d}`)}
          </label>
        ))}
      </div>
      {errors.decision && (
        <p id={decisionErrorId} role="alert" className="text-sm font-medium text-danger-700">
          {errors.decision}
        </p>
      )}
      {state.decision === 'approve' && requested > 1 && (
        <FormField
          label={t('orders.review.quantity')}
          hint={t('orders.review.quantityHint', { max: requested })}
          error={errors.quantity}
        >
          {(control) => (
            <input
              {...control}
              data-field="quantity"
              // Text, not a number field: that would refuse digits typed in Bangla.
              inputMode="numeric"
              className={`${inputStyles} max-w-32 tabular-nums`}
              value={state.quantity}
              onChange={(e) => onChange({ quantity: e.target.value })}
            />
          )}
        </FormField>
      )}
      {state.decision === 'approve' && antibiotic && (
        <CourseField antibiotic={antibiotic} state={state} errors={errors} onChange={onChange} />
      )}
      {state.decision === 'reject' && <RejectFields state={state} errors={errors} onChange={onChange} />}
    </li>
  );
}

/**
 * An antibiotic's full course as written on the prescription (it goes to the antibiotic register),
 * and a warning when the approved packs hold fewer units than that course (decision 057).
 */
function CourseField({
  antibiotic,
  state,
  errors,
  onChange,
}: {
  antibiotic: AntibioticLine;
  state: LineState;
  errors: LineErrors;
  onChange: (next: Partial<LineState>) => void;
}) {
  const { t } = useTranslation();
  const short = courseShortfall(state, antibiotic);
  return (
    <div className="grid gap-2 rounded-md border border-line bg-surface p-3">
      <p className="text-sm font-semibold text-ink">
        {t('orders.review.antibiotic', { generics: antibiotic.generics })}
      </p>
      <FormField
        label={t('orders.review.course')}
        hint={t('orders.review.courseHint', { size: antibiotic.packSize ?? 1 })}
        error={errors.course}
      >
        {(control) => (
          <input
            {...control}
            data-field="course"
            inputMode="numeric"
            className={`${inputStyles} max-w-32 tabular-nums`}
            value={state.course}
            onChange={(e) => onChange({ course: e.target.value })}
          />
        )}
      </FormField>
      {short && (
        <p role="status" className="rounded-md bg-pending-50 px-3 py-2 text-sm font-medium text-pending-700">
          {t('orders.review.courseShort', { units: short.units, course: short.course })}
        </p>
      )}
    </div>
  );
}

/** Why a line is rejected: a reason from the list, and a note (needed for 'other'). */
function RejectFields({
  state,
  errors,
  onChange,
}: {
  state: LineState;
  errors: LineErrors;
  onChange: (next: Partial<LineState>) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3">
      <FormField label={t('orders.review.reason')} error={errors.reason}>
        {(control) => (
          <select
            {...control}
            data-field="reason"
            className={inputStyles}
            value={state.reason}
            onChange={(e) => onChange({ reason: e.target.value as OrderLineRejectionReason | '' })}
          >
            <option value="">{t('orders.review.choose')}</option>
            {ORDER_LINE_REJECTION_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`orders.lineReasons.${r}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('orders.review.note')} hint={t('orders.review.noteHint')} error={errors.note}>
        {(control) => (
          <textarea
            {...control}
            data-field="note"
            rows={2}
            maxLength={500}
            className={inputStyles}
            value={state.note}
            onChange={(e) => onChange({ note: e.target.value })}
          />
        )}
      </FormField>
    </div>
  );
}
