import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { customerRoutes } from '../customer/customer-routes.js';
import { dealerRoutes } from '../dealer/dealer-routes.js';

/**
 * `/api/user/user_org/...` beyond the generic resource (resources/): the customer and dealer calls
 * of spec document 2 section 7.5, each in its own module.
 */
export async function orgRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await base.register(customerRoutes, { ctx });
  await base.register(dealerRoutes, { ctx });
}
