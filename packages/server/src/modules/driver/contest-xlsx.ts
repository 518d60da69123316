import type {
  ContestDriverDetail,
  ContestDriverList,
  ContestParticipants,
  ContestTopCustomers,
  ContestTopDrivers,
  DriverStanding,
} from '@armada/domain';
import { sheetsXlsx, type SheetColumn as Column } from '../../jobs/xlsx-sheets.js';

const STANDING_COLUMNS: Column[] = [
  { header: 'Rank', key: 'rank', width: 8 },
  { header: 'Driver', key: 'name', width: 28 },
  { header: 'Customer', key: 'organization_name', width: 28 },
  { header: 'Distance (km)', key: 'distance_km' },
  { header: 'Score', key: 'score', width: 10 },
  { header: 'Level', key: 'level', width: 12 },
  { header: 'Overspeeds', key: 'overspeed_count', width: 12 },
  { header: 'Harsh events', key: 'harsh_events', width: 12 },
  { header: 'Fatigue alerts', key: 'fatigue_events', width: 12 },
  { header: 'Crashes', key: 'crashes', width: 10 },
];

const standings = (rows: DriverStanding[]) => rows.map((row) => ({ ...row, name: row.name || `#${row.rank ?? ''}` }));

export const topDriverXlsx = (answer: ContestTopDrivers) =>
  sheetsXlsx([{ name: 'Top drivers', columns: STANDING_COLUMNS, rows: standings(answer.rows) }]);

export const listDriverXlsx = (answer: ContestDriverList) =>
  sheetsXlsx([{ name: 'Drivers', columns: STANDING_COLUMNS, rows: standings(answer.rows) }]);

export const topCustomerXlsx = (answer: ContestTopCustomers) =>
  sheetsXlsx([
    {
      name: 'Top customers',
      columns: [
        { header: 'Rank', key: 'rank', width: 8 },
        { header: 'Customer', key: 'organization_name', width: 30 },
        { header: 'Dealer', key: 'dealer_name', width: 26 },
        { header: 'Drivers', key: 'drivers', width: 10 },
        { header: 'Participants', key: 'participants', width: 12 },
        { header: 'Distance (km)', key: 'distance_km' },
        { header: 'Score', key: 'score', width: 10 },
        { header: 'Level', key: 'level', width: 12 },
        { header: 'Participant', key: 'participant', width: 12 },
      ],
      rows: answer.rows.map((row) => ({ ...row, participant: row.is_participant ? 'yes' : 'no' })),
    },
  ]);

export const participantXlsx = (answer: ContestParticipants) =>
  sheetsXlsx([
    {
      name: 'Participants',
      columns: [
        { header: 'Dealer', key: 'dealer_name', width: 30 },
        { header: 'Customers', key: 'customers', width: 12 },
        { header: 'Drivers', key: 'drivers', width: 12 },
        { header: 'Participants', key: 'participants', width: 12 },
      ],
      rows: answer.rows.map((row) => ({ ...row, dealer_name: row.dealer_name ?? '-' })),
    },
  ]);

/** The driver's figures, and its days (every day with `all`, else the shown totals only). */
export const detailDriverXlsx = (answer: ContestDriverDetail, all: boolean) =>
  sheetsXlsx([
    {
      name: 'Driver',
      columns: [
        { header: 'Item', key: 'item', width: 28 },
        { header: 'Value', key: 'value', width: 28 },
      ],
      rows: [
        ['Driver', answer.driver.name],
        ['Customer', answer.driver.organization_name],
        ['Licence', answer.driver.licence_number],
        ['Licence valid until', answer.driver.licence_valid_until ?? ''],
        ['From', answer.from],
        ['To', answer.to],
        ['Rank', answer.standing.rank ?? ''],
        ['Score', answer.standing.score ?? ''],
        ['Level', answer.standing.level ?? ''],
        ...Object.entries(answer.totals),
        ...Object.entries(answer.deductions).map(([cause, points]) => [`Deduction: ${cause}`, points]),
      ].map(([item, value]) => ({ item, value })),
    },
    ...(all
      ? [
          {
            name: 'Days',
            columns: [
              { header: 'Day', key: 'day', width: 14 },
              { header: 'Distance (km)', key: 'distance_km' },
              { header: 'Score', key: 'score', width: 10 },
            ],
            rows: answer.days,
          },
        ]
      : []),
  ]);
