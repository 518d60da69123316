import { Type, type Static } from '@sinclair/typebox';
import { Page } from '../api.js';
import { DEFAULT_PAGE_SIZE, GENERIC_LIST_LIMIT } from '../constants.js';

/** `GET vehicle/vehicle_group/list_vehicle_group` (spec document 2 section 7.3). */
export const VEHICLE_GROUP_LIST_PATH = '/api/vehicle/vehicle_group/list_vehicle_group';

/** user_id keeps the groups that user created. */
export const VehicleGroupListQuery = Type.Object({
  count_perpage: Type.Integer({ minimum: 1, maximum: GENERIC_LIST_LIMIT, default: DEFAULT_PAGE_SIZE }),
  page: Type.Integer({ minimum: 1, default: 1 }),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  user_id: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type VehicleGroupListQuery = Static<typeof VehicleGroupListQuery>;

/** A group with its members' imeis, so the map can show only that group's trucks. */
export const VehicleGroup = Type.Object({
  id: Type.Integer(),
  organization_id: Type.Integer(),
  organization_name: Type.String(),
  name: Type.String(),
  description: Type.String(),
  created_by: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
  created_at: Type.String(),
  updated_at: Type.String(),
  vehicle_count: Type.Integer(),
  imeis: Type.Array(Type.String()),
});
export type VehicleGroup = Static<typeof VehicleGroup>;

export const VehicleGroupPage = Page(VehicleGroup);
export type VehicleGroupPage = Static<typeof VehicleGroupPage>;
