import { useTranslation } from 'react-i18next';
import { clientConfig } from '../../config/env';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('storefront.pages.home'));
  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-800">{clientConfig.shopName}</h1>
    </section>
  );
}
