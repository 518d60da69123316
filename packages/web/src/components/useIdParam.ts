import { useSearchParams } from 'react-router';

/** The record a detail or edit route shows: `?id=` as a positive integer, or null. */
export function useIdParam(): number | null {
  const [params] = useSearchParams();
  const text = params.get('id') ?? '';
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}
