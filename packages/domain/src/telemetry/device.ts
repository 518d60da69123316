/** Device families by the spec's gpstype: 1 Ruptela, 2 Teltonika, 3 Concox; anything else is Teltonika. */
export const DEVICE_FAMILIES = ['ruptela', 'teltonika', 'concox'] as const;
export type DeviceFamily = (typeof DEVICE_FAMILIES)[number];

export const GPSTYPE: Readonly<Record<DeviceFamily, number>> = { ruptela: 1, teltonika: 2, concox: 3 };

export function familyOf(gpstype: number | null | undefined): DeviceFamily {
  if (gpstype === 1) return 'ruptela';
  if (gpstype === 3) return 'concox';
  return 'teltonika';
}
