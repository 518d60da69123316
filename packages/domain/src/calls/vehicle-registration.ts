import type { MessageCode } from '../messages.js';

/** What is known of a chassis when someone registers it. */
export type ChassisFacts = {
  /** The brand built it (found in the chassis records). */
  inRegistry: boolean;
  /** The vehicle already registered on it, if any. */
  vehicle: null | {
    registration_status: 'registering' | 'registered';
    /** Its tracker has sent data: registered and paired. */
    reported: boolean;
    leasing_org_id: number | null;
  };
  /** The leasing company registering it, when a leasing company is. */
  leasingOrgId?: number | null;
};

/**
 * Why a chassis cannot be registered (spec document 1 section 8), or null when it can: not built by
 * the brand; leased by another leasing company; a registration under way; registered and paired
 * with a tracker that reports; registered.
 */
export function chassisRefusal(facts: ChassisFacts): MessageCode | null {
  const { vehicle } = facts;
  if (!facts.inRegistry) return 'chassis_not_found';
  if (!vehicle) return null;
  const otherLeasing = facts.leasingOrgId && vehicle.leasing_org_id && vehicle.leasing_org_id !== facts.leasingOrgId;
  if (otherLeasing) return 'chassis_other_leasing';
  if (vehicle.registration_status === 'registering') return 'chassis_registering';
  return vehicle.reported ? 'chassis_paired' : 'chassis_registered';
}

/** Why a tracker cannot be paired with a vehicle, or null: unknown IMEI, or already on another vehicle. */
export function imeiRefusal(facts: { inInventory: boolean; pairedVehicleId: number | null; vehicleId: number | null }) {
  if (!facts.inInventory) return 'imei_not_found' as const;
  if (facts.pairedVehicleId !== null && facts.pairedVehicleId !== facts.vehicleId) return 'imei_paired' as const;
  return null;
}
