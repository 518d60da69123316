import { ALERT_RULE_RESOURCE, type AlertRule } from '@armada/domain';
import { useResourceList, type ResourceRef } from '../../../api/resource';

export const RULE_RESOURCE: ResourceRef = ALERT_RULE_RESOURCE;

/** The caller's own rules, all of them (a user keeps a handful). */
export const useAlertRules = () => useResourceList<AlertRule>(RULE_RESOURCE, { page: 1, limit: 100, sort_by: 'name' });
