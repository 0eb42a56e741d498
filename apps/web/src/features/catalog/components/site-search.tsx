import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { SearchCombobox } from './search-combobox';

/** The navigation bar's search box: a suggestion opens its page; Enter searches the shop for the text. */
export function SiteSearch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <SearchCombobox
      value={text}
      onChange={setText}
      onSubmit={(q) => navigate(paths.shop.to({ q: q || undefined }))}
      label={t('storefront.search.label')}
      placeholder={t('storefront.search.placeholder')}
      className={className}
    />
  );
}
