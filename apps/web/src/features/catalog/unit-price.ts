import type { DosageForm } from '@medibazaar/contract';
import { formatUnitPrice } from '../../lib/format';
import type { TFunction } from '../../lib/i18n';

/** The forms sold by the piece, whose unit a shopper names: "Tk 1.20 per tablet". */
const COUNTED_FORMS = ['tablet', 'capsule', 'suppository', 'sachet'] as const;
type CountedForm = (typeof COUNTED_FORMS)[number];
const isCounted = (form: DosageForm): form is CountedForm => (COUNTED_FORMS as readonly string[]).includes(form);

/** A medicine's price per unit in words: "Tk 1.20 per tablet", "৳০.৮৩ প্রতিটি" for a form not counted. */
export function unitPriceText(t: TFunction, form: DosageForm, unitPriceCents: number, language: string): string {
  const price = formatUnitPrice(unitPriceCents / 100, language);
  return isCounted(form)
    ? t(`storefront.medicine.unitPriceOf.${form}`, { price })
    : t('storefront.medicine.unitPrice', { price });
}
