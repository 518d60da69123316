import { describe, expect, it } from 'vitest';
import { translator } from '../locales/translator';
import { seededDescription, type Described } from './seededDescription';

const row = (name: string, description: string, key: string | null): Described => ({
  name,
  description,
  description_key: key,
});

describe('seededDescription', () => {
  it('shows a seeded description in the reader’s language, the row’s name filling {name}', async () => {
    const role = row('Fleet viewer', 'Watches the fleet without changing anything', 'fleet_viewer');
    const area = row('Jabodetabek', 'Trucks working the Jabodetabek routes', 'area_routes');
    expect(seededDescription(await translator('en-us', 'userAccess'), role)).toBe(
      'Watches the fleet without changing anything',
    );
    expect(seededDescription(await translator('id', 'userAccess'), role)).toBe(
      'Memantau armada tanpa mengubah apa pun',
    );
    expect(seededDescription(await translator('ja', 'userAccess'), role)).toBe('何も変更せずに車両を閲覧します');
    expect(seededDescription(await translator('en-us', 'userAccess'), area)).toBe(
      'Trucks working the Jabodetabek routes',
    );
    expect(seededDescription(await translator('id', 'userAccess'), area)).toBe('Truk yang melayani rute Jabodetabek');
    expect(seededDescription(await translator('ja', 'userAccess'), area)).toBe('Jabodetabek のルートを走るトラック');
  });

  it('keeps a description someone wrote as written, in any language', async () => {
    const written = row('Night shift', 'Trucks on the night routes', null);
    expect(seededDescription(await translator('ja', 'userAccess'), written)).toBe('Trucks on the night routes');
    expect(seededDescription(await translator('id', 'userAccess'), row('Empty', '', null))).toBe('');
  });

  it('falls back to the stored text for a key this version does not know', async () => {
    const unknown = row('Fleet auditor', 'Audits the fleet', 'fleet_auditor');
    expect(seededDescription(await translator('id', 'userAccess'), unknown)).toBe('Audits the fleet');
  });
});
