import type { Address } from '@medibazaar/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { AddressForm } from './address-form';
import { districtName } from './order-parts';

/** Checkout's address step: the buyer's addresses to choose from, and a form to add one. */
export function CheckoutAddressStep({
  title,
  addresses,
  addressId,
  onChoose,
}: {
  title: string;
  addresses: Address[] | undefined;
  addressId: string | null;
  onChoose: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [adding, setAdding] = useState(false);
  return (
    <Panel title={title} headingClassName="mb-3 text-lg font-bold text-ink">
      {addresses && addresses.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t('orders.checkout.chooseAddress')}</legend>
          {addresses.map((a) => (
            <label
              key={a.id}
              className={`flex cursor-pointer gap-3 rounded-md border p-3 ${
                a.id === addressId ? 'border-brand-600 bg-brand-50' : 'border-line'
              }`}
            >
              <input
                type="radio"
                name="address"
                className="mt-1 h-5 w-5"
                checked={a.id === addressId}
                onChange={() => onChoose(a.id)}
              />
              <span>
                <span className="font-semibold">{a.name}</span> · {a.phone}
                {a.isDefault && (
                  <span className="ml-2 rounded-full bg-brand-100 px-2 text-sm">{t('orders.address.default')}</span>
                )}
                <br />
                {[a.line1, a.line2, a.area, districtName(a.district, i18n.language)].filter(Boolean).join(', ')}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {adding || !addresses?.length ? (
        <div className="mt-4">
          <AddressForm
            onSaved={(a) => {
              onChoose(a.id);
              setAdding(false);
              toast.success(t('orders.address.saved'));
            }}
            onCancel={addresses?.length ? () => setAdding(false) : undefined}
          />
        </div>
      ) : (
        <Button variant="secondary" className="mt-3" onClick={() => setAdding(true)}>
          {t('orders.checkout.addAddress')}
        </Button>
      )}
    </Panel>
  );
}
