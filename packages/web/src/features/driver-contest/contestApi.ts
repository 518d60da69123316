import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import {
  CONTEST_DEFAULT_DAYS,
  DRIVER_CONTEST_CALLS,
  hasPermission,
  MESSAGES,
  type ContestArea,
  type ContestDriverDetail,
  type ContestDriverList,
  type ContestParticipants,
  type ContestTopCustomers,
  type ContestTopDrivers,
  type Viewer,
} from '@armada/domain';
import { apiGet, withQuery, type Params } from '../../api/client';
import { ApiError } from '../../api/ApiError';
import { saveFile } from '../../components/saveFile';
import { getAuth } from '../../session/authStore';

export type ContestFilter = { area_id?: number; from: string; to: string };

const DAY = 'YYYY-MM-DD';

/** The spec's default period: from 7 days ago to yesterday (the browser's days; the server's zone is Jakarta's). */
export function defaultPeriod(now = dayjs()): ContestFilter {
  return {
    from: now.subtract(CONTEST_DEFAULT_DAYS, 'day').format(DAY),
    to: now.subtract(1, 'day').format(DAY),
  };
}

/** Whoever manages drivers sees every call; the driver user only its own standing. */
export const managesDrivers = (viewer: Viewer | null) => viewer !== null && hasPermission(viewer, 'list_driver');

const paramsOf = (filter: ContestFilter, extra: Params = {}): Params => ({ ...filter, ...extra });

export const useAreas = () =>
  useQuery({
    queryKey: ['contest', 'areas'],
    queryFn: () => apiGet<ContestArea[]>(DRIVER_CONTEST_CALLS.listArea),
    staleTime: 10 * 60_000,
  });

export const useTopDrivers = (filter: ContestFilter) =>
  useQuery({
    queryKey: ['contest', 'top_driver', filter],
    queryFn: () => apiGet<ContestTopDrivers>(DRIVER_CONTEST_CALLS.topDriver, paramsOf(filter)),
    placeholderData: keepPreviousData,
  });

export const useTopCustomers = (filter: ContestFilter, enabled: boolean) =>
  useQuery({
    queryKey: ['contest', 'top_customer', filter],
    queryFn: () => apiGet<ContestTopCustomers>(DRIVER_CONTEST_CALLS.topCustomer, paramsOf(filter)),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useParticipants = (filter: ContestFilter, enabled: boolean) =>
  useQuery({
    queryKey: ['contest', 'participant_by_dealer', filter],
    queryFn: () => apiGet<ContestParticipants>(DRIVER_CONTEST_CALLS.participantByDealer, paramsOf(filter)),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useDriverList = (filter: ContestFilter, paging: { page: number; limit: number; search?: string }) =>
  useQuery({
    queryKey: ['contest', 'list_driver', filter, paging],
    queryFn: () => apiGet<ContestDriverList>(DRIVER_CONTEST_CALLS.listDriver, paramsOf(filter, paging)),
    placeholderData: keepPreviousData,
  });

export const useDriverDetail = (filter: ContestFilter, id: number | null, own: boolean) =>
  useQuery({
    queryKey: ['contest', 'detail_driver', filter, id],
    queryFn: () => apiGet<ContestDriverDetail>(DRIVER_CONTEST_CALLS.detailDriver, paramsOf(filter, own ? {} : { id })),
    enabled: own || id !== null,
  });

/** Fetches an xlsx answer with the bearer token and saves it under the name the server offers. */
export async function downloadXlsx(path: string, params: Params, fallbackName: string): Promise<void> {
  const { token } = getAuth();
  const response = await fetch(withQuery(path, params), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new ApiError('server_error', MESSAGES.server_error, response.status);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  saveFile(await response.blob(), name);
}
