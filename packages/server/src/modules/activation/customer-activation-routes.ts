import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CustomerActivationChangeBody,
  CustomerActivationHistory,
  CustomerActivationNoteBody,
  CustomerActivationPage,
  CustomerActivationQuery,
  CustomerActivationRow,
  CustomerIdQuery,
  Envelope,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import type { Scope } from '../../auth/scope.js';
import { forbidden } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { readerLanguageOf } from '../../reader-language.js';
import {
  customerActivationHistory,
  customerActivationOf,
  listCustomerActivations,
} from './customer-activation-repository.js';
import {
  addCustomerNote,
  deactivateCustomer,
  forceActivateCustomer,
  resendCustomerInvitation,
  type CustomerChanger,
} from './customer-activation-changes.js';

const access = { access: 'list_report_customer_activation' } as const;

/** The brand and dealers follow customers' activation; a customer's own users are refused (docs/decisions.md). */
function followerScope(request: FastifyRequest): Scope {
  const scope = scopeOf(request);
  if (scope.kind === 'own') throw forbidden();
  return scope;
}

/**
 * `/api/report/report_customer_activation/...`: the customer activation report, one customer's row
 * and history, and the changes the brand and dealers make.
 */
export async function customerActivationRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  const changer = (request: FastifyRequest): CustomerChanger => ({
    ctx,
    scope: followerScope(request),
    viewer: viewerOf(request),
    language: readerLanguageOf(request),
  });

  app.get(
    '/list_report_customer_activation',
    {
      config: access,
      schema: { querystring: CustomerActivationQuery, response: { 200: Envelope(CustomerActivationPage) } },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listCustomerActivations(db, followerScope(request), query);
      return ok({ data: rows, total_data: total, page: query.page, limit: query.count_perpage });
    },
  );

  app.get(
    '/view_report_customer_activation',
    { config: access, schema: { querystring: CustomerIdQuery, response: { 200: Envelope(CustomerActivationRow) } } },
    async (request) => ok(await customerActivationOf(db, followerScope(request), request.query.customer_id)),
  );

  app.get(
    '/list_customer_activation_history',
    {
      config: access,
      schema: { querystring: CustomerIdQuery, response: { 200: Envelope(CustomerActivationHistory) } },
    },
    async (request) => {
      const customer = await customerActivationOf(db, followerScope(request), request.query.customer_id);
      return ok({ data: await customerActivationHistory(db, customer.id) });
    },
  );

  const changes = [
    ['/resend_customer_activation', resendCustomerInvitation],
    ['/deactivate_customer_activation', deactivateCustomer],
    ['/force_activate_customer_activation', forceActivateCustomer],
  ] as const;
  for (const [path, act] of changes) {
    app.post(
      path,
      {
        config: access,
        schema: { body: CustomerActivationChangeBody, response: { 200: Envelope(CustomerActivationRow) } },
      },
      async (request) => ok(await act(changer(request), request.body.customer_id, request.body.note)),
    );
  }

  app.post(
    '/add_note_customer_activation',
    {
      config: access,
      schema: { body: CustomerActivationNoteBody, response: { 200: Envelope(CustomerActivationRow) } },
    },
    async (request) => ok(await addCustomerNote(changer(request), request.body.customer_id, request.body.note)),
  );
}
