import { describe, expect, it } from 'vitest';
import { PERMISSION_GROUPS, PERMISSION_KEYS } from '@armada/domain';
import { resources } from '../../locales/resources';

describe('the permission catalogue is named in every language', () => {
  it('has a label for every service and every function', () => {
    for (const language of Object.keys(resources) as (keyof typeof resources)[]) {
      const { service, function: functions } = resources[language].appManagement;
      expect(Object.keys(service).sort()).toEqual([...PERMISSION_GROUPS].sort());
      expect(Object.keys(functions).sort()).toEqual([...PERMISSION_KEYS].sort());
    }
  });
});
