import { useState } from 'react';
import { Checkbox, Collapse, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { joinPermissionKeys, keysByGroup, keysNotHeld, parsePermissionKeys, PERMISSION_GROUPS } from '@armada/domain';
import { useAuth } from '../auth/useAuth';
import { PermissionKeyLabel } from './PermissionKeyLabel';

export type PermissionKeyPickerProps = {
  /** The chosen keys joined by commas, as the call takes them. */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
};

const GROUPS = keysByGroup();
const ITEM_STYLE = { minWidth: 240, flex: '1 1 45%' } as const;
const EXTRA_STYLE = { marginLeft: 12 } as const;

const keysOf = (value: string | undefined): string[] => {
  const parsed = parsePermissionKeys(value ?? '');
  return parsed.ok ? parsed.keys : [];
};

/**
 * Permission keys as checkboxes grouped by service. A key the user does not hold can be taken out
 * of a role but not put in (the server refuses it too).
 */
export function PermissionKeyPicker({ value, onChange, id }: PermissionKeyPickerProps) {
  const { t } = useTranslation(['userAccess', 'appManagement']);
  const { viewer } = useAuth();
  const [opened, setOpened] = useState<string[] | null>(null);
  const chosen = new Set(keysOf(value));
  const held = (key: string) => viewer !== null && keysNotHeld(viewer, [key]).length === 0;
  const set = (keys: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const key of keys) {
      if (!on) next.delete(key);
      else if (held(key)) next.add(key);
    }
    onChange?.(joinPermissionKeys([...next]));
  };

  const items = PERMISSION_GROUPS.map((group) => {
    const keys = GROUPS[group];
    const count = keys.filter((key) => chosen.has(key)).length;
    return {
      key: group,
      label: (
        <Flex justify="space-between" gap={8}>
          <span>{t(`appManagement:service.${group}`)}</span>
          <Typography.Text type="secondary">{t('role.selected', { count, total: keys.length })}</Typography.Text>
        </Flex>
      ),
      extra: (
        <Checkbox
          style={EXTRA_STYLE}
          aria-label={t('role.all_of', { service: t(`appManagement:service.${group}`) })}
          checked={count === keys.length}
          indeterminate={count > 0 && count < keys.length}
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => set(keys, event.target.checked)}
        />
      ),
      children: (
        <Flex wrap gap={8}>
          {keys.map((key) => (
            <Checkbox
              key={key}
              style={ITEM_STYLE}
              checked={chosen.has(key)}
              disabled={!chosen.has(key) && !held(key)}
              onChange={(event) => set([key], event.target.checked)}
            >
              <PermissionKeyLabel permission={key} />
            </Checkbox>
          ))}
        </Flex>
      ),
    };
  });
  // Until the user opens or closes a group, the groups holding chosen keys stay open (an edited role loads late).
  const withKeys = PERMISSION_GROUPS.filter((group) => GROUPS[group].some((key) => chosen.has(key)));
  return (
    <div id={id}>
      <Collapse size="small" items={items} activeKey={opened ?? withKeys} onChange={(keys) => setOpened(keys)} />
    </div>
  );
}
