import type { FastifyInstance } from 'fastify';
import { AreaOptions, CityQuery, DistrictQuery, Envelope } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { areaData } from './area-data.js';

const notFound = () => new AppError(404, 'area_not_found');

/**
 * `/api/user/user/province`, `/city` (id_province) and `/district` (id_city): the official
 * Indonesian areas for the customer forms' cascading selects, answered as `[{ id, name }]`.
 */
export async function areaRoutes(base: FastifyInstance, _options: { ctx: AppContext }) {
  const app = typed(base);
  // Read the CSVs while the server starts, so the first form does not wait for them.
  app.addHook('onReady', async () => {
    await areaData();
  });
  const config = { access: 'signed-in' } as const;
  const response = { 200: Envelope(AreaOptions) };
  app.get('/province', { config, schema: { response } }, async () => ok((await areaData()).provinces));

  app.get('/city', { config, schema: { querystring: CityQuery, response } }, async (request) => {
    const cities = (await areaData()).citiesOf.get(request.query.id_province);
    if (!cities) throw notFound();
    return ok(cities);
  });

  app.get('/district', { config, schema: { querystring: DistrictQuery, response } }, async (request) => {
    const districts = (await areaData()).districtsOf.get(request.query.id_city);
    if (!districts) throw notFound();
    return ok(districts);
  });
}
