import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import {
  ConfirmBody,
  DownloadFile,
  Envelope,
  ErrorBody,
  hasPermission,
  IdResult,
  InvoiceList,
  InvoiceQuery,
  InvoiceRow,
  MESSAGES,
  MidtransNotification,
  NoResult,
  OnlinePayment,
  OrderBody,
  PAYMENT_STATUS_CODE,
  PaymentOptions,
  PlanCreateBody,
  PlanEditBody,
  PlanList,
  SubscriptionStatusList,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import { queryRows } from '../../db/client.js';
import { invoicePdf } from './invoice-pdf.js';
import {
  createSnapTransaction,
  paymentOutcome,
  signatureValid,
  snapScriptUrl,
  statusContradicted,
} from './midtrans.js';
import {
  findInvoice,
  invoiceVehicles,
  listInvoices,
  listPlans,
  listStatus,
  markPaid,
  orderPlan,
  savePlan,
} from './subscription-repository.js';

const CUSTOMER = { access: 'manage_subscription' } as const;
const PDF_TYPE = 'application/pdf';

/**
 * The invoices a caller reads: finance staff (confirm_payment) every invoice in their scope, anyone
 * else their own organisation's.
 */
function invoiceReach(request: FastifyRequest) {
  const viewer = viewerOf(request);
  if (!hasPermission(viewer, 'confirm_payment')) return sql`i.organization_id = ${viewer.organization_id}`;
  const scope = scopeOf(request);
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'dealer':
      return sql`i.organization_id IN (SELECT id FROM organizations WHERE id = ${scope.orgId} OR dealer_id = ${scope.orgId})`;
    case 'own':
      return sql`i.organization_id = ${scope.orgId}`;
  }
}

/** `/api/subscription/...`: plans, orders, invoices and their payment. */
export async function subscriptionRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  const midtrans = ctx.config.midtrans;

  app.get('/list_plan', { config: CUSTOMER, schema: { response: { 200: Envelope(PlanList) } } }, async (request) =>
    ok(await listPlans(db, hasPermission(viewerOf(request), 'edit_plan'))),
  );

  app.post(
    '/create_plan',
    { config: { access: 'edit_plan' }, schema: { body: PlanCreateBody, response: { 200: Envelope(IdResult) } } },
    async (request) => {
      const id = await savePlan(db, request.body);
      if (id === undefined) throw new Error('plan not inserted');
      return ok({ id }, MESSAGES.success);
    },
  );

  app.post(
    '/edit_plan',
    { config: { access: 'edit_plan' }, schema: { body: PlanEditBody, response: { 200: Envelope(NoResult) } } },
    async (request) => {
      const { id, ...fields } = request.body;
      if ((await savePlan(db, fields, id)) === undefined) throw notFound();
      return ok(null, MESSAGES.success);
    },
  );

  app.get('/payment_option', { config: CUSTOMER, schema: { response: { 200: Envelope(PaymentOptions) } } }, async () =>
    ok({
      methods: midtrans ? (['bank_transfer', 'online'] as const).slice() : (['bank_transfer'] as const).slice(),
      client_key: midtrans?.clientKey ?? null,
      snap_url: midtrans ? snapScriptUrl(midtrans) : null,
    }),
  );

  app.post(
    '/order_plan',
    { config: CUSTOMER, schema: { body: OrderBody, response: { 200: Envelope(InvoiceRow) } } },
    async (request) => {
      if (request.body.payment_method === 'online' && !midtrans) throw new AppError(400, 'online_payment_unavailable');
      const viewer = viewerOf(request);
      const id = await orderPlan(db, { organizationId: viewer.organization_id, userId: viewer.user_id }, request.body);
      const invoice = await findInvoice(db, id, sql`true`);
      if (!invoice) throw new Error('invoice not found after ordering');
      return ok(invoice, MESSAGES.success);
    },
  );

  app.post(
    '/pay_online',
    { config: CUSTOMER, schema: { body: ConfirmBody, response: { 200: Envelope(OnlinePayment) } } },
    async (request) => {
      if (!midtrans) throw new AppError(400, 'online_payment_unavailable');
      const invoice = await findInvoice(
        db,
        request.body.id,
        sql`i.organization_id = ${viewerOf(request).organization_id}`,
      );
      if (!invoice) throw notFound();
      if (invoice.payment_method !== 'online' || invoice.status !== PAYMENT_STATUS_CODE.prepared)
        throw new AppError(409, 'invoice_not_payable');
      const [order] = await queryRows<{ provider_order_id: string }>(
        db,
        sql`SELECT provider_order_id FROM invoices WHERE id = ${invoice.id}`,
      );
      const lines = await invoiceVehicles(db, invoice.id);
      try {
        return ok(
          await createSnapTransaction(midtrans, {
            orderId: order?.provider_order_id ?? invoice.invoice_number,
            amount: invoice.amount,
            items: [
              {
                id: invoice.plan_code,
                name: invoice.plan_name.slice(0, 50),
                price: lines[0]?.amount ?? invoice.amount,
                quantity: lines.length || 1,
              },
            ],
          }),
        );
      } catch (error) {
        request.log.warn({ err: error }, 'midtrans transaction not created');
        throw new AppError(502, 'payment_provider_failed');
      }
    },
  );

  app.get(
    '/list_status',
    { config: CUSTOMER, schema: { response: { 200: Envelope(SubscriptionStatusList) } } },
    async (request) => ok(await listStatus(db, viewerOf(request).organization_id)),
  );

  app.get(
    '/list_invoice',
    { config: CUSTOMER, schema: { response: { 200: Envelope(InvoiceList) } } },
    async (request) => ok(await listInvoices(db, invoiceReach(request))),
  );

  app.get(
    '/invoice_pdf',
    {
      config: CUSTOMER,
      schema: {
        querystring: InvoiceQuery,
        response: {
          200: {
            description: 'the invoice as PDF',
            content: { [PDF_TYPE]: { schema: Type.Unsafe<Buffer>(DownloadFile) } },
          },
          '4xx': ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const invoice = await findInvoice(db, request.query.id, invoiceReach(request));
      if (!invoice) throw notFound();
      const bytes = await invoicePdf(invoice, await invoiceVehicles(db, invoice.id));
      return reply
        .type(PDF_TYPE)
        .header('content-disposition', `attachment; filename="${invoice.invoice_number}.pdf"`)
        .send(Buffer.from(bytes));
    },
  );

  app.post(
    '/confirm_payment',
    { config: { access: 'confirm_payment' }, schema: { body: ConfirmBody, response: { 200: Envelope(NoResult) } } },
    async (request) => {
      const invoice = await findInvoice(db, request.body.id, invoiceReach(request));
      if (!invoice) throw notFound();
      if (invoice.status === PAYMENT_STATUS_CODE.live) throw new AppError(409, 'invoice_already_paid');
      if (invoice.payment_method !== 'bank_transfer' || invoice.status !== PAYMENT_STATUS_CODE.invoiced)
        throw new AppError(409, 'invoice_not_payable');
      const applied = await db.transaction((tx) => markPaid(tx, invoice.id, viewerOf(request).user_id));
      if (!applied) throw new AppError(409, 'invoice_already_paid');
      return ok(null, MESSAGES.success);
    },
  );
}

/**
 * `/payment/midtrans/notification`: Midtrans' HTTP notification. Public, trusted only by its signature; in the
 * provider's own format (it adds fields by payment type), so it is no portal call under /api and has no
 * closed contract. Answers 404 when no keys are set.
 */
export async function paymentNotificationRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  const midtrans = ctx.config.midtrans;

  app.post(
    '/midtrans/notification',
    {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: { hide: true, body: MidtransNotification, response: { 200: Envelope(NoResult) } },
    },
    async (request) => {
      if (!midtrans) throw new AppError(404, 'online_payment_unavailable');
      const note = request.body;
      if (!signatureValid(midtrans.serverKey, note)) throw new AppError(403, 'payment_signature_invalid');
      // Refused before it is stored: kept, it would take the place of the genuine notification of that status.
      if (statusContradicted(note)) throw new AppError(403, 'payment_signature_invalid');
      const [invoice] = await queryRows<{ id: number; amount: number | string; status: number }>(
        db,
        sql`SELECT id, amount, status FROM invoices WHERE provider_order_id = ${note.order_id}`,
      );
      if (!invoice) throw notFound();
      if (Number(note.gross_amount) !== Number(invoice.amount)) throw new AppError(400, 'invoice_not_payable');
      await db.transaction(async (tx) => {
        const fresh = await queryRows<{ id: number }>(
          tx,
          sql`INSERT INTO payment_notifications (provider, order_id, transaction_status, transaction_id, gross_amount)
            VALUES ('midtrans', ${note.order_id}, ${note.transaction_status}, ${note.transaction_id ?? null}, ${note.gross_amount})
            ON CONFLICT DO NOTHING RETURNING id`,
        );
        if (fresh.length === 0) return;
        switch (paymentOutcome(note)) {
          case 'paid':
            await markPaid(tx, invoice.id, null);
            return;
          case 'failed':
            await tx.execute(
              sql`UPDATE invoices SET status = ${PAYMENT_STATUS_CODE.incomplete}
                WHERE id = ${invoice.id} AND status = ${PAYMENT_STATUS_CODE.prepared}`,
            );
            return;
          case 'refunded':
            await tx.execute(
              sql`UPDATE invoices SET status = ${PAYMENT_STATUS_CODE.refunded}
                WHERE id = ${invoice.id} AND status = ${PAYMENT_STATUS_CODE.live}`,
            );
            return;
          case 'none':
            return;
        }
      });
      return ok(null, MESSAGES.success);
    },
  );
}
