import { DEFAULT_ADDRESS_ZOOM } from '@armada/domain';
import { addressKey, createLru } from './address-cache.js';
import { GEOCODER_CONFIG, type GeocoderConfig } from './geocoder-config.js';
import { reverseGeocode } from './nominatim-client.js';
import { offlineAddress } from './offline-geocoder.js';

export type AddressService = {
  /** The address of a point: Nominatim when configured and answering, else the shipped data; cached. */
  address(lat: number, lon: number, zoom?: number): Promise<string>;
  /** The cached address at a zoom, without computing anything. */
  cached(lat: number, lon: number, zoom?: number): string | null;
};

export function createAddressService(config: GeocoderConfig): AddressService {
  const cache = createLru<string>(config.cacheSize);
  const url = config.url;

  async function lookup(lat: number, lon: number, zoom: number): Promise<string> {
    const online = url ? await reverseGeocode({ baseUrl: url, timeoutMs: config.timeoutMs }, lat, lon, zoom) : null;
    return online ?? offlineAddress(lat, lon);
  }

  return {
    async address(lat, lon, zoom = DEFAULT_ADDRESS_ZOOM) {
      const key = addressKey(lat, lon, zoom);
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      const text = await lookup(lat, lon, zoom);
      cache.set(key, text);
      return text;
    },
    cached: (lat, lon, zoom = DEFAULT_ADDRESS_ZOOM) => cache.peek(addressKey(lat, lon, zoom)) ?? null,
  };
}

/** The process's one address service, configured from the environment. */
export const addressService: AddressService = createAddressService(GEOCODER_CONFIG);
