import { DEFAULT_ADDRESS_ZOOM } from '@armada/domain';
import type { ReaderLanguage } from '../../reader-language.js';
import { addressKey, createLru } from './address-cache.js';
import { GEOCODER_CONFIG, type GeocoderConfig } from './geocoder-config.js';
import { reverseGeocode } from './nominatim-client.js';
import { offlineAddress, offlineAddressNow, placeGrid } from './offline-geocoder.js';

export type AddressService = {
  /**
   * The address of a point: Nominatim when configured and answering, else the shipped data in the reader's
   * language (English unless told); cached per language.
   */
  address(lat: number, lon: number, zoom?: number, language?: ReaderLanguage): Promise<string>;
  /** The cached address at a zoom, without computing anything. */
  cached(lat: number, lon: number, zoom?: number, language?: ReaderLanguage): string | null;
  /**
   * An address at once, for lists of thousands of rows: the cached one (Nominatim's, where a lookup
   * made it), else the shipped data's; null only before that data has loaded (see `ready`).
   */
  locate(lat: number, lon: number, language: ReaderLanguage): string | null;
  /** Resolves once `locate` can answer from the shipped data. */
  ready(): Promise<void>;
};

const keyOf = (lat: number, lon: number, zoom: number, language: ReaderLanguage) =>
  `${language}:${addressKey(lat, lon, zoom)}`;

export function createAddressService(config: GeocoderConfig): AddressService {
  const cache = createLru<string>(config.cacheSize);
  const url = config.url;

  async function lookup(lat: number, lon: number, zoom: number, language: ReaderLanguage): Promise<string> {
    const online = url ? await reverseGeocode({ baseUrl: url, timeoutMs: config.timeoutMs }, lat, lon, zoom) : null;
    return online ?? offlineAddress(lat, lon, language);
  }

  return {
    async address(lat, lon, zoom = DEFAULT_ADDRESS_ZOOM, language = 'en-us') {
      const key = keyOf(lat, lon, zoom, language);
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      const text = await lookup(lat, lon, zoom, language);
      cache.set(key, text);
      return text;
    },
    cached: (lat, lon, zoom = DEFAULT_ADDRESS_ZOOM, language = 'en-us') =>
      cache.peek(keyOf(lat, lon, zoom, language)) ?? null,
    locate: (lat, lon, language) =>
      cache.peek(keyOf(lat, lon, DEFAULT_ADDRESS_ZOOM, language)) ?? offlineAddressNow(lat, lon, language),
    ready: () => placeGrid().then(() => undefined),
  };
}

/** The process's one address service, configured from the environment. */
export const addressService: AddressService = createAddressService(GEOCODER_CONFIG);
