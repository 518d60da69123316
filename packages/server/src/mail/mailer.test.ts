import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { outbox } from '../db/schema.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { startSmtpSink } from '../test-support/smtp-sink.js';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${sink.port}` });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe('mail with SMTP_URL set', () => {
  it('sends the reset link by SMTP and keeps nothing in the outbox', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/user/forgot_password',
      payload: { username: 'dealer' },
    });
    expect(response.statusCode).toBe(200);
    expect(sink.mails).toHaveLength(1);
    expect(sink.mails[0]?.to.join()).toContain('dealer@demo.armada.local');
    expect(sink.mails[0]?.data).toContain('/change-password?t=');
    const kept = await t.ctx.database.db.select({ n: count() }).from(outbox);
    expect(Number(kept[0]?.n)).toBe(0);
  });
});
