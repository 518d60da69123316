import { useState, type Key } from 'react';
import type { VehicleGroupMember } from '@armada/domain';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { choiceOf, useVehicleChoices, type VehicleChoice } from './vehicleGroupsApi';

/** Typing in a picker asks sooner than the list searches' 1500 ms. */
const TYPING_PAUSE_MS = 300;

const idsOf = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : []);

/** Every vehicle the picker can name, each once: the first list that names it gives its label. */
function mergeChoices(...lists: readonly (readonly VehicleChoice[])[]): VehicleChoice[] {
  const byKey = new Map<string, VehicleChoice>();
  for (const list of lists) for (const item of list) if (!byKey.has(item.key)) byKey.set(item.key, item);
  return [...byKey.values()];
}

/**
 * The picker's vehicles: the server's matches of what is typed, the group's members, and those
 * moved in, whose labels are kept when a later search no longer returns them.
 */
export function usePickerChoices(input: {
  value: string | undefined;
  organizationId: number | undefined;
  members: readonly VehicleGroupMember[];
  enabled: boolean;
}) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), TYPING_PAUSE_MS);
  const found = useVehicleChoices(search, input.organizationId, input.enabled);
  const [moved, setMoved] = useState<readonly VehicleChoice[]>([]);
  const fetched = found.data?.choices ?? [];
  const targetKeys = idsOf(input.value);
  const dataSource = mergeChoices(
    fetched,
    input.members.map(choiceOf),
    moved,
    targetKeys.map((key) => ({ key, title: `#${key}`, description: '' })),
  );
  const remember = (keys: readonly Key[]) => {
    const movedKeys = new Set(keys.map(String));
    setMoved((before) =>
      mergeChoices(
        before,
        fetched.filter((item) => movedKeys.has(item.key)),
      ),
    );
  };
  return { dataSource, targetKeys, shown: fetched.length, total: found.data?.total ?? 0, setTyped, remember };
}
