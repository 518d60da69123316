import { App } from 'antd';
import dayjs from 'dayjs';
import { type PaymentMethod } from '@armada/domain';
import { ApiError } from '../../api/ApiError';
import { datePattern } from '../../components/formatDate';
import { useErrorText } from '../../components/useErrorText';

/** A YYYY-MM-DD day as the portal writes dates. */
export const formatDay = (value: string) => dayjs(value, 'YYYY-MM-DD').format(datePattern());

/** Until the options answer: bank transfer is always offered. */
export const BANK_ONLY: readonly PaymentMethod[] = ['bank_transfer'];

export const rupiah = (amount: number) => `Rp ${amount.toLocaleString('id-ID')}`;

export function useFailure() {
  const { message } = App.useApp();
  const errorText = useErrorText();
  return (error: unknown) => void message.error(errorText(error instanceof ApiError ? error : 'server_error'));
}
