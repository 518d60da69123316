import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import type { AnyResource, WriteContext, WriteEndpoint } from './resource-definition.js';

/**
 * Runs one write of a resource with its hooks: `afterWrite` in the same transaction as the write,
 * `afterCommit` once it is stored. `write` answers the id written, or undefined when no visible row
 * was found (nothing else happens then). Without hooks the write runs as it is.
 */
export async function writeWithHooks(
  app: AppContext,
  def: AnyResource,
  ctx: WriteContext,
  endpoint: WriteEndpoint,
  write: (ctx: WriteContext) => Promise<number | undefined>,
): Promise<number | undefined> {
  const { afterWrite, afterCommit } = def.hooks ?? {};
  const id = afterWrite
    ? await ctx.db.transaction(async (tx) => {
        const inTransaction: WriteContext = { ...ctx, db: tx as unknown as Db };
        const written = await write(inTransaction);
        if (written !== undefined) await afterWrite(inTransaction, written, endpoint);
        return written;
      })
    : await write(ctx);
  if (id !== undefined && afterCommit) {
    // The write stands: a mail that could not go out is logged, and can be asked for again.
    await afterCommit(app, ctx, id, endpoint).catch((error: unknown) =>
      app.log.warn({ err: error, resource: def.name, id, endpoint }, 'step after a stored write failed'),
    );
  }
  return id;
}
