import { useState } from 'react';
import { Alert, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { isChassisNumber } from '@armada/domain';
import { toApiError } from '../../api/ApiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ROLE, VERTICAL_FORM } from '../../components/ui';
import type { ChassisSearchResult } from '@armada/domain';
import { useChassisSearch } from './vehiclesApi';

export type ChassisSearchProps = { onFound: (record: ChassisSearchResult | null) => void };

const MAX = { maxWidth: 520 } as const;

/**
 * The first step of registration: the chassis is looked up in the brand's records; a chassis that
 * cannot be registered gets the spec's message, a free one fills the form.
 */
export function ChassisSearch({ onFound }: ChassisSearchProps) {
  const { t } = useTranslation('vehicles');
  const search = useChassisSearch();
  const [problem, setProblem] = useState<string | null>(null);
  const found = search.data?.registrable ? search.data : null;

  const run = (text: string) => {
    const chassis = text.trim().toUpperCase();
    onFound(null);
    search.reset();
    if (!isChassisNumber(chassis)) {
      setProblem('chassis_invalid');
      return;
    }
    setProblem(null);
    search.mutate(chassis, {
      onSuccess: (record) => {
        if (record.registrable) onFound(record);
        else setProblem(record.refusal ?? 'cannot_process');
      },
    });
  };

  return (
    <Flex vertical gap={12} style={MAX}>
      <Form {...VERTICAL_FORM} component={false}>
        <Form.Item label={t('create.chassis_label')} extra={t('create.chassis_hint')}>
          <Input.Search
            aria-label={t('create.chassis_label')}
            placeholder={t('create.chassis_placeholder')}
            enterButton={t('create.chassis_button')}
            loading={search.isPending}
            maxLength={17}
            onSearch={run}
          />
        </Form.Item>
      </Form>
      <ErrorMessage error={problem ?? (search.error ? toApiError(search.error) : null)} />
      {found && (
        <Alert
          type="success"
          showIcon
          role={ROLE.status}
          title={t('create.chassis_found', { model: found.model, year: found.assembly_year ?? '-' })}
        />
      )}
    </Flex>
  );
}
