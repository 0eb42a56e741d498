import type { CartItem, CartPack, Language } from '@medibazaar/contract';
import type { TFunction } from '../../../lib/i18n';

/** Forms sold by the piece: their pack reads as a count ("10 tablets"); a bottle or tube reads as its label. */
const COUNTED_FORMS = ['tablet', 'capsule', 'suppository', 'sachet'] as const;
type CountedForm = (typeof COUNTED_FORMS)[number];
const isCounted = (form: string): form is CountedForm => (COUNTED_FORMS as readonly string[]).includes(form);

/** The pack as the reader's language says it: "10 tablets", "১০টি ট্যাবলেট", or the label as sold ("60 ml bottle"). */
function packText(t: TFunction, pack: CartPack, bn: boolean): string {
  if (isCounted(pack.form)) return t(`cart.cart.packUnits.${pack.form}`, { count: pack.packSize });
  return (bn && pack.packLabelBn) || pack.packLabel;
}

/**
 * What a cart line holds, as its title says it: a medicine's name with its strength, form and
 * pack ("Napa 500 mg · Tablet · 10 tablets"); any other product's name alone.
 */
export function cartLineTitle(
  t: TFunction,
  item: Pick<CartItem, 'name' | 'nameBn' | 'pack'>,
  language: Language = 'en',
): string {
  const bn = language === 'bn';
  const name = (bn && item.nameBn) || item.name;
  if (!item.pack) return name;
  return t('cart.cart.lineTitle', {
    name,
    strength: item.pack.strength,
    form: t(`storefront.medicine.forms.${item.pack.form}`),
    pack: packText(t, item.pack, bn),
  });
}
