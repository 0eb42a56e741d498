import { useTranslation } from '../../lib/i18n';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-48 items-center justify-center gap-3 text-muted">
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
      />
      <span>{label ?? t('common.status.loading')}</span>
    </div>
  );
}
