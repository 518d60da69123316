import type { FastifyInstance } from 'fastify';
import {
  CustomerAddBody,
  CustomerAdded,
  CustomerDetail,
  CustomerEditBody,
  CustomerPage,
  Envelope,
  IdResult,
  CustomerListQuery,
  CustomerSearchQuery,
  hasPermission,
  ResourceIdQuery,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { forbidden, notFound } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { scopeOf } from '../../auth/guard.js';
import { writeContext } from '../../resources/resource-routes.js';
import { customerDetail, listCustomers, searchCustomers } from './customer-repository.js';
import { sendWelcome } from './customer-mail.js';
import { insertCustomer, updateCustomer } from './customer-writes.js';
import { customerInvited } from '../activation/customer-activation-changes.js';

const ACCESS = { access: 'customer_add_user' } as const;

/**
 * The customer calls under `/api/user/user_org/` (spec document 2 section 7.5): list_user_org_customer
 * and advance_search_user_org_customer, and our add/edit/view_user_org_customer, which also create
 * and keep the customer's super admin (docs/decisions.md).
 */
export async function customerRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;

  app.get(
    '/list_user_org_customer',
    { config: ACCESS, schema: { querystring: CustomerListQuery, response: { 200: Envelope(CustomerPage) } } },
    async (request) => ok(await listCustomers(db, scopeOf(request), request.query)),
  );

  app.get(
    '/advance_search_user_org_customer',
    { config: ACCESS, schema: { querystring: CustomerSearchQuery, response: { 200: Envelope(CustomerPage) } } },
    async (request) => ok(await searchCustomers(db, scopeOf(request), request.query)),
  );

  const viewSchema = { querystring: ResourceIdQuery, response: { 200: Envelope(CustomerDetail) } };
  app.get('/view_user_org_customer', { config: ACCESS, schema: viewSchema }, async (request) => {
    const row = await customerDetail(db, scopeOf(request), request.query.id);
    if (!row) throw notFound();
    return ok(row);
  });

  const addSchema = { body: CustomerAddBody, response: { 200: Envelope(CustomerAdded) } };
  app.post('/add_user_org_customer', { config: ACCESS, schema: addSchema }, async (request) => {
    const context = writeContext(ctx, request);
    // The create screen needs add_user_org besides customer_add_user (spec document 1 section 2).
    if (!hasPermission(context.viewer, 'add_user_org')) throw forbidden();
    const { id, user } = await insertCustomer(context, request.body);
    const mailed = await sendWelcome(ctx, user, user.username, request.body.name.trim(), context.language);
    // Its activation starts here: the super admin's set-password mail is the invitation.
    await customerInvited(db, id, context.viewer.user_id);
    return ok({ id, user_id: user.id, username: user.username, mail_sent: mailed });
  });

  const editSchema = { body: CustomerEditBody, response: { 200: Envelope(IdResult) } };
  app.put('/edit_user_org_customer', { config: ACCESS, schema: editSchema }, async (request) => {
    await updateCustomer(writeContext(ctx, request), request.body);
    return ok({ id: request.body.id });
  });
}
