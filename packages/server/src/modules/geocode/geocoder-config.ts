/** The geocoder's settings, read from the environment once (to be folded into config.ts). */
export type GeocoderConfig = {
  /** A Nominatim-compatible service; without it addresses come from the shipped place data. */
  url: string | undefined;
  timeoutMs: number;
  cacheSize: number;
};

export const GEOCODER_TIMEOUT_MS = 3_000;
/** 20,000 entries of ~80 characters: a couple of megabytes, a whole large fleet's stops. */
export const ADDRESS_CACHE_SIZE = 20_000;

export function geocoderConfig(env: Record<string, string | undefined> = process.env): GeocoderConfig {
  const raw = env.GEOCODER_URL?.trim();
  if (raw && !/^https?:\/\//i.test(raw)) throw new Error(`GEOCODER_URL must be an http(s) address, got '${raw}'`);
  return {
    url: raw ? raw.replace(/\/+$/, '') : undefined,
    timeoutMs: GEOCODER_TIMEOUT_MS,
    cacheSize: ADDRESS_CACHE_SIZE,
  };
}

export const GEOCODER_CONFIG: GeocoderConfig = geocoderConfig();
