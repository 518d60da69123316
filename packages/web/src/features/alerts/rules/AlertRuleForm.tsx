import { Flex, Input, Select, Switch, TimePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { ALERT_RULE_EVENTS, AlertRuleAddBody, AlertRuleEditBody, type AlertRule } from '@armada/domain';
import { ResourceForm } from '../../../components/form/ResourceForm';
import { SchemaField } from '../../../components/form/SchemaField';
import { useVehicleGroups } from '../../../api/vehicleGroups';
import { useGeoGroups } from '../../maps/layers/layersApi';
import { RULE_RESOURCE } from './alertRulesApi';
import { idList, textList, timeOfDay } from './ruleFields';

export type AlertRuleFormProps = { id: number | null; onDone: () => void };

const FULL = { width: '100%' } as const;

/** The form's values from a stored rule (lists joined, times as text), or a new rule's defaults. */
const toValues = (row: AlertRule | undefined) =>
  row
    ? {
        name: row.name,
        event_types: row.event_types.join(','),
        vehicle_group_ids: row.vehicle_group_ids.join(','),
        place_ids: row.place_ids.join(','),
        portal: row.portal,
        emails: row.emails,
        quiet_from: row.quiet_from ?? '',
        quiet_to: row.quiet_to ?? '',
        enabled: row.enabled,
      }
    : { portal: true, enabled: true, event_types: 'in_geofence,out_geofence,pass_checkpoint' };

/**
 * Add or edit one of the user's alert rules: which events, for which vehicle groups and places (none
 * chosen: all), in the portal and by e-mail to one or several addresses, and quiet hours.
 */
export function AlertRuleForm({ id, onDone }: AlertRuleFormProps) {
  const { t } = useTranslation('alerts');
  const groups = useVehicleGroups(true);
  const places = useGeoGroups(true);
  const eventOptions = ALERT_RULE_EVENTS.map((type) => ({ value: type, label: t(`type.${type}`) }));
  const groupOptions = (groups.data?.data ?? []).map((group) => ({ value: group.id, label: group.name }));
  const placeOptions = (places.data?.data ?? []).map((group) => ({
    label: group.name,
    options: group.geofences.map((place) => ({ value: place.id, label: place.name })),
  }));
  return (
    <ResourceForm<AlertRule>
      resource={RULE_RESOURCE}
      schema={id === null ? AlertRuleAddBody : AlertRuleEditBody}
      id={id}
      toValues={toValues}
      onSaved={onDone}
      onCancel={onDone}
    >
      <SchemaField name="name" label={t('rules.name')} required>
        <Input maxLength={60} />
      </SchemaField>
      <SchemaField name="event_types" label={t('rules.events')} required {...textList}>
        <Select mode="multiple" options={eventOptions} optionFilterProp="label" />
      </SchemaField>
      <SchemaField name="vehicle_group_ids" label={t('rules.groups')} extra={t('rules.all_vehicles')} {...idList}>
        <Select mode="multiple" options={groupOptions} optionFilterProp="label" loading={groups.isPending} />
      </SchemaField>
      <SchemaField name="place_ids" label={t('rules.places')} extra={t('rules.all_places')} {...idList}>
        <Select mode="multiple" options={placeOptions} optionFilterProp="label" loading={places.isPending} />
      </SchemaField>
      <SchemaField name="portal" label={t('rules.portal')} valuePropName="checked">
        <Switch />
      </SchemaField>
      <SchemaField name="emails" label={t('rules.emails')} extra={t('rules.emails_hint')}>
        <Input maxLength={500} inputMode="email" />
      </SchemaField>
      <Flex gap={12}>
        <SchemaField
          name="quiet_from"
          label={t('rules.quiet_from')}
          style={FULL}
          dependencies={['quiet_to']}
          {...timeOfDay}
        >
          <TimePicker format="HH:mm" style={FULL} minuteStep={5} />
        </SchemaField>
        <SchemaField
          name="quiet_to"
          label={t('rules.quiet_to')}
          style={FULL}
          dependencies={['quiet_from']}
          {...timeOfDay}
        >
          <TimePicker format="HH:mm" style={FULL} minuteStep={5} />
        </SchemaField>
      </Flex>
      <SchemaField name="enabled" label={t('rules.enabled')} valuePropName="checked">
        <Switch />
      </SchemaField>
    </ResourceForm>
  );
}
