import { Type, type Static } from '@sinclair/typebox';
import { Page } from '../api.js';
import { DEFAULT_PAGE_SIZE, GENERIC_LIST_LIMIT } from '../constants.js';
import { Closed, Id, PageNumber } from './contract.js';

/** Gas stations (SPBU) of spec document 2 sections 3 and 7.3: `GET fuel/spbu/list_spbu`. */
export const FUEL_CALLS = { spbuList: '/api/fuel/spbu/list_spbu' } as const;

/**
 * Station types (the spec's "type 0 or 1"; the meaning is ours): 0 a public station (Pertamina,
 * Shell, BP, Vivo...) that belongs to no organisation, 1 an organisation's own fuel tank or pump.
 */
export const SPBU_TYPES = { 0: 'public', 1: 'private' } as const;
export type SpbuType = keyof typeof SPBU_TYPES;
export const SPBU_TYPE_IDS = [0, 1] as const satisfies readonly SpbuType[];

export const SpbuListQuery = Closed({
  count_perpage: Type.Integer({ minimum: 1, maximum: GENERIC_LIST_LIMIT, default: DEFAULT_PAGE_SIZE }),
  page: PageNumber(),
  type: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '0 public station, 1 own tank' })),
  organization_id: Type.Optional(Id()),
  search: Type.Optional(Type.String({ maxLength: 100 })),
});
export type SpbuListQuery = Static<typeof SpbuListQuery>;

/** The spec's field names: name, alamat (address), lat, lon. */
export const Spbu = Closed({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  alamat: Type.String(),
  lat: Type.Number(),
  lon: Type.Number(),
  type: Type.Unsafe<SpbuType>({ type: 'integer', enum: [...SPBU_TYPE_IDS] }),
  organization_id: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
  brand: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
  /** Rupiah per litre of diesel (Solar/Dexlite), when known. */
  price_per_liter: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
});
export type Spbu = Static<typeof Spbu>;

export const SpbuPage = Page(Spbu);
export type SpbuPage = Static<typeof SpbuPage>;

/** Gas stations on the generic API (spec document 2 section 7.1): `fuel/spbu/{add,edit,view,delete}_spbu`. */
export const SPBU_RESOURCE = { group: 'fuel', name: 'spbu' } as const;

/** A station or tank code: Pertamina's 34.171.01 style, or the organisation's own. */
export const SPBU_CODE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9.\\-]*$';
/** The highest price per litre taken, in rupiah: well above any diesel price, low enough to catch a typo. */
export const SPBU_MAX_PRICE = 100_000;

const spbuFields = {
  name: Type.String({ minLength: 1, maxLength: 100 }),
  alamat: Type.String({ minLength: 1, maxLength: 200 }),
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lon: Type.Number({ minimum: -180, maximum: 180 }),
  /** 0 a public station, 1 an own tank (an integer range, which forms check as the server does). */
  type: Type.Integer({ minimum: 0, maximum: 1 }),
  price_per_liter: Type.Integer({ minimum: 1, maximum: SPBU_MAX_PRICE }),
};

/**
 * A new station: name, address, position, type and price are needed (spec: 'Please input gas
 * station name / address / price per liter'); the code is made when none is given; an own tank
 * (type 1) belongs to the caller's organisation unless the brand names another.
 */
export const SpbuAddBody = Closed({
  ...spbuFields,
  code: Type.Optional(Type.String({ maxLength: 40, pattern: SPBU_CODE_PATTERN })),
  organization_id: Type.Optional(Id()),
  brand: Type.Optional(Type.String({ maxLength: 40 })),
});
export type SpbuAddBody = Static<typeof SpbuAddBody>;

/** An edit changes the fields it names; a station's type and owner stay what they were. */
export const SpbuEditBody = Closed({
  id: Id(),
  name: Type.Optional(spbuFields.name),
  alamat: Type.Optional(spbuFields.alamat),
  lat: Type.Optional(spbuFields.lat),
  lon: Type.Optional(spbuFields.lon),
  price_per_liter: Type.Optional(spbuFields.price_per_liter),
  code: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: SPBU_CODE_PATTERN })),
  brand: Type.Optional(Type.String({ maxLength: 40 })),
});
export type SpbuEditBody = Static<typeof SpbuEditBody>;
