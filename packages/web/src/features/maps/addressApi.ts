import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AddressResult } from '@armada/domain';
import { apiGet } from '../../api/client';

const ADDRESS = '/api/monitoring-service/others/getaddress';
const ADDRESS_ZOOM = 16;

/**
 * The street address of a position, in the reader's language (the server's offline answer is worded in it);
 * rounded so a truck standing still does not ask again.
 */
export function useAddress(lat: number | null, lng: number | null) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const round = (n: number) => n.toFixed(4);
  const valid = lat !== null && lng !== null;
  return useQuery({
    queryKey: ['monitoring', 'address', language, valid ? round(lat) : null, valid ? round(lng) : null],
    queryFn: () =>
      apiGet<AddressResult>(
        ADDRESS,
        { lat: valid ? round(lat) : '', lon: valid ? round(lng) : '', zoom: ADDRESS_ZOOM },
        { 'Accept-Language': language },
      ),
    enabled: valid,
    staleTime: 5 * 60_000,
  });
}
