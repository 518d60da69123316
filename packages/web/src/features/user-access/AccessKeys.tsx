import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { keysByGroup, PERMISSION_GROUPS } from '@armada/domain';

export type AccessKeysProps = { keys: readonly string[] };

const GROUPS = keysByGroup();

/** Permission keys grouped by service, each named in the user's language; '-' for none. */
export function AccessKeys({ keys }: AccessKeysProps) {
  const { t } = useTranslation('appManagement');
  const given = new Set(keys);
  const groups = PERMISSION_GROUPS.map((group) => ({
    group,
    keys: GROUPS[group].filter((key) => given.has(key)),
  })).filter((entry) => entry.keys.length > 0);
  if (groups.length === 0) return <span>{t('none')}</span>;
  return (
    <Flex vertical gap={6}>
      {groups.map(({ group, keys: groupKeys }) => (
        <div key={group}>
          <Typography.Text strong>{t(`service.${group}`)}</Typography.Text>
          <Flex wrap gap={4}>
            {groupKeys.map((key) => (
              <Tag key={key} title={key}>
                {t(`function.${key}`)}
              </Tag>
            ))}
          </Flex>
        </div>
      ))}
    </Flex>
  );
}
