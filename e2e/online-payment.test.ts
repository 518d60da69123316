import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '@armada/server/test-support/server-process';
import { notificationSignature } from '@armada/server/modules/subscription/midtrans';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { ownServer } from './support/own-server.js';
import { callAs, tokenOf } from './support/server-api.js';

const { browser } = useBrowser();
const WAIT = { timeout: 20_000 };
const SERVER_KEY = 'SB-Mid-server-armada-e2e';

type Invoice = { id: number; invoice_number: string; amount: number; status_name: string; payment_method: string };

/**
 * A stand-in for Midtrans on localhost (the machine reaches no payment provider): its Snap API answers
 * a transaction with a token and the address of its payment page, which says which order it shows.
 */
function startSnap(): Promise<{ server: Server; url: string; orders: string[] }> {
  const orders: string[] = [];
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url?.startsWith('/pay/')) {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(`<!doctype html><title>Snap</title><h1>Midtrans payment page ${request.url.slice(5)}</h1>`);
      return;
    }
    if (request.method !== 'POST') {
      // The browser's favicon and the like.
      response.writeHead(404).end();
      return;
    }
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(text) as { transaction_details: { order_id: string } };
      orders.push(body.transaction_details.order_id);
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ token: `tok-${orders.length}`, redirect_url: `${url}/pay/tok-${orders.length}` }));
    });
  });
  let url = '';
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve({ server, url, orders });
    }),
  );
}

let snap: Awaited<ReturnType<typeof startSnap>>;
let portal: ServerProcess;
let own: ReturnType<typeof ownServer>;

beforeAll(async () => {
  snap = await startSnap();
  own = ownServer({
    MIDTRANS_SERVER_KEY: SERVER_KEY,
    MIDTRANS_CLIENT_KEY: 'SB-Mid-client-armada-e2e',
    MIDTRANS_SNAP_URL: snap.url,
  });
  portal = await own.start();
}, 180_000);

afterAll(async () => {
  await portal.kill('SIGTERM');
  await new Promise((resolve) => snap.server.close(resolve));
  own.remove();
});

describe('online payment', () => {
  it("a customer pays a plan on the provider's page, and the signed notification makes it Live", async () => {
    const base = portal.url;
    const { context, page } = await newPage(browser(), base);
    await signInThroughSso(page, 'customer', '/subscription/choose-plan');
    await page.waitForURL('**/subscription/choose-plan', WAIT);
    await page.getByRole('radio', { name: /^BASIC-1/ }).check(WAIT);
    await page.getByRole('checkbox').first().check(WAIT);
    await page.getByRole('button', { name: 'Choose payment' }).click();
    await page.waitForURL('**/subscription/choose-payment?*', WAIT);
    await page.getByRole('radio', { name: /Online payment/ }).check(WAIT);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/subscription/online-payment?id=*', WAIT);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(`${snap.url}/pay/*`, WAIT);
    expect(snap.orders).toHaveLength(1);

    const token = await tokenOf(base, 'customer');
    const listed = await callAs<{ result: Invoice[] }>(base, token, '/api/subscription/list_invoice');
    const invoice = listed.result.find((row) => row.invoice_number === snap.orders[0]);
    expect(invoice).toMatchObject({ payment_method: 'online', status_name: 'PRP' });
    if (!invoice) return;

    // Midtrans' notification, as its server sends it: a forged one first, then the signed one twice.
    const notify = (fields: Record<string, string>) =>
      fetch(`${base}/payment/midtrans/notification`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fields),
      });
    const paid = {
      order_id: invoice.invoice_number,
      status_code: '200',
      gross_amount: `${invoice.amount}.00`,
      transaction_status: 'settlement',
      transaction_id: 'e2e-settlement',
      payment_type: 'bank_transfer',
    };
    expect((await notify({ ...paid, signature_key: 'f'.repeat(128) })).status).toBe(403);
    const signature_key = notificationSignature(SERVER_KEY, paid);
    expect((await notify({ ...paid, signature_key })).status).toBe(200);
    expect((await notify({ ...paid, signature_key })).status).toBe(200);

    await page.goto(`${base}/subscription/billing`);
    const row = page.getByRole('row', { name: new RegExp(invoice.invoice_number) });
    await expect.poll(() => row.getByText('Live (paid)').count(), WAIT).toBe(1);
    await context.close();
  });
});
