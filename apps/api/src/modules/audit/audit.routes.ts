import { Readable } from 'node:stream';
import {
  AUDIT_EXPORT_MAX_ROWS,
  AuditFilterSchema,
  AuditListQuery,
  AuditPageSchema,
  ErrorSchema,
  type AuditEntry,
} from '@medibazaar/contract';
import { stringify } from 'csv-stringify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../core/http-errors.js';
import { countAudit, eachAudit, listAudit } from './audit.repository.js';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema };

/** The CSV's columns, in order. */
const CSV_COLUMNS = [
  'at',
  'actor_email',
  'actor_id',
  'actor_role',
  'action',
  'object_type',
  'object_id',
  'before',
  'after',
  'request_id',
  'ip',
] as const;

const csvRecord = (e: AuditEntry) => ({
  at: e.at,
  actor_email: e.actorEmail ?? '',
  actor_id: e.actorId ?? '',
  actor_role: e.actorRole ?? '',
  action: e.action,
  object_type: e.objectType,
  object_id: e.objectId,
  before: e.before === null ? '' : JSON.stringify(e.before),
  after: e.after === null ? '' : JSON.stringify(e.after),
  request_id: e.requestId ?? '',
  ip: e.ip ?? '',
});

/**
 * The audit trail, for admins: read and exported, never changed (no route writes, updates
 * or deletes an entry; the database refuses updates and deletes too).
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['audit'],
        summary: 'The audit trail, newest first, filtered by actor, object, action and days (admins only)',
        description:
          '`actor` matches part of the actor’s email or their account id exactly; `from` and `to` are days ' +
          '(YYYY-MM-DD, UTC), both included.',
        querystring: AuditListQuery,
        response: { 200: AuditPageSchema, ...errors },
      },
    },
    async (req) => {
      const { page, limit, ...filter } = req.query;
      const { items, total } = await listAudit(app.db, filter, page, limit);
      return { items, total, page, limit };
    },
  );

  app.get(
    '/audit/export.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['audit'],
        summary: 'The filtered audit trail as a CSV file (admins only)',
        description:
          `The same filters as \`GET /api/audit\`; at most ${AUDIT_EXPORT_MAX_ROWS} entries (400 ` +
          '`AUDIT_EXPORT_TOO_LARGE` beyond: narrow the filters). Columns: ' +
          `${CSV_COLUMNS.join(', ')}; before and after as JSON. A cell that a spreadsheet would read as a ` +
          'formula (starting with =, +, -, @) is written with a leading apostrophe.',
        querystring: AuditFilterSchema,
        produces: ['text/csv'],
        response: { 200: z.any().describe('text/csv'), ...errors },
      },
    },
    async (req, reply) => {
      const total = await countAudit(app.db, req.query);
      if (total > AUDIT_EXPORT_MAX_ROWS) {
        throw badRequest(
          `The filters match ${total} entries; one file holds at most ${AUDIT_EXPORT_MAX_ROWS}. Narrow the filters and try again.`,
          'AUDIT_EXPORT_TOO_LARGE',
        );
      }
      const csv = stringify({ header: true, columns: [...CSV_COLUMNS], escape_formulas: true, bom: true });
      const rows = Readable.from(
        (async function* () {
          for await (const entry of eachAudit(app.db, req.query)) yield csvRecord(entry);
        })(),
      );
      rows.on('error', (err) => csv.destroy(err));
      rows.pipe(csv);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};
