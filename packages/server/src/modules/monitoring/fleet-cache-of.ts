import type { AppContext } from '../../context.js';
import { addressService } from '../geocode/address-service.js';
import { createFleetCache, type FleetCache } from './fleet-cache.js';

const caches = new WeakMap<AppContext, FleetCache>();

/** The one fleet cache of an app: the monitoring list and the Euro 4 figures read the same rows. */
export function fleetCacheOf(ctx: AppContext): FleetCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = createFleetCache(ctx.database.db, ctx.bus, addressService);
    caches.set(ctx, cache);
  }
  return cache;
}
