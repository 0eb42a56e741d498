import { Readable } from 'node:stream';
import {
  type AntibioticRegisterEntry,
  AntibioticRegisterCsvQuery,
  AntibioticRegisterPageSchema,
  AntibioticRegisterQuery,
  ErrorSchema,
  REGISTER_EXPORT_MAX_ROWS,
} from '@medibazaar/contract';
import { stringify } from 'csv-stringify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../core/http-errors.js';
import { countRegister, eachRegisterLine, listRegister } from './antibiotic-register.repository.js';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema };

/** The CSV's columns, in order. */
const CSV_COLUMNS = [
  'date',
  'order_number',
  'patient',
  'prescriber',
  'prescriber_bmdc',
  'medicine',
  'generics',
  'strength',
  'form',
  'packs',
  'units',
  'course_quantity',
  'pharmacist',
  'pharmacist_bpc',
  'pharmacist_id',
] as const;

const csvRecord = (e: AntibioticRegisterEntry): Record<(typeof CSV_COLUMNS)[number], string | number> => ({
  date: e.at,
  order_number: e.orderNumber,
  patient: e.patientName,
  prescriber: e.prescriberName,
  prescriber_bmdc: e.prescriberBmdc,
  medicine: e.medicine,
  generics: e.generics,
  strength: e.strength ?? '',
  form: e.form ?? '',
  packs: e.packs,
  units: e.units,
  course_quantity: e.courseQuantity ?? '',
  pharmacist: e.pharmacistName,
  pharmacist_bpc: e.pharmacistRegistration,
  pharmacist_id: e.pharmacistId,
});

const FILTERS_TEXT =
  '`from` and `to` are days (YYYY-MM-DD, UTC), both included; `medicine` matches part of the brand or ' +
  'generic names; `pharmacistId` one pharmacist; `order` part of the order number.';

/**
 * The antibiotic register (decision 057), for pharmacists and admins: read and exported, never
 * changed (no route writes, updates or deletes a line; the database refuses updates and deletes).
 */
export const antibioticRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/antibiotic-register',
    {
      config: { access: 'pharmacist' },
      schema: {
        tags: ['antibiotic register'],
        summary: 'The antibiotic register, newest first, with filters (pharmacists and admins)',
        description: FILTERS_TEXT,
        querystring: AntibioticRegisterQuery,
        response: { 200: AntibioticRegisterPageSchema, ...errors },
      },
    },
    async (req) => {
      const { page, limit, ...filter } = req.query;
      const { items, total } = await listRegister(app.db, filter, page, limit);
      return { items, total, page, limit };
    },
  );

  app.get(
    '/antibiotic-register/export.csv',
    {
      config: { access: 'pharmacist' },
      schema: {
        tags: ['antibiotic register'],
        summary: 'The filtered antibiotic register as a CSV file (pharmacists and admins)',
        description:
          `The same filters as \`GET /api/antibiotic-register\`; at most ${REGISTER_EXPORT_MAX_ROWS} lines (400 ` +
          '`REGISTER_EXPORT_TOO_LARGE` beyond: narrow the filters). Columns: ' +
          `${CSV_COLUMNS.join(', ')}. A cell that a spreadsheet would read as a formula (starting with =, +, -, @) ` +
          'is written with a leading apostrophe.',
        querystring: AntibioticRegisterCsvQuery,
        produces: ['text/csv'],
        response: { 200: z.any().describe('text/csv'), ...errors },
      },
    },
    async (req, reply) => {
      const total = await countRegister(app.db, req.query);
      if (total > REGISTER_EXPORT_MAX_ROWS) {
        throw badRequest(
          `The filters match ${total} lines; one file holds at most ${REGISTER_EXPORT_MAX_ROWS}. Narrow the filters and try again.`,
          'REGISTER_EXPORT_TOO_LARGE',
        );
      }
      const csv = stringify({ header: true, columns: [...CSV_COLUMNS], escape_formulas: true, bom: true });
      const rows = Readable.from(
        (async function* () {
          for await (const entry of eachRegisterLine(app.db, req.query)) yield csvRecord(entry);
        })(),
      );
      rows.on('error', (err) => csv.destroy(err));
      rows.pipe(csv);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="antibiotic-register-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};
