import { useState } from 'react';
import { Button, Flex, Table, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Driver, DriverVehicle } from '@armada/domain';
import { toApiError } from '../../api/ApiError';
import { resourceKey, useResourceList, useResourceRemove, useResourceSave, useResourceView } from '../../api/resource';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useRowFeedback } from '../../components/resource/useRowAction';
import { AssignmentForm } from './AssignmentForm';
import { assignmentListParams, DRIVER_VEHICLE_REF, localToday } from './assignmentsApi';
import { DRIVER_REF } from './driversApi';
import { useAssignmentColumns } from './useAssignmentColumns';

export type DriverAssignmentsProps = { driverId: number; edits: boolean };

const ROW_KEY = 'id';
const TEST_ID = 'driver-assignments';

/**
 * The side panel's "Trucks assigned by hand": the driver's assignments, the newest first; an editor
 * adds one, ends an open one today, or deletes one.
 */
export function DriverAssignments({ driverId, edits }: DriverAssignmentsProps) {
  const { t } = useTranslation('drivers');
  const client = useQueryClient();
  const driver = useResourceView<Driver>(DRIVER_REF, driverId);
  const list = useResourceList<DriverVehicle>(DRIVER_VEHICLE_REF, assignmentListParams(driverId));
  const save = useResourceSave(DRIVER_VEHICLE_REF);
  const remove = useResourceRemove(DRIVER_VEHICLE_REF, 'delete');
  const feedback = useRowFeedback();
  const [adding, setAdding] = useState(false);
  const today = localToday();
  // The driver's "vehicles today" follows its assignments.
  const changed = () => void client.invalidateQueries({ queryKey: resourceKey(DRIVER_REF) });
  const done = (text: string) => {
    const toasts = feedback(text);
    return {
      ...toasts,
      onSuccess: () => {
        toasts.onSuccess();
        changed();
      },
    };
  };
  const columns = useAssignmentColumns({
    today,
    end: edits ? (row) => save.mutate({ id: row.id, body: { until: today } }, done(t('assignments.ended'))) : undefined,
    remove: edits ? (row) => remove.mutate(row.id, done(t('assignments.deleted'))) : undefined,
  });
  const organizationId = driver.data?.organization_id;
  const saved = () => {
    setAdding(false);
    changed();
  };
  return (
    <Flex vertical gap={8} style={{ marginTop: 24 }} data-testid={TEST_ID}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('assignments.title')}
        </Typography.Title>
        {edits && !adding && organizationId !== undefined && (
          <Button size="small" onClick={() => setAdding(true)}>
            {t('assignments.add')}
          </Button>
        )}
      </Flex>
      {adding && organizationId !== undefined && (
        <AssignmentForm
          driverId={driverId}
          organizationId={organizationId}
          onSaved={saved}
          onCancel={() => setAdding(false)}
        />
      )}
      {list.error ? (
        <ErrorMessage error={toApiError(list.error)} />
      ) : (
        <Table<DriverVehicle>
          size="small"
          rowKey={ROW_KEY}
          columns={columns}
          dataSource={list.data?.data ?? []}
          loading={list.isFetching}
          pagination={false}
          locale={{ emptyText: t('assignments.none') }}
        />
      )}
    </Flex>
  );
}
