import { createHash, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import type { MidtransNotification } from '@armada/domain';
import type { MidtransConfig } from '../../config.js';

/** The parts of the official Midtrans client (CommonJS, without types) that the portal uses. */
type SnapClient = {
  apiConfig: { getSnapApiBaseUrl(): string };
  createTransaction(parameter: Record<string, unknown>): Promise<{ token: unknown; redirect_url: unknown }>;
};
type MidtransClient = {
  Snap: new (options: { isProduction: boolean; serverKey: string; clientKey: string }) => SnapClient;
};
const midtransClient = createRequire(import.meta.url)('midtrans-client') as MidtransClient;

/** Midtrans Snap's browser script, sandbox or production. */
export const snapScriptUrl = (config: MidtransConfig) =>
  config.production ? 'https://app.midtrans.com/snap/snap.js' : 'https://app.sandbox.midtrans.com/snap/snap.js';

/** Midtrans' signature of a notification: SHA-512 of order id, status code, gross amount and the server key. */
export const notificationSignature = (
  serverKey: string,
  n: Pick<MidtransNotification, 'order_id' | 'status_code' | 'gross_amount'>,
) => createHash('sha512').update(`${n.order_id}${n.status_code}${n.gross_amount}${serverKey}`).digest('hex');

export function signatureValid(serverKey: string, n: MidtransNotification): boolean {
  const expected = Buffer.from(notificationSignature(serverKey, n), 'utf8');
  const given = Buffer.from(n.signature_key.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A Snap transaction for an invoice, through the official client; its API address replaced when configured. */
export async function createSnapTransaction(
  config: MidtransConfig,
  order: { orderId: string; amount: number; items: { id: string; name: string; price: number; quantity: number }[] },
): Promise<{ token: string; redirect_url: string }> {
  const snap = new midtransClient.Snap({
    isProduction: config.production,
    serverKey: config.serverKey,
    clientKey: config.clientKey,
  });
  const url = config.snapApiUrl;
  if (url !== null) snap.apiConfig.getSnapApiBaseUrl = () => url;
  const answer = await snap.createTransaction({
    transaction_details: { order_id: order.orderId, gross_amount: order.amount },
    item_details: order.items,
  });
  return { token: String(answer.token), redirect_url: String(answer.redirect_url) };
}

/**
 * What a notification's transaction status does to its invoice. The signature covers the status code,
 * not the transaction status: a success (paid, refunded) counts only with the signed code 200, so a
 * captured pending notification (201) re-labelled 'settlement' pays nothing; a failure never with 200 or 201.
 */
export function paymentOutcome(n: MidtransNotification): 'paid' | 'failed' | 'refunded' | 'none' {
  const succeeded = n.status_code === '200';
  const outcome = statusOutcome(n);
  if (outcome === 'paid' || outcome === 'refunded') return succeeded ? outcome : 'none';
  if (outcome === 'failed') return succeeded || n.status_code === '201' ? 'none' : 'failed';
  return 'none';
}

/** A transaction status its signed status code contradicts (a success without 200, a failure with 200 or 201). */
export const statusContradicted = (n: MidtransNotification) =>
  statusOutcome(n) !== 'none' && paymentOutcome(n) === 'none';

function statusOutcome(n: MidtransNotification): 'paid' | 'failed' | 'refunded' | 'none' {
  switch (n.transaction_status) {
    case 'settlement':
      return 'paid';
    case 'capture':
      return n.fraud_status === undefined || n.fraud_status === 'accept' ? 'paid' : 'none';
    case 'deny':
    case 'cancel':
    case 'expire':
    case 'failure':
      return 'failed';
    case 'refund':
    case 'partial_refund':
      return 'refunded';
    default:
      return 'none';
  }
}
