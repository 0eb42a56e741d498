import type { AuditAction, AuditEntry } from '@medibazaar/contract';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

/** The text key of an action: the texts' keys cannot hold the action's dot. */
export const actionText = (action: AuditAction) =>
  `prescriptions.audit.actions.${action.replace('.', '_') as ReplaceDot<AuditAction>}` as const;
type ReplaceDot<S extends string> = S extends `${infer A}.${infer B}` ? `${A}_${B}` : S;

/** A value of the before/after columns, as compact JSON. */
const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** The audit trail as a table (cards on a phone). */
export function AuditTable({ rows, page, busy }: { rows: AuditEntry[] | undefined; page: number; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const columns: Column<AuditEntry>[] = [
    {
      id: 'at',
      header: t('prescriptions.audit.columns.at'),
      cell: (e) => (
        <span>
          <span className="whitespace-nowrap">{formatDateTime(e.at, i18n.language)}</span>
          <span
            className="block font-mono text-xs break-all text-muted"
            title={t('prescriptions.audit.columns.request')}
          >
            {[e.ip, e.requestId].filter(Boolean).join(' · ')}
          </span>
        </span>
      ),
      // On a phone card the time alone sits in the corner; the request has its own line.
      cardCell: (e) => <span className="whitespace-nowrap">{formatDateTime(e.at, i18n.language)}</span>,
      card: 'aside',
      className: 'w-44',
    },
    {
      id: 'request',
      header: t('prescriptions.audit.columns.request'),
      cell: (e) => (
        <span className="font-mono text-xs break-all">{[e.ip, e.requestId].filter(Boolean).join(' · ') || '—'}</span>
      ),
      card: 'field',
      phoneLabel: t('prescriptions.audit.columns.request'),
      cardOnly: true,
      cardOrder: 1,
    },
    {
      id: 'action',
      header: t('prescriptions.audit.columns.action'),
      cell: (e) => (
        <span>
          {t(actionText(e.action))}
          <span className="block text-sm text-muted break-all">
            {t(`prescriptions.audit.objects.${e.objectType}`)} <span className="font-mono">{e.objectId}</span>
          </span>
        </span>
      ),
      card: 'title',
      rowHeader: true,
      className: 'max-w-56',
    },
    {
      id: 'actor',
      header: t('prescriptions.audit.columns.actor'),
      cell: (e) =>
        e.actorEmail ? (
          <span className="break-all">
            {e.actorEmail}
            {e.actorRole && (
              <span className="block text-sm text-muted">{t(`dashboard.profile.roles.${e.actorRole}`)}</span>
            )}
          </span>
        ) : (
          t('prescriptions.audit.shop')
        ),
      card: 'detail',
      className: 'max-w-52',
    },
    {
      id: 'change',
      header: t('prescriptions.audit.columns.change'),
      cell: (e) => (
        <span className="font-mono text-sm break-all">
          {shown(e.before)} → {shown(e.after)}
        </span>
      ),
      card: 'field',
      phoneLabel: t('prescriptions.audit.columns.change'),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(e) => String(e.id)}
      caption={t('prescriptions.audit.caption', { page })}
      cardsBelow="md"
      busy={busy}
      compact
      alignTop
    />
  );
}
