import { DISTRICTS } from '@medibazaar/contract';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, InputField, inputStyles } from '../../../components/ui/form-field';
import { panelClass } from '../../../components/ui/panel';
import { useTranslation } from '../../../lib/i18n';
import type { Draft } from '../hooks/use-zone-editor';

/** A delivery zone's form: names, fee, free-delivery threshold, days, cash on delivery and districts. */
export function ZoneForm({
  draft,
  onChange,
  errors,
  onSubmit,
  saving,
  onCancel,
}: {
  draft: Draft;
  onChange: (draft: Draft) => void;
  errors: Record<string, string>;
  onSubmit: (e: FormEvent) => void;
  saving: boolean;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  // Numbers are text fields: a number field would refuse digits typed in Bangla.
  const field = (
    key: 'nameEn' | 'nameBn' | 'fee' | 'freeAbove' | 'minDays' | 'maxDays',
    inputMode?: 'decimal' | 'numeric',
  ) => (
    <InputField
      label={t(`orders.zones.${key}`)}
      error={errors[key]}
      inputMode={inputMode}
      value={draft[key]}
      onChange={(e) => onChange({ ...draft, [key]: e.target.value })}
    />
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className={panelClass({ className: 'grid gap-4 sm:grid-cols-2' })}
      aria-label={draft.id ? t('orders.zones.edit') : t('orders.zones.add')}
    >
      {field('nameEn')}
      {field('nameBn')}
      {field('fee', 'decimal')}
      {field('freeAbove', 'decimal')}
      {field('minDays', 'numeric')}
      {field('maxDays', 'numeric')}
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={draft.codAllowed}
          onChange={(e) => onChange({ ...draft, codAllowed: e.target.checked })}
        />
        {t('orders.zones.cod')}
      </label>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={draft.everywhereElse}
          onChange={(e) => onChange({ ...draft, everywhereElse: e.target.checked })}
        />
        {t('orders.zones.everywhereElse')}
      </label>
      {!draft.everywhereElse && (
        <FormField label={t('orders.zones.districts')} error={errors.districts}>
          {(control) => (
            <select
              {...control}
              multiple
              size={8}
              className={`${inputStyles} sm:col-span-2`}
              value={draft.districts}
              onChange={(e) => onChange({ ...draft, districts: [...e.target.selectedOptions].map((o) => o.value) })}
            >
              {DISTRICTS.map((d) => (
                <option key={d.id} value={d.id}>
                  {i18n.language === 'bn' ? d.bn : d.en}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={saving}>
          {t('orders.zones.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('orders.address.cancel')}
        </Button>
      </div>
    </form>
  );
}
