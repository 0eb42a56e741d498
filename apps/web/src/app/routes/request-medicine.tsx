import { useSearchParams } from 'react-router';
import { Panel } from '../../components/ui/panel';
import { RequestForm } from '../../features/medicine-requests/components/request-form';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

/** '/request-medicine?name=': ask the shop for a medicine its search did not find (anyone, signed in or not). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('requests.form.title'));
  const [params] = useSearchParams();
  return (
    <section className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t('requests.form.title')}</h1>
      <p className="mt-2 mb-6 text-muted">{t('requests.form.intro')}</p>
      <Panel>
        <RequestForm initialName={(params.get('name') ?? '').trim().slice(0, 100)} />
      </Panel>
    </section>
  );
}
