import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SERVICE_CALLS,
  type BookingDetail,
  type BookingPage,
  type BookingStatus,
  type ServiceDealer,
} from '@armada/domain';
import { apiGet, apiPost, type Params } from '../../api/client';
import type { TableConfig } from '../../components/data-table/tableState';

const KEY = ['service-bookings'] as const;

export const BOOKING_FILTERS = ['status', 'side'] as const;
export type BookingFilter = (typeof BOOKING_FILTERS)[number];
export const BOOKING_TABLE: TableConfig<BookingFilter, never> = { filterKeys: BOOKING_FILTERS };

export function useBookings(params: Params) {
  return useQuery({
    queryKey: [...KEY, 'list', params],
    queryFn: () => apiGet<BookingPage>(SERVICE_CALLS.list, params),
  });
}

export function useBooking(id: number) {
  return useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: () => apiGet<BookingDetail>(SERVICE_CALLS.detail, { id }),
  });
}

export function useServiceDealers(enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'dealers'],
    queryFn: () => apiGet<ServiceDealer[]>(SERVICE_CALLS.dealers),
    enabled,
  });
}

/** Any step on a booking, its call given with each use: every booking list and panel is read again after it. */
export function useBookingCall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ url, body }: { url: string; body: Params }) => apiPost<null>(url, body),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** One step on a booking (create, propose, add a part, ...), read again as above. */
export function useBookingStep<T = null>(url: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Params) => apiPost<T>(url, body),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** A status's dot: waiting for someone, agreed, at work, finished, cancelled. */
export const STATUS_DOT: Record<BookingStatus, 'warning' | 'processing' | 'success' | 'default' | 'error'> = {
  waiting: 'warning',
  proposed: 'warning',
  approved: 'processing',
  in_service: 'processing',
  done: 'success',
  cancelled: 'default',
};
