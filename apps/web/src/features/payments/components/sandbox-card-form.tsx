import { zodResolver } from '@hookform/resolvers/zod';
import {
  cardBrand,
  cvcLength,
  expiryInFuture,
  formatCardNumber,
  luhnValid,
  normalizeCardNumber,
  parseExpiry,
  SANDBOX_TEST_CARDS,
  type ErrorCode,
} from '@medibazaar/contract';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { z } from 'zod';
import { InputField } from '../../../components/ui/form-field';
import { ApiRequestError } from '../../../lib/api-client';
import { useConfirmSandboxPayment } from '../api/confirm-sandbox-payment';
import type { CardPaymentFormProps } from './card-payment-props';
import { PayButton, PaymentProblem, type Problem } from './payment-parts';
import { apiErrorMessage } from '../../../lib/api-error-message';

/** The same rules the server applies (contract's card helpers), with the page's own words. */
function cardFormSchema(t: TFunction) {
  return z
    .object({
      name: z.string().trim().min(1, t('cart.payment.errors.name')).max(100),
      number: z
        .string()
        .transform(normalizeCardNumber)
        .refine((n) => /^\d{12,19}$/.test(n), { message: t('cart.payment.errors.number'), abort: true })
        .refine(luhnValid, t('cart.payment.errors.numberInvalid')),
      expiry: z
        .string()
        .refine((s) => parseExpiry(s) !== null, { message: t('cart.payment.errors.expiry'), abort: true })
        .refine((s) => {
          const e = parseExpiry(s);
          return e !== null && expiryInFuture(e.month, e.year);
        }, t('cart.payment.errors.expired')),
      cvc: z.string().trim().min(1, t('cart.payment.errors.cvcRequired')),
    })
    .superRefine((card, ctx) => {
      const length = cvcLength(cardBrand(card.number));
      if (!new RegExp(`^\\d{${length}}$`).test(card.cvc)) {
        ctx.addIssue({ code: 'custom', path: ['cvc'], message: t('cart.payment.errors.cvc', { length }) });
      }
    });
}
type CardFormInput = z.input<ReturnType<typeof cardFormSchema>>;
type CardFormOutput = z.output<ReturnType<typeof cardFormSchema>>;

/** Says plainly that no money moves here, and offers the test cards to fill in. */
function TestModeNotice({ onUse }: { onUse: (number: string) => void }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-card border border-pending-700/30 bg-pending-50 p-4" aria-labelledby="test-mode-title">
      <h3 id="test-mode-title" className="font-bold text-pending-700">
        {t('cart.payment.testModeTitle')}
      </h3>
      <p className="mt-1 text-sm text-ink">{t('cart.payment.testModeText')}</p>
      <ul aria-label={t('cart.payment.testCards')} className="mt-3 flex flex-col gap-1">
        {SANDBOX_TEST_CARDS.map((card) => (
          <li key={card.number} className="flex items-center justify-between gap-3">
            <span className="min-w-0 text-sm">
              <code className="block font-mono font-semibold whitespace-nowrap tabular-nums text-ink">
                {formatCardNumber(card.number)}
              </code>
              <span className="text-muted">{t(`cart.payment.outcomes.${card.outcome}`)}</span>
            </span>
            <button
              type="button"
              onClick={() => onUse(card.number)}
              aria-label={t('cart.payment.useCard', { number: formatCardNumber(card.number) })}
              className="inline-flex min-h-11 shrink-0 items-center rounded-md px-2 text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {t('cart.payment.use')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Refusals of this payment page that only a fresh one (the orders as they are now) can get past. */
const RESTART: ReadonlySet<string> = new Set([
  'CHECKOUT_EXPIRED',
  'CHECKOUT_SUPERSEDED',
  'ORDERS_CHANGED',
  'PAYMENT_CLOSED',
  'PAYMENT_NOT_FOUND',
] satisfies ErrorCode[]);

/** What the server's refusal means for the person paying. */
function problemOf(error: unknown, t: TFunction): Problem {
  if (error instanceof ApiRequestError) {
    const restart = RESTART.has(error.code ?? '');
    if (error.status < 500) return { message: apiErrorMessage(error, t), restart };
  }
  return { message: t('cart.payment.loadFailed'), restart: false };
}

/**
 * The built-in sandbox processor's card form: name, number, expiry and CVC, checked
 * here and again on the server. The card goes to the sandbox's confirm call with
 * the client secret; a declined card shows the processor's reason.
 */
export function SandboxCardForm({ checkout, billing, onPaid, onRestart }: CardPaymentFormProps) {
  const { t } = useTranslation();
  const confirm = useConfirmSandboxPayment();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [finishing, setFinishing] = useState(false);
  // `t` changes with the language, so the messages follow it.
  const schema = useMemo(() => cardFormSchema(t), [t]);
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<CardFormInput, unknown, CardFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { name: billing.name, number: '', expiry: '', cvc: '' },
    shouldFocusError: true,
  });

  const busy = confirm.isPending || finishing;

  const onSubmit = (card: CardFormOutput) => {
    if (busy) return;
    const expiry = parseExpiry(card.expiry)!;
    setProblem(null);
    confirm.mutate(
      {
        clientSecret: checkout.clientSecret,
        card: { number: card.number, expMonth: expiry.month, expYear: expiry.year, cvc: card.cvc },
        billingDetails: { name: card.name, email: billing.email },
      },
      {
        onSuccess: async ({ paymentIntent }) => {
          setFinishing(true);
          try {
            await onPaid(paymentIntent.id);
          } finally {
            setFinishing(false);
          }
        },
        onError: (error) => setProblem(problemOf(error, t)),
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <TestModeNotice
        onUse={(number) => {
          setValue('number', formatCardNumber(number), { shouldValidate: false });
          setFocus('expiry');
        }}
      />
      <InputField
        label={t('cart.payment.nameOnCard')}
        error={errors.name?.message}
        {...register('name')}
        autoComplete="cc-name"
        disabled={busy}
      />
      <InputField
        label={t('cart.payment.cardNumber')}
        error={errors.number?.message}
        {...register('number', {
          // Shown in groups, as printed on the card.
          onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
            const formatted = formatCardNumber(e.target.value);
            if (formatted !== e.target.value) setValue('number', formatted);
          },
        })}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        disabled={busy}
        inputClassName="font-mono tabular-nums"
      />
      <div className="grid grid-cols-2 gap-4">
        <InputField
          label={t('cart.payment.expiry')}
          error={errors.expiry?.message}
          {...register('expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={7}
          disabled={busy}
          inputClassName="tabular-nums"
        />
        <InputField
          label={t('cart.payment.cvc')}
          error={errors.cvc?.message}
          {...register('cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          disabled={busy}
          inputClassName="tabular-nums"
        />
      </div>
      {problem && <PaymentProblem problem={problem} onRestart={onRestart} />}
      <PayButton amount={checkout.amount} busy={busy} ready />
    </form>
  );
}
