import { DeliveryZoneInputSchema, typedNumber, type DeliveryZone } from '@medibazaar/contract';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useSaveZone } from '../api/orders';

/** A zone as its form holds it: numbers as typed, so a half-typed one can be shown back. */
export interface Draft {
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

export const blank: Draft = {
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

export const toDraft = (z: DeliveryZone): Draft => ({
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

/**
 * The zone being added or edited, if any, with the errors under its fields: `submit`
 * checks it with the contract's schema, saves it and closes the form.
 */
export function useZoneEditor() {
  const { t } = useTranslation();
  const save = useSaveZone();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!draft) return;
    const parsed = DeliveryZoneInputSchema.safeParse({
      nameEn: draft.nameEn,
      nameBn: draft.nameBn,
      districts: draft.everywhereElse ? [] : draft.districts,
      everywhereElse: draft.everywhereElse,
      // Typed in Bangla digits or ASCII; sent as numbers either way.
      fee: typedNumber(draft.fee),
      freeAbove: draft.freeAbove.trim() === '' ? null : typedNumber(draft.freeAbove),
      minDays: typedNumber(draft.minDays),
      maxDays: typedNumber(draft.maxDays),
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

  return { draft, setDraft, errors, submit, saving: save.isPending };
}
