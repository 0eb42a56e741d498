import { PRESCRIPTION_REQUEST_LIMITS, typedNumber, type PrescriptionRequest, type Product } from '@medibazaar/contract';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { findProducts, useProposeOrder } from '../api/prescription-requests';

interface DraftLine {
  product: Pick<Product, '_id' | 'name'>;
  quantity: string;
  substituteFor: string;
}

const { quantityMax } = PRESCRIPTION_REQUEST_LIMITS;

/** A line's quantity as typed (Bangla digits too) as a number, or null when it is not one the shop takes. */
function quantityOf(line: DraftLine): number | null {
  const n = typedNumber(line.quantity);
  return Number.isInteger(n) && n >= 1 && n <= quantityMax ? n : null;
}

/** Finds products by name and offers each to add (a product already in the draft is not offered). */
function ProductFinder({ onAdd, taken }: { onAdd: (p: Product) => void; taken: Set<string> }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<{ q: string; items: Product[] } | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const find = async (e: React.FormEvent) => {
    e.preventDefault();
    const text = q.trim();
    if (text.length < 2) return;
    setFailed(null);
    try {
      setFound({ q: text, items: (await findProducts(text)).items });
    } catch (error) {
      setFailed(error);
    }
  };
  return (
    <form onSubmit={(e) => void find(e)} role="search" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <FormField label={t('rxOrders.builder.search')} hint={t('rxOrders.builder.searchHint')}>
            {(control) => (
              <input
                {...control}
                type="search"
                className={inputStyles}
                value={q}
                onChange={(e) => setQ(e.target.value)}
              />
            )}
          </FormField>
        </div>
        <Button type="submit" variant="secondary">
          {t('rxOrders.builder.search')}
        </Button>
      </div>
      {failed !== null && (
        <p role="alert" className="text-sm text-danger-700">
          {apiErrorMessage(failed, t)}
        </p>
      )}
      {found && (
        <ul className="flex flex-col gap-1" aria-live="polite">
          {found.items.length === 0 && (
            <li className="text-muted">{t('rxOrders.builder.noResults', { q: found.q })}</li>
          )}
          {found.items
            .filter((p) => !taken.has(p._id))
            .map((p) => (
              <li key={p._id}>
                <Button variant="secondary" className="w-full justify-start text-left" onClick={() => onAdd(p)}>
                  {t('rxOrders.builder.add', { name: p.name })}
                </Button>
              </li>
            ))}
        </ul>
      )}
    </form>
  );
}

/** One product of the draft: its quantity (digits typed in Bangla too) and what it substitutes for. */
function DraftLineItem({
  line: l,
  quantityWrong,
  onChange,
  onRemove,
}: {
  line: DraftLine;
  quantityWrong: boolean;
  onChange: (change: Partial<DraftLine>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-2 rounded-md border border-line p-3" data-testid="draft-line">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold break-words text-ink">{l.product.name}</span>
        <Button variant="secondary" onClick={onRemove}>
          {t('rxOrders.builder.remove', { name: l.product.name })}
        </Button>
      </div>
      <div className="grid gap-2 sm:grid-cols-[8rem_1fr]">
        <FormField
          label={t('rxOrders.builder.quantity', { name: l.product.name })}
          error={quantityWrong ? t('rxOrders.builder.quantityInvalid', { max: quantityMax }) : undefined}
        >
          {(control) => (
            <input
              {...control}
              data-quantity-of={l.product._id}
              inputMode="numeric"
              className={inputStyles}
              value={l.quantity}
              onChange={(e) => onChange({ quantity: e.target.value })}
            />
          )}
        </FormField>
        <FormField label={t('rxOrders.builder.substituteFor')}>
          {(control) => (
            <input
              {...control}
              className={inputStyles}
              maxLength={100}
              value={l.substituteFor}
              onChange={(e) => onChange({ substituteFor: e.target.value })}
            />
          )}
        </FormField>
      </div>
    </li>
  );
}

/**
 * The pharmacist's form: products found by name, each with a quantity and, when it stands in for
 * what the prescription names, that name; a note; sent to the shopper in one go.
 */
export function ProposalBuilder({ request }: { request: PrescriptionRequest }) {
  const { t } = useTranslation();
  const noteId = useId();
  const propose = useProposeOrder();
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Product ids whose quantity is not a whole number the shop takes.
  const [wrongQuantities, setWrongQuantities] = useState<Set<string>>(new Set());
  const list = useRef<HTMLUListElement>(null);
  const update = (i: number, change: Partial<DraftLine>) =>
    setLines((all) => all.map((l, j) => (j === i ? { ...l, ...change } : l)));

  const send = () => {
    if (!lines.length) return setError(t('rxOrders.builder.empty'));
    setError(null);
    const wrong = lines.filter((l) => quantityOf(l) === null).map((l) => l.product._id);
    setWrongQuantities(new Set(wrong));
    if (wrong.length) {
      list.current?.querySelector<HTMLInputElement>(`[data-quantity-of="${wrong[0]}"]`)?.focus();
      return;
    }
    propose.mutate(
      {
        id: request.id,
        body: {
          lines: lines.map((l) => ({
            productId: l.product._id,
            // Typed in Bangla digits or ASCII; sent as a number either way.
            quantity: quantityOf(l)!,
            ...(l.substituteFor.trim() ? { substituteFor: l.substituteFor.trim() } : {}),
          })),
          ...(note.trim() ? { note: note.trim() } : {}),
        },
      },
      {
        onSuccess: () => toast.success(t('rxOrders.builder.sent')),
        onError: (err) => setError(apiErrorMessage(err, t)),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <ProductFinder
        taken={new Set(lines.map((l) => l.product._id))}
        onAdd={(p) => setLines((all) => [...all, { product: p, quantity: '1', substituteFor: '' }])}
      />
      {lines.length > 0 && (
        <ul ref={list} className="flex flex-col gap-3" aria-label={t('rxOrders.detail.lines')}>
          {lines.map((l, i) => (
            <DraftLineItem
              key={l.product._id}
              line={l}
              quantityWrong={wrongQuantities.has(l.product._id)}
              onChange={(change) => update(i, change)}
              onRemove={() => setLines((all) => all.filter((_, j) => j !== i))}
            />
          ))}
        </ul>
      )}
      <div>
        <label htmlFor={noteId} className="block font-semibold text-ink">
          {t('rxOrders.builder.note')}
        </label>
        <textarea
          id={noteId}
          className={`${inputStyles} mt-1 min-h-20`}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
      <div>
        <Button onClick={send} disabled={propose.isPending}>
          {t('rxOrders.builder.submit')}
        </Button>
      </div>
    </div>
  );
}
