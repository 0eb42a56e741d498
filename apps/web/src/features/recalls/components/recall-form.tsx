import { RecallCreateSchema, type Product, type RecallScope } from '@medibazaar/contract';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { Panel } from '../../../components/ui/panel';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { confirmDialog } from '../../../lib/dialogs';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { findProductsToRecall, useCreateRecall } from '../api/recalls';

type Field = 'productId' | 'batch' | 'reason' | 'instructions';

/**
 * Recalls a batch: find the product by name and choose it, one batch (its number, as a scanner
 * types it) or every batch, the reason and what buyers should do; asks first, naming what it recalls.
 */
export function RecallForm() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateRecall();
  const [found, setFound] = useState<Product[] | null>(null);
  const [productId, setProductId] = useState('');
  const [scope, setScope] = useState<RecallScope>('batch');
  const [batch, setBatch] = useState('');
  const [reason, setReason] = useState('');
  const [instructions, setInstructions] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const body = { productId, scope, ...(scope === 'batch' ? { batch } : {}), reason, instructions };
    const parsed = RecallCreateSchema.safeParse(body);
    if (!parsed.success) {
      const next = fieldErrors(parsed.error.issues, t);
      setErrors(next);
      const first = (['productId', 'batch', 'reason', 'instructions'] as const).find((f) => next[f]);
      document.getElementById(`${id}-${first === 'productId' ? 'q' : first}`)?.focus();
      return;
    }
    setErrors({});
    const product = found?.find((p) => p._id === productId)?.name ?? '';
    if (!(await askToRecall(t, product, parsed.data.batch))) return;
    try {
      const recall = await create.mutateAsync(parsed.data);
      toast.success(t('orders.recalls.started', { count: recall.buyersTold }));
      void navigate(paths.dashboard.recall.to(recall.id));
    } catch (err) {
      toast.error(apiErrorMessage(err, t));
    }
  }

  return (
    <Panel title={t('orders.recalls.newTitle')} headingClassName="text-lg font-bold text-ink">
      <ProductFinder
        inputId={`${id}-q`}
        error={errors.productId}
        found={found}
        onFound={(items) => {
          setFound(items);
          setProductId(items[0]?._id ?? '');
        }}
        productId={productId}
        onChoose={setProductId}
      />
      <form onSubmit={(e) => void submit(e)} className="mt-4 flex flex-col gap-4" noValidate>
        <fieldset>
          <legend className="font-semibold text-ink">{t('orders.recalls.scope')}</legend>
          {(['batch', 'product'] as const).map((s) => (
            <label key={s} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name={`${id}-scope`}
                className="h-5 w-5"
                checked={scope === s}
                onChange={() => setScope(s)}
              />
              {s === 'batch' ? t('orders.recalls.scopeBatch') : t('orders.recalls.scopeProduct')}
            </label>
          ))}
        </fieldset>
        {scope === 'batch' && (
          <TextField
            id={`${id}-batch`}
            label={t('orders.recalls.batch')}
            hint={t('orders.recalls.batchHint')}
            error={errors.batch}
          >
            <input
              id={`${id}-batch`}
              className={`${inputStyles} font-mono uppercase`}
              value={batch}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={Boolean(errors.batch)}
              onChange={(e) => setBatch(e.target.value)}
            />
          </TextField>
        )}
        <TextField
          id={`${id}-reason`}
          label={t('orders.recalls.reason')}
          hint={t('orders.recalls.reasonHint')}
          error={errors.reason}
        >
          <textarea
            id={`${id}-reason`}
            rows={2}
            className={inputStyles}
            value={reason}
            aria-invalid={Boolean(errors.reason)}
            onChange={(e) => setReason(e.target.value)}
          />
        </TextField>
        <TextField
          id={`${id}-instructions`}
          label={t('orders.recalls.instructions')}
          hint={t('orders.recalls.instructionsHint')}
          error={errors.instructions}
        >
          <textarea
            id={`${id}-instructions`}
            rows={3}
            className={inputStyles}
            value={instructions}
            aria-invalid={Boolean(errors.instructions)}
            onChange={(e) => setInstructions(e.target.value)}
          />
        </TextField>
        <div>
          <Button type="submit" variant="danger" disabled={create.isPending}>
            {create.isPending ? t('orders.recalls.submitting') : t('orders.recalls.submit')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

/** Each field's first problem, in the reader's language. */
function fieldErrors(issues: readonly { path: readonly PropertyKey[] }[], t: TFunction) {
  const next: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as Field;
    next[field] ??= t(`orders.recalls.invalid.${field}`);
  }
  return next;
}

/** Asks first, naming the product and the batch (or every batch). */
function askToRecall(t: TFunction, product: string, batch: string | undefined) {
  return confirmDialog({
    title: t('orders.recalls.confirmTitle', {
      product,
      what: batch ? t('orders.recalls.confirmBatch', { batch }) : t('orders.recalls.confirmEvery'),
    }),
    text: t('orders.recalls.confirmText'),
    confirm: t('orders.recalls.submit'),
    cancel: t('orders.recalls.keep'),
  });
}

/** Finds the product by name and chooses it among those found. */
function ProductFinder({
  inputId,
  error,
  found,
  onFound,
  productId,
  onChoose,
}: {
  inputId: string;
  error: string | undefined;
  found: Product[] | null;
  onFound: (items: Product[]) => void;
  productId: string;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');

  async function find(e: React.FormEvent) {
    e.preventDefault();
    try {
      onFound((await findProductsToRecall(query.trim())).items);
    } catch (err) {
      toast.error(apiErrorMessage(err, t));
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={(e) => void find(e)} className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <label htmlFor={inputId} className="block font-semibold text-ink">
            {t('orders.recalls.productSearch')}
          </label>
          <input
            id={inputId}
            className={inputStyles}
            value={query}
            aria-invalid={Boolean(error)}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary">
          {t('orders.recalls.find')}
        </Button>
      </form>
      {error && (
        <p role="alert" className="mt-1 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
      {found?.length === 0 && <p className="mt-2 text-sm text-muted">{t('orders.recalls.noProducts')}</p>}
      {found && found.length > 0 && (
        <FormField label={t('orders.recalls.chooseProduct')}>
          {(control) => (
            <select {...control} className={inputStyles} value={productId} onChange={(e) => onChoose(e.target.value)}>
              {found.map((p) => (
                <option key={p._id} value={p._id}>
                  {p.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
    </div>
  );
}

/** A label above its control, a hint, and the error in words under it, tied to the control by id. */
function TextField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      <p className="mt-0.5 text-sm text-muted">{hint}</p>
      {children}
      {error && (
        <p role="alert" className="mt-1 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
