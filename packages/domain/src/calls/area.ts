import { Type, type Static } from '@sinclair/typebox';
import { Closed } from './contract.js';

/**
 * Indonesian administrative areas (spec document 2 section 7.2: user/user/province, city, district),
 * keyed by their official BPS codes: province '31', city (regency) '31.71', district '31.71.01'.
 */
export const PROVINCE_ID_PATTERN = '^[0-9]{2}$';
export const CITY_ID_PATTERN = '^[0-9]{2}\\.[0-9]{2}$';
export const DISTRICT_ID_PATTERN = '^[0-9]{2}\\.[0-9]{2}\\.[0-9]{2}$';

export const CityQuery = Closed({ id_province: Type.String({ pattern: PROVINCE_ID_PATTERN }) });
export type CityQuery = Static<typeof CityQuery>;

export const DistrictQuery = Closed({ id_city: Type.String({ pattern: CITY_ID_PATTERN }) });
export type DistrictQuery = Static<typeof DistrictQuery>;

/** One province, city or district as the calls answer it. */
export const AreaOption = Closed({ id: Type.String(), name: Type.String() });
export type AreaOption = Static<typeof AreaOption>;
export const AreaOptions = Type.Array(AreaOption);

/** The province of a city id and the city of a district id, by their code prefixes. */
export const provinceOfCity = (cityId: string): string => cityId.slice(0, 2);
export const cityOfDistrict = (districtId: string): string => districtId.slice(0, 5);
