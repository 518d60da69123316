import type { ReactElement } from 'react';
import { Flex, Transfer, Typography, type TransferProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VehicleGroupMember } from '@armada/domain';
import { useIsMobile } from '../../hooks/useWindowWidth';
import { usePickerChoices } from './usePickerChoices';
import type { VehicleChoice } from './vehicleGroupsApi';

export type VehiclePickerProps = {
  /** The chosen vehicle ids joined by commas, as the call takes them. */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  /** Offers only this organisation's vehicles (a dealer picking for one customer). */
  organizationId?: number;
  /** The group's members when editing, so they show by name before any search. */
  members?: readonly VehicleGroupMember[];
  disabled?: boolean;
};

const HINT_STYLE = { display: 'block', padding: '4px 12px', fontSize: 12 } as const;
const PAGINATION = { pageSize: 50, simple: true } as const;
const NO_MEMBERS: readonly VehicleGroupMember[] = [];
// Side by side on a desktop; stacked, each the full width, on a phone.
const DESKTOP_SECTION = { flex: 1, minWidth: 0, height: 440 } as const;
const PHONE_SECTION = { width: '100%', height: 380 } as const;

const matches = (item: VehicleChoice, text: string) =>
  `${item.title} ${item.description}`.toLowerCase().includes(text.trim().toLowerCase());

const renderItem = (item: VehicleChoice): ReactElement => (
  <Flex vertical>
    <span>{item.title}</span>
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {item.description}
    </Typography.Text>
  </Flex>
);

/**
 * Two lists: the fleet, searched on the server (thousands of vehicles: only the first matches come,
 * a search narrows them), and the vehicles in the group, searched here. Select and move between them.
 */
export function VehiclePicker(props: VehiclePickerProps) {
  const { value, onChange, id, organizationId, members = NO_MEMBERS, disabled = false } = props;
  const { t } = useTranslation('vehicleGroups');
  const mobile = useIsMobile();
  const choices = usePickerChoices({ value, organizationId, members, enabled: !disabled });
  const change: TransferProps<VehicleChoice>['onChange'] = (keys, direction, moveKeys) => {
    if (direction === 'right') choices.remember(moveKeys);
    onChange?.(keys.map(String).join(','));
  };
  const footer: TransferProps<VehicleChoice>['footer'] = (_, info) =>
    info?.direction === 'left' && choices.total > choices.shown ? (
      <Typography.Text type="secondary" style={HINT_STYLE}>
        {t('picker.more', { shown: choices.shown, total: choices.total })}
      </Typography.Text>
    ) : null;

  return (
    <Transfer<VehicleChoice>
      id={id}
      disabled={disabled}
      dataSource={choices.dataSource}
      targetKeys={choices.targetKeys}
      onChange={change}
      render={renderItem}
      titles={[t('picker.fleet'), t('picker.chosen')]}
      actions={[t('picker.add'), t('picker.remove')]}
      showSearch={{ placeholder: t('picker.search') }}
      filterOption={(text, item, direction) => direction === 'left' || matches(item, text)}
      onSearch={(direction, text) => direction === 'left' && choices.setTyped(text)}
      pagination={PAGINATION}
      footer={footer}
      styles={{
        root: mobile ? { flexDirection: 'column', alignItems: 'stretch' } : undefined,
        section: mobile ? PHONE_SECTION : DESKTOP_SECTION,
      }}
    />
  );
}
