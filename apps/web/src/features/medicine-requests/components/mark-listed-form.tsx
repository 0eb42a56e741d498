import type { MedicineRequest, Product } from '@medibazaar/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/i18n';
import { findProducts, useMarkRequestListed } from '../api/medicine-requests';

/**
 * Answers an open request: find the product by name (a seller's own; any for an admin), choose
 * it, mark the request listed. The server sends the shopper's text message.
 */
export function MarkListedForm({
  request,
  sellerEmail,
}: {
  request: MedicineRequest;
  sellerEmail: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const mark = useMarkRequestListed();
  const [text, setText] = useState(request.name);
  const [found, setFound] = useState<Product[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [failed, setFailed] = useState<unknown>(null);

  const find = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailed(null);
    try {
      const page = await findProducts(text.trim(), sellerEmail);
      setFound(page.items);
      setChosen(page.items[0]?._id ?? '');
    } catch (error) {
      setFailed(error);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={find} className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <label htmlFor={`${id}-q`} className="block text-sm font-semibold text-ink">
            {t('requests.list.productSearch', { name: request.name })}
          </label>
          <input id={`${id}-q`} className={inputStyles} value={text} onChange={(e) => setText(e.target.value)} />
        </div>
        <Button type="submit" variant="secondary">
          {t('requests.list.find')}
        </Button>
      </form>
      {found && found.length === 0 && <p className="text-sm text-muted">{t('requests.list.noProducts')}</p>}
      {found && found.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-48 flex-1">
            <FormField label={t('requests.list.chooseProduct')}>
              {(control) => (
                <select {...control} className={inputStyles} value={chosen} onChange={(e) => setChosen(e.target.value)}>
                  {found.map((p) => (
                    <option key={p._id} value={p._id}>
                      {[p.name, p.medicine?.strength].filter(Boolean).join(' ')}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          <Button
            disabled={!chosen || mark.isPending}
            onClick={() => mark.mutate({ id: request.id, productId: chosen })}
          >
            {t('requests.list.markListed')}
          </Button>
        </div>
      )}
      {(mark.isError || failed !== null) && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {apiErrorMessage(mark.error ?? failed, t)}
        </p>
      )}
    </div>
  );
}
