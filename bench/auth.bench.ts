import { buildTestApp } from '@armada/server/test-support/test-app';
import { measure } from './stats.js';

/** Sign-in (argon2id verification dominates) and a guarded call (token + session check + scope). */
export async function benchAuth(): Promise<void> {
  const t = await buildTestApp();
  try {
    await measure(`sign-in, login_user (${t.ctx.database.kind})`, 30, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/user/login_user',
        payload: { username: 'customer', password: 'Armada#2026' },
      });
      if (response.statusCode !== 200) throw new Error(response.body);
    });
    const token = await t.tokenOf('dealer');
    await measure(`guarded call, list_user_org_customer (${t.ctx.database.kind})`, 500, async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/user/user_org/list_user_org_customer?page=1&limit=10',
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 200) throw new Error(response.body);
    });
  } finally {
    await t.close();
  }
}
