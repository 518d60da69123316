import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, XLSX_CONTENT_TYPE } from '@armada/domain';
import { openObjects } from './contracts.js';
import { vehicleLeases } from './modules/leasing/leasing-tables.js';
import { buildTestApp, type TestApp } from './test-support/test-app.js';
import { bodyOf, getAs } from './test-support/http-helpers.js';
import { decide, LEASING_BASE } from './test-support/leasing-helpers.js';

/**
 * The calls whose answers were still undeclared (issue 10): each now declares its answer, closed, in
 * the OpenAPI document, and VALIDATE_ANSWERS holds every answer a test gets to that schema.
 */
const CALLS = [
  'GET /api/app/config',
  'GET /api/monitoring-service/others/getaddress',
  'GET /api/vehicle/device/list_unknown_device',
  'POST /api/vehicle/vehicle_group/add_vehicle_group',
  'DELETE /api/vehicle/vehicle_group/delete_vehicle_group',
  'PUT /api/vehicle/vehicle_group/edit_vehicle_group',
  'GET /api/vehicle/vehicle_history/list_vehicle_history',
  'GET /api/vehicle/vehicle_history/download_vehicle_history',
  'GET /api/vehicle/vehicle_history/list_notupdate',
  'GET /api/vehicle/vehicle_history/download_list_notupdate',
  'POST /api/vehicle/vehicle_leasing/add_vehicle_leasing',
  'PUT /api/vehicle/vehicle_leasing/approve_vehicle_leasing',
  'PUT /api/vehicle/vehicle_leasing/reject_vehicle_leasing',
  'GET /api/vehicle/vehicle_leasing/list_vehicle_leasing',
  'GET /api/vehicle/vehicle_leasing/view_vehicle_leasing',
  'GET /api/vehicle/vehicle_leasing/download_vehicle_leasing',
  'GET /api/vehicle/vehicle_leasing/list_leasing_dealer',
] as const;
const DOWNLOAD_FILE = '/api/report/download/download_file';

type Media = Record<string, { schema?: Record<string, unknown> }>;
type Operation = { responses?: Record<string, { content?: Media }> };

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  t = await buildTestApp();
  paths = (t.app.swagger() as { paths: typeof paths }).paths;
});
afterAll(() => t.close());

const operationOf = (call: string): Operation => {
  const [method = '', path = ''] = call.split(' ');
  return paths[path]?.[method.toLowerCase()] ?? {};
};

describe('declared answers', () => {
  it('declares an answer for every call of the OpenAPI document', () => {
    const undeclared = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => !Object.keys(op.responses ?? {}).some((code) => /^[23]|^501$/.test(code)))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undeclared).toEqual([]);
    expect(Object.keys(paths).length).toBeGreaterThan(140);
  });

  it('declares each listed call’s JSON answer, closed', () => {
    for (const call of CALLS) {
      const schema = operationOf(call).responses?.['200']?.content?.['application/json']?.schema;
      expect(schema, call).toBeDefined();
      expect(openObjects(schema ?? {}), call).toEqual([]);
    }
  });

  it('declares download_file as an xlsx file, its failures as the error envelope', () => {
    const responses = operationOf(`GET ${DOWNLOAD_FILE}`).responses ?? {};
    expect(responses['200']?.content?.[XLSX_CONTENT_TYPE]?.schema).toMatchObject({ type: 'string', format: 'binary' });
    const failure = responses['4XX']?.content?.['application/json']?.schema;
    expect(failure).toMatchObject({ required: expect.arrayContaining(['response', 'code', 'message']) });
  });

  it('answers list_leasing_dealer and reject_vehicle_leasing as declared', async () => {
    const dealers = await getAs(t.app, await t.tokenOf('leasing'), `${LEASING_BASE}/list_leasing_dealer`);
    expect(dealers.statusCode).toBe(200);
    const page = bodyOf<{ data: { id: number; code: string | null; name: string }[] }>(dealers).result;
    expect(page.data.length).toBeGreaterThan(0);
    expect(Object.keys(page.data[0] ?? {}).sort()).toEqual(['code', 'id', 'name']);

    const [pending] = await t.ctx.database.db
      .select({ id: vehicleLeases.id })
      .from(vehicleLeases)
      .where(eq(vehicleLeases.dealer_approval, 'pending'));
    expect(pending).toBeDefined();
    const rejected = await decide(t, 'admin', 'reject', { id: String(pending?.id), remark: 'wrong chassis' });
    expect(rejected.statusCode).toBe(200);
    expect(bodyOf(rejected)).toEqual({ response: 200, message: MESSAGES.success, result: { id: pending?.id } });
  });

  it('answers a missing download_file with the error envelope', async () => {
    const response = await getAs(t.app, await t.tokenOf('admin'), `${DOWNLOAD_FILE}?id=${'0'.repeat(32)}`);
    expect(response.statusCode).toBe(404);
    expect(bodyOf(response)).toEqual({ response: 404, code: 'not_found', message: MESSAGES.not_found });
  });
});
