import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DealerGroupAddBody,
  DealerGroupEditBody,
  joinList,
  OrgAreaAddBody,
  OrgAreaEditBody,
  type DealerSetView,
} from '@armada/domain';
import { ResourceForm } from '../../components/form/ResourceForm';
import { SchemaField } from '../../components/form/SchemaField';
import { AreaCoverageFields } from './AreaCoverageFields';
import { DealerPicker } from './DealerPicker';
import { DEALER_SETS, useRefreshDealers, type DealerSetKind } from './dealersApi';
import { ListField } from './ListField';

export type DealerSetFormProps = { kind: DealerSetKind; id: number | null; onDone: () => void };

const SCHEMAS = {
  group: { add: DealerGroupAddBody, edit: DealerGroupEditBody },
  area: { add: OrgAreaAddBody, edit: OrgAreaEditBody },
} as const;

const idsOf = (items: readonly { id: number | string }[] | undefined) =>
  items === undefined ? undefined : joinList(items.map((item) => item.id));

const toValues = (row: DealerSetView | undefined) =>
  row
    ? {
        name: row.name,
        code: row.code,
        dealer_ids: idsOf(row.dealers),
        province_ids: idsOf(row.provinces),
        city_ids: idsOf(row.cities),
      }
    : {};

/** Create or change a dealer group or area: its name, code, dealers and, for an area, what it covers. */
export function DealerSetForm({ kind, id, onDone }: DealerSetFormProps) {
  const { t } = useTranslation('dealers');
  const refresh = useRefreshDealers();
  const schemas = SCHEMAS[kind];
  const saved = () => {
    refresh();
    onDone();
  };
  return (
    <ResourceForm<DealerSetView>
      resource={DEALER_SETS[kind]}
      schema={id === null ? schemas.add : schemas.edit}
      id={id}
      toValues={toValues}
      onSaved={saved}
      onCancel={onDone}
    >
      <SchemaField name="name" label={t('set.name')}>
        <Input maxLength={80} />
      </SchemaField>
      <SchemaField name="code" label={t('set.code')} extra={t('set.code_hint')}>
        <Input maxLength={40} />
      </SchemaField>
      {kind === 'area' && <AreaCoverageFields />}
      <ListField name="dealer_ids" numeric label={t('set.dealers')} extra={t(`${kind}.dealers_hint`)}>
        <DealerPicker kind={kind} setId={id} />
      </ListField>
    </ResourceForm>
  );
}
