import { useEffect } from 'react';
import { useTranslation } from './i18n';
import { clientConfig } from '../config/env';

/** Sets the browser title to "{shop name} | {page}". */
export function useDocumentTitle(page: string | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = page ? t('common.pageTitle', { shopName: clientConfig.shopName, page }) : clientConfig.shopName;
  }, [page, t]);
}
