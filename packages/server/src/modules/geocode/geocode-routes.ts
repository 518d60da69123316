import type { FastifyInstance } from 'fastify';
import { AddressQuery, AddressResult, Envelope, PlaceSearchPage, PlaceSearchQuery } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { ok, typed } from '../../http.js';
import { pickLanguage } from '../../reader-language.js';
import { addressService } from './address-service.js';
import { coordinate } from './coordinates.js';
import { placeSearch } from './place-search.js';

/** `/api/monitoring-service/others/...`: the address of a point on the map, and places by name. */
export async function geocodeRoutes(base: FastifyInstance, _opts: { ctx: AppContext }) {
  const app = typed(base);

  app.get(
    '/getaddress',
    {
      config: { access: 'view_realtime' },
      schema: { querystring: AddressQuery, response: { 200: Envelope(AddressResult) } },
    },
    async (request) => {
      const { zoom } = request.query;
      const lat = coordinate('lat', request.query.lat);
      const lon = coordinate('lon', request.query.lon);
      // The web sends its language as Accept-Language; a browser's own list serves callers that do not.
      const language = pickLanguage(undefined, request.headers['accept-language']);
      return ok(await addressService.address(lat, lon, zoom, language));
    },
  );

  app.get(
    '/search',
    {
      config: { access: 'view_realtime' },
      schema: { querystring: PlaceSearchQuery, response: { 200: Envelope(PlaceSearchPage) } },
    },
    async (request) => {
      const { q, limit } = request.query;
      const data = await placeSearch.search(q.trim(), limit);
      return ok({ data, total_data: data.length, page: 1, limit });
    },
  );
}
