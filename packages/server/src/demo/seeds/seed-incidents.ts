import { sql } from 'drizzle-orm';
import type { IncidentState } from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import { orgIdByCode } from '../../db/seed-base.js';

type DemoIncident = { org: string; title: string; description: string; trail: IncidentState[]; note?: string };

/** The call centre's demo incidents, one per state, each with the trail that led there. Seeded once, by title. */
const INCIDENTS: DemoIncident[] = [
  {
    org: 'CUS-LOGNUS',
    title: 'Truck shows no position since yesterday',
    description: 'The fleet administrator reports one truck frozen on the live map.',
    trail: [],
  },
  {
    org: 'CUS-LOGNUS',
    title: 'Fuel sensor reads empty on a full tank',
    description: 'Reported by phone; the driver refuelled this morning.',
    trail: ['assigned'],
  },
  {
    org: 'CUS-MAJU',
    title: 'Cannot download the monthly trip report',
    description: 'The download stops at 90 %.',
    trail: ['assigned', 'in_progress'],
    note: 'Asked for a screenshot of the download list.',
  },
  {
    org: 'CUS-MAJU',
    title: 'Wrong plate on a vehicle',
    description: 'The plate changed after re-registration.',
    trail: ['assigned', 'in_progress', 'resolved'],
  },
  {
    org: 'CUS-LOGNUS',
    title: 'Driver app sign-in question',
    description: 'Answered on the phone.',
    trail: ['assigned', 'in_progress', 'resolved', 'closed'],
  },
];

export async function seedIncidents(db: Db): Promise<void> {
  const [agent] = await queryRows<{ id: number; username: string }>(
    db,
    sql`SELECT id, username FROM users WHERE username = 'callcenter'`,
  );
  if (!agent) return;
  for (const incident of INCIDENTS) {
    const exists = await queryRows<{ id: number }>(db, sql`SELECT id FROM incidents WHERE title = ${incident.title}`);
    if (exists.length > 0) continue;
    const org = await orgIdByCode(db, incident.org);
    const state = incident.trail.at(-1) ?? 'open';
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO incidents (organization_id, vehicle_id, title, description, state, assigned_to, created_by)
        VALUES (${org}, (SELECT min(id) FROM vehicles WHERE organization_id = ${org}), ${incident.title},
          ${incident.description}, ${state}, ${state === 'open' ? null : agent.id}, ${agent.id})
        RETURNING id`,
    );
    if (!row) continue;
    const event = (kind: string, from: IncidentState | null, to: IncidentState | null, note: string) =>
      db.execute(sql`INSERT INTO incident_events (incident_id, kind, from_state, to_state, note, user_id, user_name)
        VALUES (${row.id}, ${kind}, ${from}, ${to}, ${note}, ${agent.id}, ${agent.username})`);
    await event('created', null, 'open', '');
    let from: IncidentState = 'open';
    for (const to of incident.trail) {
      await event('moved', from, to, 'Demo step');
      if (to === 'in_progress' && incident.note) await event('note', null, null, incident.note);
      from = to;
    }
  }
}
