import type { AnyObject } from 'antd/es/_util/type';
import type { TFunction } from 'i18next';
import { Flex, Progress, Typography } from 'antd';
import { formatPercent } from '@armada/domain';
import { useAppConfig } from '../../../api/app';
import type { DataColumn } from '../../../components/data-table/columns';
import { bothWays } from '../../../components/data-table/sortSpec';
import { DurationCell } from './DurationCell';
import { formatDay, formatMonth, formatReportTime, km, litres, speed } from './reportFormat';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const BAR: [number, number] = [64, 6];
const BAR_STYLE = { margin: 0 } as const;

type VehicleFields = { vehicle_name: string; vehicle_number: string | null };

/**
 * The zone whose midnights split the reports' days (the server's REPORT_TIME_ZONE): what a day or a
 * schedule's time of day means. Times themselves read in the person's own zone (formatReportTime).
 */
export function useReportZone(): string | undefined {
  return useAppConfig().data?.report_time_zone;
}

/** Builders for the columns the reports share; `t` is the reports namespace. */
export function columnKit<T extends AnyObject, S extends string>(t: TFunction<'reports'>) {
  const sortable = bothWays<S>;
  return {
    vehicle: (): DataColumn<T, S> => ({
      key: 'vehicle_name',
      title: t('columns.vehicle'),
      sortBy: sortable('vehicle_name'),
      fixed: 'left',
      render: (_: unknown, row: T) => {
        const { vehicle_name, vehicle_number } = row as unknown as VehicleFields;
        return (
          <>
            <div>{vehicle_name}</div>
            {vehicle_number ? <Typography.Text type="secondary">{vehicle_number}</Typography.Text> : null}
          </>
        );
      },
    }),
    time: (key: string, sorted = false): DataColumn<T, S> => ({
      key,
      dataIndex: key,
      title: t(`columns.${key}`),
      sortBy: sorted ? sortable(key) : undefined,
      render: (value: string | null) => formatReportTime(value),
    }),
    distance: (key = 'distance_km', sorted = true): DataColumn<T, S> => ({
      key,
      dataIndex: key,
      title: t(`columns.${key}`),
      align: 'right',
      sortBy: sorted ? sortable(key) : undefined,
      render: (value: number) => km(value),
    }),
    speed: (key: string, sorted = false): DataColumn<T, S> => ({
      key,
      dataIndex: key,
      title: t(`columns.${key}`),
      align: 'right',
      sortBy: sorted ? sortable(key) : undefined,
      render: (value: number) => t('units.kmh', { value: speed(value) }),
    }),
    duration: (key = 'duration_s', sorted = false): DataColumn<T, S> => ({
      key,
      dataIndex: key,
      title: t(`columns.${key}`),
      sortBy: sorted ? sortable(key) : undefined,
      render: (value: number, row: T) => <DurationCell seconds={value} ongoing={row.ongoing === true} />,
    }),
    count: (key: string, sorted = false): DataColumn<T, S> => ({
      key,
      dataIndex: key,
      title: t(`columns.${key}`),
      align: 'right',
      sortBy: sorted ? sortable(key) : undefined,
    }),
    /** A share of time as "82%" (rounded, capped at 100) with a small bar. */
    percent: (key: string, sorted = true): DataColumn<T, S> => ({
      key,
      dataIndex: key,
      title: t(`columns.${key}`),
      sortBy: sorted ? sortable(key) : undefined,
      render: (value: number) => (
        <Flex gap={8} align="center" style={NO_WRAP}>
          <Progress percent={Math.min(100, value)} showInfo={false} size={BAR} style={BAR_STYLE} />
          <span>{formatPercent(value)}</span>
        </Flex>
      ),
    }),
    fuel: (key = 'fuel_used'): DataColumn<T, S> => ({
      key,
      dataIndex: key,
      title: t(`columns.${key}`),
      align: 'right',
      render: litres,
    }),
    /** The row's calendar day or month (YYYY-MM-DD), sortable. */
    calendar: (key: 'day' | 'month'): DataColumn<T, S> => ({
      key,
      dataIndex: key,
      title: t(`columns.${key}`),
      sortBy: sortable(key),
      render: (value: string) => (key === 'day' ? formatDay(value) : formatMonth(value)),
    }),
    address: (key: string): DataColumn<T, S> => ({
      key,
      dataIndex: key,
      title: t(`columns.${key}`),
      width: 220,
      ellipsis: { showTitle: true },
    }),
  };
}
