import { useTranslation, type TFunction } from '../../lib/i18n';
import { PageHeading } from '../../components/ui/page-heading';

/** A page that so far shows only its heading. */
export function SimplePage({ title }: { title: (t: TFunction) => string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <PageHeading title={title(t)} />
    </section>
  );
}
