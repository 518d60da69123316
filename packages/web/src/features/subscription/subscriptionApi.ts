import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SUBSCRIPTION_CALLS,
  type InvoiceRow,
  type OnlinePayment,
  type OrderBody,
  type PaymentOptions,
  type PlanCreateBody,
  type PlanRow,
  type SubscriptionStatusRow,
} from '@armada/domain';
import { apiGet, apiPost } from '../../api/client';

const KEY = ['subscription'] as const;

export const usePlans = () =>
  useQuery({ queryKey: [...KEY, 'plans'], queryFn: () => apiGet<PlanRow[]>(SUBSCRIPTION_CALLS.plans) });

export const usePaymentOptions = () =>
  useQuery({ queryKey: [...KEY, 'options'], queryFn: () => apiGet<PaymentOptions>(SUBSCRIPTION_CALLS.paymentOptions) });

export const useSubscriptionStatus = () =>
  useQuery({
    queryKey: [...KEY, 'status'],
    queryFn: () => apiGet<SubscriptionStatusRow[]>(SUBSCRIPTION_CALLS.status),
  });

export const useInvoices = () =>
  useQuery({ queryKey: [...KEY, 'invoices'], queryFn: () => apiGet<InvoiceRow[]>(SUBSCRIPTION_CALLS.invoices) });

export function useCreatePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanCreateBody) => apiPost<{ id: number }>(SUBSCRIPTION_CALLS.createPlan, body),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useOrderPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderBody) => apiPost<InvoiceRow>(SUBSCRIPTION_CALLS.order, body),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useConfirmPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<null>(SUBSCRIPTION_CALLS.confirm, { id }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export const usePayOnline = () =>
  useMutation({ mutationFn: (id: number) => apiPost<OnlinePayment>(SUBSCRIPTION_CALLS.pay, { id }) });

export const invoicePdfLink = (id: number) => `${SUBSCRIPTION_CALLS.invoicePdf}?id=${id}`;
