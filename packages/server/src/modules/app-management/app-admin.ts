import { forbidden } from '../../errors.js';
import type { WriteContext } from '../../resources/resource-definition.js';

/** App management changes are the brand's: root and the admin realm (scope 'all') only. */
export function checkAppAdmin(ctx: WriteContext): void {
  if (ctx.scope.kind !== 'all') throw forbidden();
}

/** The description of a service, function or realm: the one thing an administrator changes. */
export function describedValues(input: { description: string }, ctx: WriteContext) {
  checkAppAdmin(ctx);
  return Promise.resolve({ description: input.description.trim() });
}
