import { useState } from 'react';
import { Button, Drawer, Empty, Flex, List, Spin, Typography } from 'antd';
import { MailOutlined, PlusOutlined, BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AlertRule } from '@armada/domain';
import { useResourceRemove } from '../../../api/resource';
import { RowActions } from '../../../components/data-table/RowActions';
import { useDrawerSize } from '../../../components/resource/useDrawerSize';
import { RULE_RESOURCE, useAlertRules } from './alertRulesApi';
import { AlertRuleForm } from './AlertRuleForm';

export type AlertRulesDrawerProps = { open: boolean; onClose: () => void };

/** What a rule does, in one line: its events, where it tells, and its quiet hours. */
function useRuleSummary() {
  const { t } = useTranslation('alerts');
  return (rule: AlertRule) =>
    [
      rule.event_types.map((type) => t(`type.${type}`)).join(', '),
      rule.quiet_from && rule.quiet_to ? t('rules.quiet', { from: rule.quiet_from, to: rule.quiet_to }) : null,
      rule.enabled ? null : t('rules.off'),
    ]
      .filter(Boolean)
      .join(' · ');
}

/**
 * The user's alert rules beside the alert feed: the list, and a rule added or edited in its place.
 * Without rules every alert comes; with them, only what they let through.
 */
export function AlertRulesDrawer({ open, onClose }: AlertRulesDrawerProps) {
  const { t } = useTranslation('alerts');
  const size = useDrawerSize(520);
  const rules = useAlertRules();
  const remove = useResourceRemove(RULE_RESOURCE, 'delete');
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const summary = useRuleSummary();
  const list = rules.data?.data ?? [];
  return (
    <Drawer open={open} onClose={onClose} size={size} title={t('rules.title')} destroyOnHidden>
      {editing !== undefined ? (
        <AlertRuleForm id={editing} onDone={() => setEditing(undefined)} />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary">
            {list.length === 0 ? t('rules.none_yet') : t('rules.explain')}
          </Typography.Paragraph>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {t('rules.add')}
          </Button>
          {rules.isPending ? (
            <Spin />
          ) : list.length === 0 ? (
            <Empty description={t('rules.empty')} />
          ) : (
            <List
              dataSource={list}
              rowKey="id"
              renderItem={(rule) => (
                <List.Item
                  actions={[
                    <RowActions
                      key="actions"
                      onEdit={() => setEditing(rule.id)}
                      onDelete={() => remove.mutate(rule.id)}
                      editText={t('rules.edit')}
                      deleteText={t('rules.delete')}
                      confirmText={t('rules.confirm_delete', { name: rule.name })}
                    />,
                  ]}
                >
                  <List.Item.Meta
                    title={
                      <Flex gap={8} align="center">
                        <span>{rule.name}</span>
                        {rule.portal && <BellOutlined aria-label={t('rules.portal')} />}
                        {rule.emails && <MailOutlined aria-label={rule.emails} />}
                      </Flex>
                    }
                    description={summary(rule)}
                  />
                </List.Item>
              )}
            />
          )}
        </Flex>
      )}
    </Drawer>
  );
}
