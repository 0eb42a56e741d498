import {
  ErrorSchema,
  IdParams,
  RecallBuyerParams,
  RecallCreateSchema,
  RecallDetailSchema,
  RecallListSchema,
} from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../core/http-errors.js';
import { isUuid } from '../../modules/catalog/index.js';
import { readRecallDetail, readRecalls } from './read-recall.js';
import { recallBatch, rerunRecall, type RecallContext } from './recall-batch.js';
import { receiveRecallReturn } from './recall-return.js';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorSchema]));

/** Recalls (decision 063): admins recall a batch, see who was told, and record returns. */
export const recallRoutes: FastifyPluginAsyncZod<{ ctx: RecallContext }> = async (app, { ctx }) => {
  app.post(
    '/recalls',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['recalls'],
        summary:
          'Recall a batch of a product, or every batch of it (admins), with the reason and what buyers should do',
        description:
          'One transaction: the lots stop selling (status `recalled`, a `recalled` ledger row, the stock lowered); ' +
          'orders not shipped move to another sellable lot (first expiring first) or wait for their seller ' +
          '(`recalled_batch_held`, not shipped until moved); every buyer of a shipped or delivered order holding ' +
          'the batch is told once by mail, and by text message to a verified number. 409 `NOTHING_TO_RECALL` when ' +
          'the batch is not recorded or already recalled.',
        body: RecallCreateSchema,
        response: { 201: RecallDetailSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => reply.code(201).send(await recallBatch(ctx, req.user!, req.body)),
  );

  app.get(
    '/recalls',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['recalls'],
        summary: 'Every recall, newest first, with buyers told and returned and orders moved or held (admins)',
        response: { 200: RecallListSchema, ...errors(401, 403) },
      },
    },
    async () => readRecalls(ctx),
  );

  app.get(
    '/recalls/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['recalls'],
        summary:
          "A recall: each buyer told, their mail's and text message's state, their return; the orders moved or held",
        params: IdParams,
        response: { 200: RecallDetailSchema, ...errors(401, 403, 404) },
      },
    },
    async (req) => {
      const detail = isUuid(req.params.id) ? await readRecallDetail(ctx, req.params.id) : null;
      if (!detail) throw notFound('This recall was not found.', 'RECALL_NOT_FOUND');
      return detail;
    },
  );

  app.post(
    '/recalls/:id/reallocate',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['recalls'],
        summary: 'Run the recall again: orders held move if a lot can fill them now; buyers not told yet are told',
        description: 'A buyer already told is not told again (the recall and buyer name each message once).',
        params: IdParams,
        response: { 200: RecallDetailSchema, ...errors(401, 403, 404) },
      },
    },
    async (req) => rerunRecall(ctx, req.user!, req.params.id),
  );

  app.post(
    '/recalls/:id/buyers/:buyerId/return',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['recalls'],
        summary: "Record a buyer's recalled units brought back (admins): back in the recalled lot, out of stock",
        params: RecallBuyerParams,
        response: { 200: RecallDetailSchema, ...errors(401, 403, 404, 409) },
      },
    },
    async (req) => receiveRecallReturn(ctx, req.user!, req.params.id, req.params.buyerId),
  );
};
