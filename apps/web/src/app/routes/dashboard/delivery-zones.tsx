import { Button } from '../../../components/ui/button';
import { ListState } from '../../../components/ui/list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { useZones } from '../../../features/orders/api/orders';
import { ZoneForm } from '../../../features/orders/components/zone-form';
import { ZoneItem } from '../../../features/orders/components/zone-item';
import { blank, toDraft, useZoneEditor } from '../../../features/orders/hooks/use-zone-editor';
import { useTranslation } from '../../../lib/i18n';

/** '/dashboard/delivery-zones' (admins): each zone's districts, fee, free-delivery threshold, days and cash on delivery. */
export function Component() {
  const { t } = useTranslation();
  const zones = useZones();
  const editor = useZoneEditor();
  const { draft, setDraft } = editor;
  const status = zones.isError ? 'error' : zones.isPending ? 'loading' : zones.data.length ? 'ready' : 'empty';

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <PageHeading title={t('orders.zones.title')}>
        <p className="mt-1 text-muted">{t('orders.zones.intro')}</p>
      </PageHeading>
      {!draft && (
        <Button className="self-start" onClick={() => setDraft(blank)}>
          {t('orders.zones.add')}
        </Button>
      )}
      {draft && (
        <ZoneForm
          draft={draft}
          onChange={setDraft}
          errors={editor.errors}
          onSubmit={(e) => void editor.submit(e)}
          saving={editor.saving}
          onCancel={() => setDraft(null)}
        />
      )}
      <ListState status={status} onRetry={() => void zones.refetch()} empty={{ title: t('orders.zones.empty') }}>
        <ul className="flex flex-col gap-3">
          {(zones.data ?? []).map((z) => (
            <ZoneItem key={z.id} zone={z} onEdit={() => setDraft(toDraft(z))} />
          ))}
        </ul>
      </ListState>
    </div>
  );
}
