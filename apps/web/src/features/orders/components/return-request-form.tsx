import { type OrderReturns, RETURN_LIMITS } from '@medibazaar/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { ApiRequestError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { PhotosNotSentError, useAskForReturn } from '../api/returns';
import { photosProblem, ReturnPhotoPicker } from './return-photo-picker';

type Errors = Partial<Record<'lines' | 'reason' | 'photos' | 'form', string>>;

/**
 * The buyer's "Ask for a return" form: how many units of each line still returnable (none by
 * default), why, and up to two photos if they like. Checked here as the server checks it; the
 * server's refusal is shown at the field it names.
 */
export function ReturnRequestForm({
  number,
  lines,
  onDone,
}: {
  number: string;
  lines: OrderReturns['lines'];
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const ask = useAskForReturn(number);
  const returnable = lines.filter((l) => l.returnable > 0);
  const [units, setUnits] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});

  function choosePhotos(next: File[]) {
    setPhotos(next);
    setErrors((e) => ({ ...e, photos: photosProblem(next, t, i18n.language) }));
  }

  function check(): Errors {
    const found: Errors = {};
    const chosen = returnable.filter((l) => Number(units[l.lineId] || 0) > 0);
    const wrong = returnable.some((l) => {
      const n = Number(units[l.lineId] || 0);
      return !Number.isInteger(n) || n < 0 || n > l.returnable;
    });
    if (wrong) found.lines = t('orders.returns.form.linesWrong');
    else if (!chosen.length) found.lines = t('orders.returns.form.linesNone');
    const words = reason.trim();
    if (words.length < RETURN_LIMITS.reasonMin || words.length > RETURN_LIMITS.reasonMax) {
      found.reason = t('orders.returns.form.reasonLength', {
        min: RETURN_LIMITS.reasonMin,
        max: RETURN_LIMITS.reasonMax,
      });
    }
    const photosWrong = photosProblem(photos, t, i18n.language);
    if (photosWrong) found.photos = photosWrong;
    return found;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await ask.mutateAsync({
        lines: returnable
          .filter((l) => Number(units[l.lineId] || 0) > 0)
          .map((l) => ({ lineId: l.lineId, quantity: Number(units[l.lineId]) })),
        reason: reason.trim(),
        photos,
      });
      toast.success(t('orders.returns.form.sent'));
      onDone();
    } catch (err) {
      if (err instanceof PhotosNotSentError) {
        // The request stands (the panel now shows it, where the photos can be added again).
        toast.error(t('orders.returns.form.photosNotSent', { reason: apiErrorMessage(err.reason, t) }));
        onDone();
        return;
      }
      // `lines.0.quantity` is about the lines.
      const field = err instanceof ApiRequestError ? err.body.field?.split('.')[0] : undefined;
      const message = apiErrorMessage(err, t);
      setErrors(field === 'reason' || field === 'lines' ? { [field]: message } : { form: message });
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" aria-busy={ask.isPending}>
      <ReturnLinesField
        lines={returnable}
        units={units}
        error={errors.lines}
        onChange={(lineId, value) => setUnits({ ...units, [lineId]: value })}
      />
      <FormField
        label={t('orders.returns.form.reason')}
        hint={t('orders.returns.form.reasonHint', { min: RETURN_LIMITS.reasonMin, max: RETURN_LIMITS.reasonMax })}
        error={errors.reason}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={RETURN_LIMITS.reasonMax}
            className={inputStyles}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </FormField>
      <ReturnPhotoPicker files={photos} onChange={choosePhotos} error={errors.photos} />
      {errors.form && (
        <p role="alert" className="text-sm font-semibold text-danger-700">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={ask.isPending}>
          {ask.isPending ? t('orders.returns.form.sending') : t('orders.returns.form.send')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('orders.returns.form.close')}
        </Button>
      </div>
    </form>
  );
}

/** How many units of each line still returnable to send back (none by default), with what is wrong with them. */
function ReturnLinesField({
  lines,
  units,
  error,
  onChange,
}: {
  lines: OrderReturns['lines'];
  units: Record<string, string>;
  error: string | undefined;
  onChange: (lineId: string, value: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset aria-describedby={error ? 'return-lines-error' : undefined}>
      <legend className="font-semibold text-ink">{t('orders.returns.form.lines')}</legend>
      <ul className="mt-2 flex flex-col gap-3">
        {lines.map((l) => (
          <li key={l.lineId}>
            <FormField
              label={l.name}
              hint={t('orders.returns.form.upTo', { n: formatNumber(l.returnable, i18n.language) })}
            >
              {(control) => (
                <input
                  {...control}
                  aria-invalid={Boolean(error)}
                  className={`${inputStyles} max-w-32`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={l.returnable}
                  step={1}
                  value={units[l.lineId] ?? '0'}
                  onChange={(e) => onChange(l.lineId, e.target.value)}
                />
              )}
            </FormField>
          </li>
        ))}
      </ul>
      {error && (
        <p id="return-lines-error" role="alert" className="mt-2 text-sm font-semibold text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
