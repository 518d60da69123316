import { useEffect } from 'react';
import { Badge, Button } from 'antd';
import dayjs from 'dayjs';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BOOKING_STATUSES, hasPermission, type BookingRow } from '@armada/domain';
import { DataTable } from '../../components/data-table/DataTable';
import { FilterSelect } from '../../components/data-table/FilterSelect';
import type { DataColumn } from '../../components/data-table/columns';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { datePattern } from '../../components/formatDate';
import { useEditor } from '../../components/form/useEditor';
import { ResourceScreen } from '../../components/resource/ResourceScreen';
import { useIdParam } from '../../components/useIdParam';
import { useAuth } from '../auth/useAuth';
import { BookingForm } from './BookingForm';
import { BookingPanel } from './BookingPanel';
import { BOOKING_TABLE, STATUS_DOT, useBookings } from './bookingsApi';

const day = (value: string) => dayjs(value, 'YYYY-MM-DD').format(datePattern());

function useColumns(view: (id: number) => void): DataColumn<BookingRow, never>[] {
  const { t } = useTranslation('serviceBookings');
  return [
    {
      key: 'service_date',
      title: t('field.service_date'),
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => view(row.id)}>
          {day(row.proposed_date ?? row.service_date)}
        </Button>
      ),
    },
    {
      key: 'vehicle',
      title: t('field.vehicle'),
      render: (_, row) => row.vehicle_number ?? row.vehicle_name,
    },
    { key: 'customer_name', dataIndex: 'customer_name', title: t('field.customer'), responsive: ['md'] },
    { key: 'dealer_name', dataIndex: 'dealer_name', title: t('field.dealer'), responsive: ['md'] },
    { key: 'service_kind', title: t('field.service_kind'), render: (_, row) => t(`kind.${row.service_kind}`) },
    {
      key: 'status',
      title: t('field.status'),
      render: (_, row) => <Badge status={STATUS_DOT[row.status]} text={t(`status.${row.status}`)} />,
    },
  ];
}

/**
 * `/service-bookings` (ours, issue 15): a fleet's maintenance bookings and those made at a dealership,
 * newest service day first; a row opens its panel with the steps the viewer may take; `?id=` (a
 * notification's link) opens one.
 */
export function ServiceBookingsPage() {
  const { t } = useTranslation('serviceBookings');
  const { viewer } = useAuth();
  const controls = useTableQuery(BOOKING_TABLE);
  const { state } = controls;
  const rows = useBookings({ page: state.page, limit: state.limit, ...state.filters });
  const editor = useEditor();
  const opened = useIdParam();
  const { view } = editor;
  useEffect(() => {
    if (opened !== null) view(opened);
  }, [opened, view]);
  const books = viewer !== null && hasPermission(viewer, 'book_service');
  const handles = viewer !== null && hasPermission(viewer, 'handle_service');
  const columns = useColumns(view);

  return (
    <ResourceScreen
      title={t('title')}
      editor={editor}
      panelWidth={560}
      panelTitle={(mode) => (mode === 'add' ? t('form.title') : t('panel.title'))}
      renderView={(id) => <BookingPanel id={id} />}
      renderForm={() => <BookingForm onSaved={(id) => view(id)} onCancel={editor.close} />}
    >
      <DataTable
        columns={columns}
        query={rows}
        controls={controls}
        rowKey="id"
        filters={
          <>
            <FilterSelect
              label={t('field.status')}
              value={state.filters.status}
              options={BOOKING_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
              onChange={(status) => controls.setFilters({ status })}
            />
            {books && handles && (
              <FilterSelect
                label={t('filter.side')}
                value={state.filters.side}
                options={[
                  { value: 'mine', label: t('filter.mine') },
                  { value: 'dealer', label: t('filter.dealer') },
                ]}
                onChange={(side) => controls.setFilters({ side })}
              />
            )}
            {books && (
              <Button type="primary" icon={<PlusOutlined />} onClick={editor.add}>
                {t('form.title')}
              </Button>
            )}
          </>
        }
      />
    </ResourceScreen>
  );
}
