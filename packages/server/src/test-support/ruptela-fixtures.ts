import type { Telemetry } from '@armada/domain';
import fc from 'fast-check';
import { crc16Kermit } from '../ingest/protocols/ruptela/crc.js';

/**
 * Records example of the Ruptela protocol document ("FM Pro, FM Eco & FM Tco Protocols", command 1,
 * two records near Ruptela's Vilnius office), as reproduced in traccar's RuptelaProtocolDecoderTest.
 */
export const DOC_RECORDS_HEX =
  '007900000b1a2a5585c30100024e9c036900000f101733208ff45e07b31b570a001009090605011b1a020003001c01ad01021d338e16000002960000601a41014bc16d004e9c038400000f104fdf20900d20075103b00a001308090605011b1a020003001c01ad01021d33b116000002960000601a41014bc1ea0028f9';

/** Command 68 packet from an FM device, one record sent in four merged parts (traccar test data). */
export const EXTENDED_MERGED_HEX =
  '01a4000315bc70f9b69244000458068f4a0030000d11398a1c0c19fd056524040b000c0a00090c0005010031f40032fd0033f200ce47002400002500001c010199000195010196010086000900aa0000001e0ff000d3ffff0043ffff01930000019200000194000002220000022300000200300000000200af000e872401008e000000000000000058068f4a0031000d11398a1c0c19fd056524040b000c0a00090400870000880000a90000820010008b0002021e0000021f0000021d0000021c0000022400000225000000890000008505f00220000002210000008300000084000002260000022700000228000003008a00000000008d00000000008c000000000058068f4a0032000d11398a1c0c19fd056524040b000c0a000905019f01005800001b1f00ad0000cfb10b02290000022a0000022b0000022c0000022d00000012000000130000001d367400c52f8000740055023e0502060097000000000096000058520041007746cb00d0000003f1005c0007c21b0072001864880058068f4a0033000d11398a1c0c19fd056524040b000c0a000900000001008e0000000000000000e815';

/** Identification packet (command 15) from an FM device (traccar test data). */
export const IDENTIFICATION_HEX =
  '002e000315bc70d3e2ff0f4f42443130302e30312e30382e30300000c2b30ea77e430000601b000001f40000003c00144aa0';

/** Command 1 packet with five records and no IO elements (traccar test data). */
export const NO_IO_RECORDS_HEX =
  '009200000c07a6bacd4701000552db5cc20000187b8b251ace478e087c044c0a000009070000000052db5cfe0000187b8ab01ace47190879044c0900000b070000000052db5d3a0000187b8b251ace474b089d044c09000009070000000052db5d760000187b8b9a1ace475c08cd044c08000009070000000052db5db20000187b8b141ace46e708b3044c08000009070000000041cb';

const IMEI = '863071014876545';
const scaled = (min: number, max: number, scale: number) =>
  fc.integer({ min: min * scale, max: max * scale }).map((n) => n / scale);
const bit = fc.constantFrom<0 | 1>(0, 1);

/**
 * Telemetry the encoder can represent exactly, in the shape the decoder gives back: gps follows
 * the satellites, canbus follows the CAN-sourced properties, accu_voltage mirrors accu.
 */
export function telemetryArb(extended: boolean): fc.Arbitrary<Telemetry> {
  const props = fc.record(
    {
      ign: bit,
      gsm_signal: fc.integer({ min: 0, max: 31 }),
      accu: scaled(0, 60, 1000),
      gps_batt: scaled(0, 5, 1000),
      mileage: scaled(0, 4_000_000, 1000),
      temp: fc.array(scaled(-55, 125, 10), { maxLength: 4 }),
      jamming: bit,
      fuel: fc.integer({ min: 0, max: 250 }).map((raw) => (raw * 4) / 10),
      bump: bit,
      status_engine: bit,
      dismantle: bit,
    },
    { requiredKeys: [] },
  );
  return fc
    .record({
      time: fc.integer({ min: 946_684_800, max: 4_000_000_000 }).map((s) => s * 1000),
      lat: scaled(-90, 90, 1e7),
      lng: scaled(-180, 180, 1e7),
      alt: scaled(0, 6000, 10),
      head: fc.integer({ min: 0, max: 35999 }).map((n) => n / 100),
      speed: fc.integer({ min: 0, max: 300 }),
      sat: fc.integer({ min: 0, max: 30 }),
      eventID: fc.integer({ min: 0, max: extended ? 0xffff : 0xff }),
      props,
    })
    .map(({ props: p, eventID, ...fix }) => {
      const { dismantle, temp, ...rest } = p;
      const properties: Telemetry['properties'] = { ...rest, eventID, gps: fix.sat > 0 ? 1 : 0 };
      if (extended && dismantle !== undefined) properties.dismantle = dismantle;
      if (temp !== undefined && temp.length > 0) properties.temp = temp;
      if (p.accu !== undefined) properties.accu_voltage = p.accu;
      if (p.fuel !== undefined) properties.fuel_sensor = 'percent';
      if (p.fuel !== undefined || p.status_engine !== undefined) properties.canbus = 1;
      return { imei: IMEI, gpstype: 1, ...fix, properties };
    });
}

/** A copy of a device packet whose length field says how long it really is. */
export function reframe(packet: Buffer): Buffer {
  const copy = Buffer.from(packet);
  copy.writeUInt16BE(copy.length - 4, 0);
  return copy;
}

/** A copy of a device packet sent under another IMEI, its CRC recomputed over the new body. */
export function restampImei(packet: Buffer, imei: string): Buffer {
  const copy = Buffer.from(packet);
  copy.writeBigUInt64BE(BigInt(imei), 2);
  copy.writeUInt16BE(crc16Kermit(copy.subarray(2, -2)), copy.length - 2);
  return copy;
}
