import type { FastifyInstance } from 'fastify';
import { AddressQuery } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { ok, typed } from '../../http.js';
import { addressService } from './address-service.js';
import { coordinate } from './coordinates.js';

/** `/api/monitoring-service/others/...`: the address of a point on the map. */
export async function geocodeRoutes(base: FastifyInstance, _opts: { ctx: AppContext }) {
  const app = typed(base);

  app.get(
    '/getaddress',
    { config: { access: 'view_realtime' }, schema: { querystring: AddressQuery } },
    async (request) => {
      const { zoom } = request.query;
      const lat = coordinate('lat', request.query.lat);
      const lon = coordinate('lon', request.query.lon);
      return ok(await addressService.address(lat, lon, zoom));
    },
  );
}
