import { cartSummary, type OrderPaymentMethod } from '@medibazaar/contract';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { PrescriptionNeeded } from '../../components/ui/prescription-needed';
import { PageHeading } from '../../components/ui/page-heading';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useCart } from '../../features/cart/api/get-cart';
import { useAddresses, usePlaceOrder, useQuote } from '../../features/orders/api/orders';
import { AddressForm } from '../../features/orders/components/address-form';
import { daysText, districtName } from '../../features/orders/components/order-parts';
import { PrescriptionPicker } from '../../features/prescriptions/components/prescription-picker';
import { ApiRequestError } from '../../lib/api-client';
import { apiErrorMessage } from '../../lib/api-error-message';
import { formatMoney, formatNumber } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { panelStyles } from '../../components/ui/panel';

const h2 = 'mb-3 text-lg font-bold text-ink';

/** Refusals about the chosen prescription: said at the prescription step rather than in a toast. */
const PRESCRIPTION_CODES = new Set(['PRESCRIPTION_REQUIRED', 'PRESCRIPTION_NOT_USABLE', 'PRESCRIPTION_NOT_FOUND']);

/**
 * '/checkout': the cart → a prescription when a line needs one (one of the buyer's, or
 * uploaded here) → an address (chosen, or added here) → the zone's fee, days
 * and the totals, all from the server → card or cash on delivery → Place order.
 * An order with prescription items waits for a pharmacist: by card, the amount is only
 * authorized until the pharmacist approves.
 * Placing (with an Idempotency-Key, so a retry places nothing twice) makes one order
 * per seller: by card, the card step pays those orders; in cash, the first order's
 * page confirms them.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const cart = useCart(user?.id);
  const addresses = useAddresses();
  const [chosenId, setAddressId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [chosenMethod, setMethod] = useState<OrderPaymentMethod>('cod');
  // One key per attempt: a retry after a lost answer places nothing twice.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const place = usePlaceOrder();
  const [prescriptionId, setPrescriptionId] = useState<string | null>(null);
  const [prescriptionError, setPrescriptionError] = useState<string>();
  const prescriptionGroup = useRef<HTMLDivElement>(null);

  // The default address until the buyer chooses another.
  const addressId = chosenId ?? addresses.data?.find((a) => a.isDefault)?.id ?? addresses.data?.[0]?.id ?? null;

  const quote = useQuote(addressId);
  const codAllowed = quote.data?.codAllowed ?? true;
  // Where the zone takes no cash, the card is the only way.
  const method: OrderPaymentMethod = codAllowed ? chosenMethod : 'card';

  const money = (n: number) => formatMoney(n, i18n.language);
  const items = cart.data ?? [];
  const prescriptionItems = items.filter((i) => i.requiresPrescription);
  const needsPrescription = prescriptionItems.length > 0;
  // Steps are numbered as shown: the prescription step comes only when the cart needs it.
  const stepNo = needsPrescription
    ? { cart: 1, prescription: 2, address: 3, delivery: 4, payment: 5 }
    : { cart: 1, prescription: 0, address: 2, delivery: 3, payment: 4 };
  const step = (n: number, title: string) => t('orders.checkout.step', { n, title });

  function prescriptionProblem(message: string) {
    setPrescriptionError(message);
    prescriptionGroup.current?.focus();
    prescriptionGroup.current?.scrollIntoView({ block: 'center' });
  }

  async function submit() {
    if (!addressId) return;
    if (needsPrescription && !prescriptionId) return prescriptionProblem(t('orders.rx.required'));
    try {
      const input = {
        addressId,
        paymentMethod: method,
        ...(needsPrescription && prescriptionId ? { prescriptionId } : {}),
      };
      const placed = await place.mutateAsync({ input, key });
      setKey(crypto.randomUUID());
      const numbers = placed.orders.map((o) => o.number);
      // By card: the card step pays exactly these orders. Cash: the first order's page names the others.
      if (method === 'card') navigate(paths.dashboard.payments.to(numbers));
      else navigate(paths.dashboard.order.to(numbers[0]!), { state: { confirmation: 'placed' } });
    } catch (err) {
      if (needsPrescription && err instanceof ApiRequestError && PRESCRIPTION_CODES.has(err.code ?? '')) {
        prescriptionProblem(apiErrorMessage(err, t));
      } else toast.error(apiErrorMessage(err, t));
    }
  }

  if (cart.isPending || addresses.isPending) return <Spinner />;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <PageHeading title={t('orders.checkout.title')} />

      <section className={panelStyles} aria-labelledby="checkout-cart">
        <h2 id="checkout-cart" className={h2}>
          {step(stepNo.cart, t('orders.checkout.reviewCart'))}
        </h2>
        {items.length === 0 ? (
          <p>{t('orders.checkout.emptyCart')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {items.map((i) => (
              <li key={i._id} className="flex justify-between gap-4">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span>
                    {i.name} × {i.quantity}
                  </span>
                  {i.requiresPrescription && <PrescriptionNeeded />}
                </span>
                <span className="tabular-nums">{money(i.lineTotal)}</span>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 flex justify-between border-t border-line pt-3 font-semibold">
          <span>{t('orders.checkout.items')}</span>
          <span className="tabular-nums">{money(cartSummary(items).total)}</span>
        </p>
        <Link
          to={paths.dashboard.carts.to()}
          className="mt-2 inline-flex min-h-11 items-center text-brand-800 underline"
        >
          {t('orders.checkout.editCart')}
        </Link>
      </section>

      {needsPrescription && (
        <section className={panelStyles} aria-labelledby="checkout-prescription" data-testid="checkout-prescription">
          <h2 id="checkout-prescription" className={h2}>
            {step(stepNo.prescription, t('orders.checkout.prescription'))}
          </h2>
          <div className="mb-4 flex flex-col gap-2">
            <p className="text-ink">
              {t('orders.rx.items', { names: prescriptionItems.map((i) => i.name).join(', ') })}
            </p>
            <p className="text-muted">{t('orders.rx.how')}</p>
            <p className="text-muted">{t('orders.rx.cardHold')}</p>
          </div>
          <PrescriptionPicker
            ref={prescriptionGroup}
            value={prescriptionId}
            onChange={(id) => {
              setPrescriptionId(id);
              setPrescriptionError(undefined);
            }}
            error={prescriptionError}
          />
        </section>
      )}

      <section className={panelStyles} aria-labelledby="checkout-address">
        <h2 id="checkout-address" className={h2}>
          {step(stepNo.address, t('orders.checkout.address'))}
        </h2>
        {addresses.data && addresses.data.length > 0 && (
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">{t('orders.checkout.chooseAddress')}</legend>
            {addresses.data.map((a) => (
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
                  onChange={() => setAddressId(a.id)}
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
        {adding || !addresses.data?.length ? (
          <div className="mt-4">
            <AddressForm
              onSaved={(a) => {
                setAddressId(a.id);
                setAdding(false);
                toast.success(t('orders.address.saved'));
              }}
              onCancel={addresses.data?.length ? () => setAdding(false) : undefined}
            />
          </div>
        ) : (
          <Button variant="secondary" className="mt-3" onClick={() => setAdding(true)}>
            {t('orders.checkout.addAddress')}
          </Button>
        )}
      </section>

      <section className={panelStyles} aria-labelledby="checkout-delivery" aria-busy={quote.isFetching}>
        <h2 id="checkout-delivery" className={h2}>
          {step(stepNo.delivery, t('orders.checkout.delivery'))}
        </h2>
        {!addressId ? (
          <p className="text-muted">{t('orders.checkout.noAddress')}</p>
        ) : quote.isPending ? (
          <Spinner />
        ) : quote.isError ? (
          <p role="alert" className="text-danger-700">
            {apiErrorMessage(quote.error, t, t('orders.checkout.loadFailed'))}
          </p>
        ) : (
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2" data-testid="checkout-totals">
            <dt>{t('orders.checkout.zone')}</dt>
            <dd>{i18n.language === 'bn' ? quote.data.zone.nameBn : quote.data.zone.nameEn}</dd>
            <dt>{t('orders.checkout.estimate')}</dt>
            <dd>{daysText(t, quote.data.minDays, quote.data.maxDays)}</dd>
            <dt>{t('orders.checkout.items')}</dt>
            <dd className="text-right tabular-nums">{money(quote.data.itemsTotal)}</dd>
            <dt>{t('orders.checkout.deliveryFee')}</dt>
            <dd className="text-right tabular-nums" data-testid="checkout-fee">
              {quote.data.deliveryFee === 0 ? t('orders.checkout.free') : money(quote.data.deliveryFee)}
            </dd>
            <dt>{t('orders.checkout.tax', { rate: formatNumber(quote.data.taxRate, i18n.language) })}</dt>
            <dd className="text-right tabular-nums" data-testid="checkout-tax">
              {money(quote.data.tax)}
            </dd>
            <dt className="text-lg font-bold">{t('orders.checkout.total')}</dt>
            <dd className="text-right text-lg font-bold tabular-nums" data-testid="checkout-total">
              {money(quote.data.total)}
            </dd>
          </dl>
        )}
        {quote.data && quote.data.groups.length > 1 && (
          <ul className="mt-2 flex flex-col gap-1 text-sm text-muted">
            {quote.data.groups.map((g, i) => (
              <li key={i}>
                {t('orders.checkout.perSeller', { seller: g.sellerName ?? t('orders.checkout.shopSeller') })}{' '}
                <span className="tabular-nums">{money(g.total)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={panelStyles} aria-labelledby="checkout-payment">
        <h2 id="checkout-payment" className={h2}>
          {step(stepNo.payment, t('orders.checkout.payment'))}
        </h2>
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t('orders.checkout.payment')}</legend>
          {(['cod', 'card'] as const).map((m) => (
            <label key={m} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="method"
                className="h-5 w-5"
                value={m}
                checked={method === m}
                disabled={m === 'cod' && !codAllowed}
                onChange={() => setMethod(m)}
              />
              {t(`orders.payment.${m}`)}
            </label>
          ))}
        </fieldset>
        {!codAllowed && <p className="text-sm text-muted">{t('orders.checkout.codNotHere')}</p>}
        {needsPrescription ? (
          <p className="text-sm text-muted">
            {t(method === 'card' ? 'orders.checkout.cardHoldNote' : 'orders.checkout.codCheckNote')}
          </p>
        ) : (
          method === 'card' && <p className="text-sm text-muted">{t('orders.checkout.cardNote')}</p>
        )}
        <Button
          className="mt-4 w-full sm:w-auto sm:px-10"
          disabled={!addressId || !quote.data || items.length === 0 || place.isPending}
          onClick={() => void submit()}
        >
          {place.isPending
            ? t('orders.checkout.placing')
            : method === 'card'
              ? t('orders.checkout.toPayment')
              : t('orders.checkout.placeOrder')}
        </Button>
      </section>
    </div>
  );
}
