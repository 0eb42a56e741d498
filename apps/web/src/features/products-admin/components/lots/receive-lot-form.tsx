import { dhakaDay } from '@medibazaar/contract';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { FormField, InputField, inputStyles } from '../../../../components/ui/form-field';
import { ApiRequestError } from '../../../../lib/api-client';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { formatNumber, formatYear } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/i18n';
import { useReceiveLot } from '../../api/lots';
import {
  checkReceive,
  emptyReceiveValues,
  receiveErrorField,
  scannedBatch,
  type ReceiveField,
  type ReceiveValues,
} from './lot-form-values';

const MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;

/** Enter in a field moves to the next one (a scanner ends a barcode with Enter), never submits. */
function enterMovesOn(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  const form = event.currentTarget.closest('form');
  const fields = form ? [...form.querySelectorAll<HTMLElement>('input, select, button[type="submit"]')] : [];
  fields[fields.indexOf(event.currentTarget) + 1]?.focus();
}

/** The expiry as printed on packs: the month chosen, the year typed (Bangla digits too). */
function ExpiryFields({
  month,
  year,
  error,
  onMonth,
  onYear,
}: {
  month: string;
  year: string;
  error: string | undefined;
  onMonth: (value: string) => void;
  onYear: (value: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset>
      <legend className="font-semibold text-ink">{t('lots.receive.expiry')}</legend>
      <div className="mt-1 grid grid-cols-2 gap-3 sm:max-w-sm">
        <FormField label={t('lots.receive.expiryMonth')}>
          {(control) => (
            <select
              {...control}
              aria-invalid={Boolean(error)}
              name="expiryMonth"
              value={month}
              onChange={(e) => onMonth(e.target.value)}
              onKeyDown={enterMovesOn}
              className={inputStyles}
            >
              <option value="">{t('lots.receive.choose')}</option>
              {MONTHS.map((m) => (
                <option key={m} value={m}>
                  {formatYear(Number(m), i18n.language).padStart(2, formatYear(0, i18n.language))}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <InputField
          label={t('lots.receive.expiryYear')}
          name="expiryYear"
          value={year}
          onChange={(e) => onYear(e.target.value)}
          onKeyDown={enterMovesOn}
          error={error}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          placeholder={formatYear(new Date().getFullYear() + 1, i18n.language)}
          inputClassName="tabular-nums"
        />
      </div>
    </fieldset>
  );
}

/** The form's outcome in words (announced), and its button. */
function ReceiveFooter({
  formError,
  done,
  pending,
}: {
  formError: string | null;
  done: string | null;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {formError && (
        <p role="alert" className="font-medium text-danger-700">
          {formError}
        </p>
      )}
      <p role="status" className="font-medium text-brand-800">
        {done}
      </p>
      <Button type="submit" disabled={pending}>
        {pending ? t('lots.receive.saving') : t('lots.receive.submit')}
      </Button>
    </>
  );
}

/**
 * "Receive stock": a lot into a product (decision 059). The batch field takes a barcode scanner's
 * typing (focused first, upper case, no autocorrect, Enter moves on); the expiry is the month and
 * year on the pack. Numbers may be typed in Bangla digits; they are sent as ASCII.
 */
export function ReceiveLotForm({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation();
  const today = dhakaDay(new Date());
  const [values, setValues] = useState<ReceiveValues>(() => emptyReceiveValues(today));
  const [errors, setErrors] = useState<Partial<Record<ReceiveField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const batchRef = useRef<HTMLInputElement>(null);
  const receive = useReceiveLot(productId);
  const titleId = useId();
  const set = (field: keyof ReceiveValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setDone(null);
    setFormError(null);
    const checked = checkReceive(values, t);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    receive.mutate(checked.body, {
      onSuccess: (lot) => {
        setDone(
          t('lots.receive.done', { batch: lot.batch, units: formatNumber(checked.body.quantity, i18n.language) }),
        );
        setValues(emptyReceiveValues(today));
        batchRef.current?.focus();
      },
      onError: (error) => {
        const message = apiErrorMessage(error, t);
        const field = error instanceof ApiRequestError ? receiveErrorField(error.code, error.body.field) : null;
        if (field) setErrors({ [field]: message });
        else setFormError(message);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} className="space-y-4">
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {t('lots.receive.title')}
      </h2>
      <InputField
        ref={batchRef}
        label={t('lots.receive.batch')}
        hint={t('lots.receive.batchHint')}
        error={errors.batch}
        name="batch"
        value={values.batch}
        onChange={(e) => set('batch')(scannedBatch(e.target.value))}
        onKeyDown={enterMovesOn}
        autoFocus
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="characters"
        spellCheck={false}
        enterKeyHint="next"
        maxLength={40}
        inputClassName="font-mono uppercase"
      />
      <ExpiryFields
        month={values.expiryMonth}
        year={values.expiryYear}
        error={errors.expiry}
        onMonth={set('expiryMonth')}
        onYear={set('expiryYear')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('lots.receive.quantity')}
          error={errors.quantity}
          name="quantity"
          value={values.quantity}
          onChange={(e) => set('quantity')(e.target.value)}
          onKeyDown={enterMovesOn}
          inputMode="numeric"
          autoComplete="off"
          inputClassName="tabular-nums"
        />
        <InputField
          label={t('lots.receive.received')}
          error={errors.received}
          name="receivedOn"
          type="date"
          max={today}
          value={values.receivedOn}
          onChange={(e) => set('receivedOn')(e.target.value)}
          onKeyDown={enterMovesOn}
        />
        <InputField
          label={t('lots.receive.supplier')}
          error={errors.supplier}
          name="supplier"
          value={values.supplier}
          onChange={(e) => set('supplier')(e.target.value)}
          onKeyDown={enterMovesOn}
          autoComplete="organization"
          maxLength={120}
        />
        <InputField
          label={t('lots.receive.cost')}
          error={errors.cost}
          name="cost"
          value={values.cost}
          onChange={(e) => set('cost')(e.target.value)}
          inputMode="decimal"
          autoComplete="off"
          inputClassName="tabular-nums"
        />
      </div>
      <ReceiveFooter formError={formError} done={done} pending={receive.isPending} />
    </form>
  );
}
