import type { AuditListQueryInput, AuditPage } from '@medibazaar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const getAudit = (query: AuditListQueryInput) =>
  api<AuditPage>('/audit', { query: query as Record<string, string | number | undefined> });

const auditQueryOptions = (query: AuditListQueryInput) =>
  queryOptions({
    queryKey: ['audit', query],
    queryFn: () => getAudit(query),
    placeholderData: keepPreviousData,
  });

/** A page of the audit trail (admins). */
export function useAudit(query: AuditListQueryInput) {
  return useQuery(auditQueryOptions(query));
}

/** Where the filtered trail downloads as CSV (the browser sends the session cookie itself). */
export function auditExportUrl(query: Omit<AuditListQueryInput, 'page' | 'limit'>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const s = params.toString();
  return `/api/audit/export.csv${s ? `?${s}` : ''}`;
}
