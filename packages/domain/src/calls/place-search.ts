import { Type, type Static } from '@sinclair/typebox';
import { Page } from '../api.js';
import { Closed, literals } from './contract.js';

/** Map search: places by name (spec document 2 section 7.3 "Map search: GET ... with q"; the answer shape is ours). */

/** Administrative areas first, then populated places; 'address' is what an online geocoder found. */
export const PLACE_KINDS = ['province', 'regency', 'district', 'place', 'address'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export const PLACE_SEARCH_LIMIT = 10;

/** One of a list, as `enum` (for answers; a literal union would type as never in the route's provider). */
export const PlaceSearchQuery = Closed({
  /** At least two characters that are not spaces. */
  q: Type.String({ minLength: 2, maxLength: 100, pattern: '\\S.*\\S' }),
  limit: Type.Integer({ minimum: 1, maximum: 50, default: PLACE_SEARCH_LIMIT }),
});
export type PlaceSearchQuery = Static<typeof PlaceSearchQuery>;

export const PlaceResult = Closed({
  name: Type.String(),
  /** Where it lies, e.g. "Kota Surabaya, Jawa Timur"; empty for a province. */
  detail: Type.String(),
  kind: literals(PLACE_KINDS),
  lat: Type.Number(),
  lng: Type.Number(),
  /** The zoom to show it at when there is no box. */
  zoom: Type.Number(),
  /** West, south, east, north; null for a point. */
  bbox: Type.Union([Type.Tuple([Type.Number(), Type.Number(), Type.Number(), Type.Number()]), Type.Null()]),
});
export type PlaceResult = Static<typeof PlaceResult>;

export const PlaceSearchPage = Page(PlaceResult);
export type PlaceSearchPage = Static<typeof PlaceSearchPage>;
