import { useAddress } from './addressApi';

export type AddressTextProps = { lat: number | null; lng: number | null; fallback?: string | null };

/** The street address of a point, looked up (and cached) by the address call; the fallback until it answers. */
export function AddressText({ lat, lng, fallback = null }: AddressTextProps) {
  const address = useAddress(lat, lng);
  return <>{address.data ?? fallback ?? '-'}</>;
}
