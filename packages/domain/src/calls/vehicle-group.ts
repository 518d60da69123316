import { Type, type Static } from '@sinclair/typebox';
import { Page } from '../api.js';
import { DEFAULT_PAGE_SIZE, GENERIC_LIST_LIMIT } from '../constants.js';
import { GROUP_CREATOR_ACCESS_TYPE } from '../session.js';
import { Closed, DescriptionKey, Id, PageNumber } from './contract.js';

/** `GET vehicle/vehicle_group/list_vehicle_group` (spec document 2 section 7.3). */
export const VEHICLE_GROUP_LIST_PATH = '/api/vehicle/vehicle_group/list_vehicle_group';

/** user_id keeps the groups that user created. */
export const VehicleGroupListQuery = Closed({
  count_perpage: Type.Integer({ minimum: 1, maximum: GENERIC_LIST_LIMIT, default: DEFAULT_PAGE_SIZE }),
  page: PageNumber(),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  user_id: Type.Optional(Id()),
});
export type VehicleGroupListQuery = Static<typeof VehicleGroupListQuery>;

/** A group with its members' imeis, so the map can show only that group's trucks. */
export const VehicleGroup = Closed({
  id: Type.Integer(),
  organization_id: Type.Integer(),
  organization_name: Type.String(),
  name: Type.String(),
  description: Type.String(),
  description_key: DescriptionKey,
  created_by: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
  created_at: Type.String(),
  updated_at: Type.String(),
  vehicle_count: Type.Integer(),
  imeis: Type.Array(Type.String()),
});
export type VehicleGroup = Static<typeof VehicleGroup>;

export const VehicleGroupPage = Page(VehicleGroup);
export type VehicleGroupPage = Static<typeof VehicleGroupPage>;

/** The path of a vehicle-group call of the generic shape (add, edit, view, delete). */
export const vehicleGroupPath = (endpoint: 'add' | 'edit' | 'view' | 'delete') =>
  `/api/vehicle/vehicle_group/${endpoint}_vehicle_group`;

/** At most this many vehicles in one group: the generic list's limit, so a group always lists whole. */
export const VEHICLE_GROUP_MAX_MEMBERS = GENERIC_LIST_LIMIT;

/** Vehicle ids joined by commas ('12,15,33'), as a form body carries a list. */
export const VEHICLE_IDS_PATTERN = '^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8})*$';
/** IMEIs (15 digits) joined by commas. */
export const IMEI_LIST_PATTERN = '^[0-9]{15}(,[0-9]{15})*$';

const groupFields = {
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  description: Type.Optional(Type.String({ maxLength: 300 })),
  /** The members by id; with `imeis`, the members are both lists together. */
  vehicle_ids: Type.Optional(Type.String({ maxLength: 10 * VEHICLE_GROUP_MAX_MEMBERS, pattern: VEHICLE_IDS_PATTERN })),
  imeis: Type.Optional(Type.String({ maxLength: 16 * VEHICLE_GROUP_MAX_MEMBERS, pattern: IMEI_LIST_PATTERN })),
};

/**
 * `add_vehicle_group`: a name unique in its organisation and at least one vehicle. The organisation
 * is the caller's own; root, administrators and dealers name the customer it is for.
 */
export const VehicleGroupAddBody = Closed({
  ...groupFields,
  organization_id: Type.Optional(Id()),
});
export type VehicleGroupAddBody = Static<typeof VehicleGroupAddBody>;

/** `edit_vehicle_group`: only what is given changes; given members replace the old ones; the organisation stays. */
export const VehicleGroupEditBody = Closed({
  id: Id(),
  ...Type.Partial(Closed(groupFields)).properties,
});
export type VehicleGroupEditBody = Static<typeof VehicleGroupEditBody>;

export const VehicleGroupMember = Closed({
  id: Type.Integer(),
  imei: Type.String(),
  vehicle_name: Type.String(),
  vehicle_number: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
});
export type VehicleGroupMember = Static<typeof VehicleGroupMember>;

/** `view_vehicle_group`: the group with its members named, by vehicle name. */
export const VehicleGroupDetail = Closed({
  ...VehicleGroup.properties,
  vehicles: Type.Array(VehicleGroupMember),
});
export type VehicleGroupDetail = Static<typeof VehicleGroupDetail>;

/** Access type 3 creates, changes and deletes vehicle groups (spec document 1 section 6); root always may. */
export const mayManageVehicleGroups = (viewer: { isorgadmin: number; access_type: number }): boolean =>
  viewer.isorgadmin === 0 || viewer.access_type === GROUP_CREATOR_ACCESS_TYPE;
