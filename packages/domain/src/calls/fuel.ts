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
