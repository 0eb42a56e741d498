import { DeliveryZoneInputSchema, DISTRICTS, type DeliveryZone } from '@medibazaar/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, InputField, inputStyles } from '../../../components/ui/form-field';
import { ListState } from '../../../components/ui/list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { useDeleteZone, useSaveZone, useZones } from '../../../features/orders/api/orders';
import { daysText, districtName } from '../../../features/orders/components/order-parts';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { confirmDialog } from '../../../lib/dialogs';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { Panel, panelClass } from '../../../components/ui/panel';

interface Draft {
  id: string | null;
  nameEn: string;
  nameBn: string;
  districts: string[];
  everywhereElse: boolean;
  fee: string;
  freeAbove: string;
  minDays: string;
  maxDays: string;
  codAllowed: boolean;
}

const blank: Draft = {
  id: null,
  nameEn: '',
  nameBn: '',
  districts: [],
  everywhereElse: false,
  fee: '',
  freeAbove: '',
  minDays: '1',
  maxDays: '2',
  codAllowed: true,
};

const toDraft = (z: DeliveryZone): Draft => ({
  id: z.id,
  nameEn: z.nameEn,
  nameBn: z.nameBn,
  districts: z.districts,
  everywhereElse: z.everywhereElse,
  fee: String(z.fee),
  freeAbove: z.freeAbove === null ? '' : String(z.freeAbove),
  minDays: String(z.minDays),
  maxDays: String(z.maxDays),
  codAllowed: z.codAllowed,
});

/** '/dashboard/delivery-zones' (admins): each zone's districts, fee, free-delivery threshold, days and cash on delivery. */
export function Component() {
  const { t, i18n } = useTranslation();
  const zones = useZones();
  const save = useSaveZone();
  const remove = useDeleteZone();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const money = (n: number) => formatMoney(n, i18n.language);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!draft) return;
    const parsed = DeliveryZoneInputSchema.safeParse({
      nameEn: draft.nameEn,
      nameBn: draft.nameBn,
      districts: draft.everywhereElse ? [] : draft.districts,
      everywhereElse: draft.everywhereElse,
      fee: Number(draft.fee),
      freeAbove: draft.freeAbove.trim() === '' ? null : Number(draft.freeAbove),
      minDays: Number(draft.minDays),
      maxDays: Number(draft.maxDays),
      codAllowed: draft.codAllowed,
    });
    if (!parsed.success || draft.fee.trim() === '') {
      const next: Record<string, string> = {};
      for (const issue of parsed.error?.issues ?? []) next[String(issue.path[0])] ??= t('orders.address.invalid');
      if (draft.fee.trim() === '') next.fee = t('orders.address.invalid');
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: draft.id, input: parsed.data });
      toast.success(t('orders.zones.saved'));
      setDraft(null);
    } catch (err) {
      toast.error(apiErrorMessage(err, t));
    }
  }

  async function del(z: DeliveryZone) {
    const name = i18n.language === 'bn' ? z.nameBn : z.nameEn;
    const ok = await confirmDialog({
      title: t('orders.zones.removeConfirm', { name }),
      text: '',
      confirm: t('orders.zones.remove'),
      cancel: t('orders.address.cancel'),
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(z.id);
      toast.success(t('orders.zones.removed'));
    } catch (err) {
      toast.error(apiErrorMessage(err, t));
    }
  }

  const field = (key: 'nameEn' | 'nameBn' | 'fee' | 'freeAbove' | 'minDays' | 'maxDays', numeric = false) => (
    <InputField
      label={t(`orders.zones.${key}`)}
      error={errors[key]}
      inputMode={numeric ? 'decimal' : undefined}
      value={draft![key]}
      onChange={(e) => setDraft({ ...draft!, [key]: e.target.value })}
    />
  );

  const status = zones.isError ? 'error' : zones.isPending ? 'loading' : zones.data.length ? 'ready' : 'empty';

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <PageHeading title={t('orders.zones.title')}>
        <p className="mt-1 text-muted">{t('orders.zones.intro')}</p>
      </PageHeading>
      {!draft && (
        <Button className="self-start" onClick={() => setDraft(blank)}>
          {t('orders.zones.add')}
        </Button>
      )}
      {draft && (
        <form
          onSubmit={(e) => void submit(e)}
          noValidate
          className={panelClass({ className: 'grid gap-4 sm:grid-cols-2' })}
          aria-label={draft.id ? t('orders.zones.edit') : t('orders.zones.add')}
        >
          {field('nameEn')}
          {field('nameBn')}
          {field('fee', true)}
          {field('freeAbove', true)}
          {field('minDays', true)}
          {field('maxDays', true)}
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={draft.codAllowed}
              onChange={(e) => setDraft({ ...draft, codAllowed: e.target.checked })}
            />
            {t('orders.zones.cod')}
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={draft.everywhereElse}
              onChange={(e) => setDraft({ ...draft, everywhereElse: e.target.checked })}
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
                  onChange={(e) => setDraft({ ...draft, districts: [...e.target.selectedOptions].map((o) => o.value) })}
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
            <Button type="submit" disabled={save.isPending}>
              {t('orders.zones.save')}
            </Button>
            <Button variant="secondary" onClick={() => setDraft(null)}>
              {t('orders.address.cancel')}
            </Button>
          </div>
        </form>
      )}
      <ListState status={status} onRetry={() => void zones.refetch()} empty={{ title: t('orders.zones.empty') }}>
        <ul className="flex flex-col gap-3">
          {(zones.data ?? []).map((z) => (
            <Panel key={z.id} as="li" padding="md">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-lg font-bold">{i18n.language === 'bn' ? z.nameBn : z.nameEn}</h2>
                <span className="flex gap-2">
                  <Button variant="secondary" onClick={() => setDraft(toDraft(z))}>
                    {t('orders.zones.edit')}
                  </Button>
                  <Button variant="secondary" onClick={() => void del(z)}>
                    {t('orders.zones.remove')}
                  </Button>
                </span>
              </div>
              <p className="text-sm text-muted">
                {z.everywhereElse
                  ? t('orders.zones.everywhereElseHint')
                  : z.districts.map((d) => districtName(d, i18n.language)).join(', ')}
              </p>
              <p>
                {t('orders.zones.fee')}: {money(z.fee)}
                {z.freeAbove !== null && ` · ${t('orders.checkout.free')} ≥ ${money(z.freeAbove)}`} ·{' '}
                {daysText(t, z.minDays, z.maxDays)} · {t('orders.zones.cod')}:{' '}
                {z.codAllowed ? t('orders.zones.codYes') : t('orders.zones.codNo')}
              </p>
            </Panel>
          ))}
        </ul>
      </ListState>
    </div>
  );
}
