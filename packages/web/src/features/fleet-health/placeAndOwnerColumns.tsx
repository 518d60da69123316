import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/data-table/columns';
import { OwnerContact } from './OwnerContact';

/** What a fleet-health row tells of where the vehicle is and whom to call. */
export type PlaceAndOwner = {
  location: string | null;
  owner_name: string | null;
  owner_contact_name: string | null;
  owner_phone: string | null;
  owner_email: string | null;
};

/** The last three columns of both fleet-health lists: the place, the owner, and the contact to call or mail. */
export function placeAndOwnerColumns<T extends PlaceAndOwner, S extends string>(t: TFunction): DataColumn<T, S>[] {
  return [
    { key: 'location', title: t('field.place'), dataIndex: 'location', render: (place: string | null) => place ?? '-' },
    {
      key: 'owner_name',
      title: t('field.owner'),
      dataIndex: 'owner_name',
      render: (name: string | null) => name ?? '-',
    },
    {
      key: 'contact',
      title: t('field.contact'),
      render: (_: unknown, row: T) => (
        <OwnerContact name={row.owner_contact_name} phone={row.owner_phone} email={row.owner_email} />
      ),
    },
  ];
}
