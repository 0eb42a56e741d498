import { ADJUSTMENT_REASONS, type Lot } from '@medibazaar/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { FormField, InputField, inputStyles } from '../../../../components/ui/form-field';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { formatNumber } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/i18n';
import { useAdjustLot } from '../../api/lots';
import { checkAdjust, type AdjustValues } from './lot-form-values';

/**
 * "Adjust" for one lot: damaged or lost units taken out, or the units counted on the shelf, with
 * a note. Opens with the focus on its reason; Cancel (or Escape) gives the focus back to the row.
 */
export function AdjustLotForm({
  productId,
  lot,
  onClose,
}: {
  productId: string;
  lot: Lot;
  onClose: (message?: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<AdjustValues>({ reason: 'damaged', quantity: '', note: '' });
  const [errors, setErrors] = useState<Partial<Record<'quantity' | 'note', string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const adjust = useAdjustLot(productId);
  const titleId = useId();
  const reasonRef = useRef<HTMLSelectElement>(null);
  useEffect(() => reasonRef.current?.focus(), []);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = checkAdjust(values, t);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    adjust.mutate(
      { lotId: lot.id, body: checked.body },
      {
        onSuccess: (after) =>
          onClose(
            t('lots.adjustForm.done', { batch: after.batch, units: formatNumber(after.quantity, i18n.language) }),
          ),
        onError: (error) => setFormError(apiErrorMessage(error, t)),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
      className="space-y-4 rounded-md border border-line bg-surface p-4"
    >
      <h3 id={titleId} className="font-bold text-ink">
        {t('lots.adjustForm.title', { batch: lot.batch })}
      </h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t('lots.adjustForm.reason')}>
          {(control) => (
            <select
              {...control}
              ref={reasonRef}
              name="reason"
              value={values.reason}
              onChange={(e) => setValues((v) => ({ ...v, reason: e.target.value as AdjustValues['reason'] }))}
              className={inputStyles}
            >
              {ADJUSTMENT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`lots.adjustForm.reasons.${r}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <InputField
          label={values.reason === 'count' ? t('lots.adjustForm.quantityCounted') : t('lots.adjustForm.quantityOut')}
          error={errors.quantity}
          name="quantity"
          value={values.quantity}
          onChange={(e) => setValues((v) => ({ ...v, quantity: e.target.value }))}
          inputMode="numeric"
          autoComplete="off"
          inputClassName="tabular-nums"
        />
        <InputField
          label={t('lots.adjustForm.note')}
          error={errors.note}
          name="note"
          value={values.note}
          onChange={(e) => setValues((v) => ({ ...v, note: e.target.value }))}
          maxLength={500}
        />
      </div>
      {formError && (
        <p role="alert" className="font-medium text-danger-700">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={adjust.isPending}>
          {adjust.isPending ? t('lots.adjustForm.saving') : t('lots.adjustForm.submit')}
        </Button>
        <Button variant="secondary" onClick={() => onClose()}>
          {t('lots.adjustForm.cancel')}
        </Button>
      </div>
    </form>
  );
}
