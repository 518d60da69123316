import type { TelemetryProperties } from '@armada/domain';
import type { ProtocolErrorReason } from '../../protocol.js';

/**
 * Real device captures for the Teltonika decoder, copied as data from the Traccar project's
 * TeltonikaProtocolDecoderTest.java (Apache-2.0, https://github.com/traccar/traccar, commit 9e5c458),
 * in the order they appear there. Only the TCP captures are here: the one UDP capture of that file
 * is out of scope (we serve TCP only), and its second copy of the IMEI packet is left out.
 *
 * Traccar's tests feed each capture straight to its decoder, which neither checks the CRC nor needs
 * the length field to frame a packet, so a few captures edited by hand there have a wrong CRC or a
 * length that disagrees with the bytes. We refuse those as a live connection would (`expect`); for
 * the CRC ones `withRecomputedCrc` says what the same body with a correct CRC must decode to.
 *
 * `expect` is what decoding the capture alone in a session already identified must give:
 * - `positions`: one positions frame with `records` records, acknowledged with `ack` (hex), and the
 *   time (ISO), latitude / longitude (rounded to 5 decimals) and some properties of a few records;
 * - `command-response`: the exact text handed to the command pipeline;
 * - `skipped`: a status frame with no properties, answered with `ack` (hex) or nothing;
 * - `identify`, `ping` (consumed, no frame), `incomplete` (nothing consumed: the decoder waits for the
 *   rest), `refused` (ProtocolError with that reason: the connection is closed).
 */

export type RecordCheck = {
  index: number;
  time: string;
  lat: number;
  lng: number;
  properties: Partial<TelemetryProperties>;
};

export type CorpusExpectation =
  | { kind: 'identify'; imei: string }
  | { kind: 'positions'; ack: string; records: number; checks: RecordCheck[] }
  | { kind: 'command-response'; text: string }
  | { kind: 'skipped'; ack: string | null }
  | { kind: 'ping' }
  | { kind: 'incomplete' }
  | { kind: 'refused'; reason: ProtocolErrorReason };

export type CorpusEntry = {
  name: string;
  hex: string;
  expect: CorpusExpectation;
  withRecomputedCrc?: CorpusExpectation;
};

/** The IMEI of the corpus' handshake packet; the back-to-back test sends everything after it. */
export const CORPUS_IMEI = '123456789012345';

export const TELTONIKA_CORPUS: readonly CorpusEntry[] = [
  {
    name: 'IMEI packet 123456789012345',
    hex: '000F313233343536373839303132333435',
    expect: { kind: 'identify', imei: '123456789012345' },
  },
  {
    name: '8E, two records; the second carries only an NX element of BLE beacon data (id 11317)',
    hex:
      '000000000000010e8e020000019769de9f9800015299f718b278040018007708000000000013000b00ef0100f0000015' +
      '0500c80000450100010100b30000020000030000b401017c00000500b5001a00b6000c004238d4004300000044000000' +
      '0200f10000539b00100000efc70001004e000000000000000000000000019769de5d3b00015299f718b2780400180077' +
      '0800002c350001000000000000000000012c3500700124050f4e65766572615f33000000000000000f067cd9f4110c40' +
      '06020c8f0701340e020c1c24050f4e65766572615f31000000000000000f067cd9f411334606020c380701340e020c26' +
      '24050f4e65766572615f32000000000000000f067cd9f411464706020c240701360e020c26020000a8b0',
    expect: {
      kind: 'positions',
      ack: '00000002',
      records: 2,
      checks: [
        {
          index: 0,
          time: '2025-06-13T15:18:07.000Z',
          lat: 41.43493,
          lng: 2.21906,
          properties: {
            eventID: 0,
            gps: 1,
            ign: 1,
            gsm_signal: 5,
            mileage: 61.383,
            door1: 0,
            door2: 0,
            imb: 0,
            buzzer: 1,
            accu: 14.548,
            accu_voltage: 14.548,
            gps_batt: 0,
          },
        },
        {
          index: 1,
          time: '2025-06-13T15:17:50.011Z',
          lat: 41.43493,
          lng: 2.21906,
          properties: { eventID: 11317, gps: 1 },
        },
      ],
    },
  },
  {
    name: '8E, one record with an NX BLE sensor element (id 548)',
    hex:
      '00000000000000768e010000018fdc4b27cb015b3e33ceefa529030009013f0e00000224000100000000000000000001' +
      '02240049010f0001c60106babbf36300550202806d0f0001ca01063456555565690202806b0f0001d101064679754254' +
      '50020280690b0001c90106fa54ba8d00550b0001cf0106cabbf36300550100005455',
    expect: {
      kind: 'positions',
      ack: '00000001',
      records: 1,
      checks: [
        {
          index: 0,
          time: '2024-06-03T04:11:04.011Z',
          lat: -27.43887,
          lng: 153.08032,
          properties: { eventID: 548, gps: 1 },
        },
      ],
    },
  },
  {
    name: '8E, no fix, NX BLE tag element (id 548)',
    hex:
      '00000000000000728e010000018b23dd796300fbf7263c24f9e11a000000000000000224000100000000000000000001' +
      '0224004501210001e50110cde39f7e42bb55aa788e4a29ed650055020ab70a8f264c6000ffff6b210001b00110f89b90' +
      '7e42bb55aaa3463b29ed650055020ab708bb2600ae0500096c01000051d4',
    expect: {
      kind: 'positions',
      ack: '00000001',
      records: 1,
      checks: [
        {
          index: 0,
          time: '2023-10-12T12:29:59.011Z',
          lat: 62.03559,
          lng: -6.76889,
          properties: { eventID: 548, gps: 0 },
        },
      ],
    },
  },
  {
    name: '8E, NX EYE sensor element (id 10831)',
    hex:
      '000000000000004b8e010000018368952793000f0e54fc209ab05800b300b40e00002a4f000100000000000000000001' +
      '2a4f001e011c0001a40110eb47706aa38255aa96f21a154e2d00550d01000e020bd6010000823f',
    expect: {
      kind: 'positions',
      ack: '00000001',
      records: 1,
      checks: [
        {
          index: 0,
          time: '2022-09-23T04:22:29.011Z',
          lat: 54.70086,
          lng: 25.25975,
          properties: { eventID: 10831, gps: 1 },
        },
      ],
    },
  },
  {
    name: 'Codec 13, driver identification text (GTSL) with a 4-byte timestamp',
    hex: '00000000000000240d01060000001c642b3ad14754534c7c367c317c307c31323734393838347c317c0d0a010000ec11',
    expect: { kind: 'command-response', text: 'GTSL|6|1|0|12749884|1|\r\n' },
  },
  {
    name: '8E, no fix, ICCID 11 + 14, battery, GSM signal',
    hex:
      '00000000000000a28e0100000183ac617e3001123eb99b1e142db4000000000000000000001d000900f0000050000015' +
      '03004500011e1801212d01242a012722012a18001100b5000000b600000018000000cd151000431c2d011f6981012047' +
      'd701226981012347d901256981012647d8012869810129e6f304b0000304b1000304b2000304b30003000100f1000063' +
      '9d0002000b0000000214bf12fe000e0000000029d18c95000001000051b6',
    expect: {
      kind: 'positions',
      ack: '00000001',
      records: 1,
      checks: [
        {
          index: 0,
          time: '2022-10-06T08:20:14.000Z',
          lat: 50.46389,
          lng: 30.61006,
          properties: { eventID: 0, gps: 0, gsm_signal: 3, iccid: '89380011500701598869', gps_batt: 7.213 },
        },
      ],
    },
  },
  {
    name: '8E, four records: crash detection and unplug events, ICCID, NX element',
    hex:
      '00000000000004258e0400000182a701b49301d5d90ab7ebe4aae101be003d12000000f7003d000e00f70100ef0000f0' +
      '0000500500150200c800004501000100001d00001400001600001700007157010701001d00b5000b00b6000600423040' +
      '0018000000cd223f00ce741700430f8900440000000d00010011ffe50012001f0013ffce000f03e800190bb8001a0bb8' +
      '001b0bb8001c0bb800560bb800680bb8006a0bb8006c0bb8010e0000011100000114000001170000014f000001500000' +
      '0151000001520000000a00f100011d2a00c700000000001000b9addc000c0000acb60004000000000132000000000133' +
      '0000000001340000000001350000000001c1000000000003000b000000d14675f36000ee0000000000000000000e0000' +
      '000003fd509f0005014b0000014c0000014d0000014e0000018300222d3333373333382e0100000053a6fb6245880400' +
      '01ba86064f0eae51c0fdaf4d3de500000182a701b82001d5d90ab7ebe4aae101be003d12000000f0003c000d00ef0000' +
      'f00100500500150200c800004501000100001d00001400001600001700007152010701001d00b5000900b60006004217' +
      'e50018000000cd223f00ce741700430f5c00440000000d00010011fed60012fd1d0013f1f2000f03e800190bb8001a0b' +
      'b8001b0bb8001c0bb800560bb800680bb8006a0bb8006c0bb8010e0000011100000114000001170000014f0000015000' +
      '000151000001520000000a00f100011d2a00c700000000001000b9addc000c0000acb600040000000001320000000001' +
      '330000000001340000000001350000000001c1000000000003000b000000d14675f36000ee0000000000000000000e00' +
      '00000003fd509f0005014b0000014c0000014d0000014e0000018300222d3333373333352e353833332d303730373139' +
      '362e323333332b3030302e3434362f00000182a701bc0801d5d90ab7ebe4aae101be003d12000000fc003d000e00ef00' +
      '00f00100500500150200c800004501000100001d0000140000160000170000714d01070100fc01001d00b5000900b600' +
      '06004217e50018000000cd223f00ce741700430f5c00440000000d00010011fed60012fd1d0013f1f2000f03e800190b' +
      'b8001a0bb8001b0bb8001c0bb800560bb800680bb8006a0bb8006c0bb8010e0000011100000114000001170000014f00' +
      '00015000000151000001520000000a00f100011d2a00c700000000001000b9addc000c0000acb6000400000000013200' +
      '00000001330000000001340000000001350000000001c1000000000003000b000000d14675f36000ee00000000000000' +
      '00000e0000000003fd509f0005014b0000014c0000014d0000014e0000018300222d3333373333352e353833332d3037' +
      '30373139362e323333332b3030302e3434362f00000182a7018d8d01d5d8ffa6ebe4a0ca01be006111000000f7000100' +
      '0100f70500000000000000000400003a10',
    expect: {
      kind: 'positions',
      ack: '00000004',
      records: 4,
      checks: [
        {
          index: 0,
          time: '2022-08-16T14:14:43.091Z',
          lat: -33.73356,
          lng: -70.71962,
          properties: {
            eventID: 247,
            gps: 1,
            ign: 0,
            gsm_signal: 2,
            mileage: 12168.668,
            bump: 1,
            accu: 12.352,
            accu_voltage: 12.352,
            gps_batt: 3.977,
          },
        },
        {
          index: 3,
          time: '2022-08-16T14:14:33.101Z',
          lat: -33.73382,
          lng: -70.71991,
          properties: { eventID: 247, gps: 1, bump: 1 },
        },
      ],
    },
  },
  {
    name: 'Codec 16, four records, CAN adapter data, green driving (harsh braking, cornering)',
    hex:
      '00000000000003831004000001735ace37f80000e3b9331c71e290006900e211005100fd072e16000101001603004703' +
      '00f00100150400b20000c80000ef01009000004f00005101005201005300005538006e00006f00007a03007d00007f56' +
      '00890000fd0200fe1f09004326b00044000000b5000b00b6000600427029001800540046015d00ce4ec10080000f0f00' +
      'f10000515400cd007404ab00d80f5022a100500000005400540000000000560001556800570000006000580000042000' +
      '6800001113006d303330300071fffd8c85008700000020008800000002008a000155f5008b0000b86000000001735ace' +
      '3ca80000e3b08a1c71dd29006900e311005100fd072e1600010100160300470300f00100150400b20000c80000ef0100' +
      '9000004f00005101005201005300005537006e00006f00007a03007d00007f5600890000fd0200fe1d09004326ac0044' +
      '000000b5000b00b600060042701f001800540046015d00ce4ec10080000f0f00f10000515400cd007404ab00d80f5022' +
      'ce00500000005400540000000000560001556800570000006000580000041f006800001113006d303330300071fffd8c' +
      '85008700000020008800000002008a000155f5008b0000b86000000001735ace3fc80000e3a7c01c71d7c2006900e311' +
      '005100fd072e1600010100160300470300f00100150400b20000c80000ef01009000004f000051010052010053000055' +
      '37006e00006f00007a03007d00007f5600890000fd0200fe2309004326ac0044000000b5000b00b60006004270150018' +
      '00540046015e00ce4ec10080000f0f00f10000515400cd007404ab00d80f5022e7005000000054005400000000005600' +
      '01556800570000006000580000041f006800001113006d303330300071fffd8c85008700000020008800000002008a00' +
      '0155f5008b0000b86000000001735ace3ffa0000e3a7c01c71d7c2006900e311005100fd072e16000101001603004703' +
      '00f00100150400b20000c80000ef01009000004f00005101005201005300005537006e00006f00007a03007d00007f56' +
      '00890000fd0300fe2309004326ac0044000000b5000b00b6000600427015001800540046015e00ce4ec10080000f0f00' +
      'f10000515400cd007404ab00d80f5022e700500000005400540000000000560001556800570000006000580000041f00' +
      '6800001113006d303330300071fffd8c85008700000020008800000002008a000155f5008b0000b86000040000eb85',
    expect: {
      kind: 'positions',
      ack: '00000004',
      records: 4,
      checks: [
        {
          index: 0,
          time: '2020-07-17T03:25:31.000Z',
          lat: 47.72256,
          lng: 1.49241,
          properties: {
            eventID: 253,
            gps: 1,
            ign: 1,
            gsm_signal: 4,
            mileage: 0.096,
            bump: 1,
            harsh: 2,
            status_engine: 1,
            accu: 28.713,
            accu_voltage: 28.713,
            gps_batt: 9.904,
            fuel: 0,
            fuel_sensor: 'can',
            canbus: 1,
          },
        },
        {
          index: 3,
          time: '2020-07-17T03:25:33.050Z',
          lat: 47.72228,
          lng: 1.49196,
          properties: {
            eventID: 253,
            gps: 1,
            ign: 1,
            gsm_signal: 4,
            mileage: 0.096,
            bump: 1,
            harsh: 3,
            status_engine: 1,
            accu: 28.693,
            accu_voltage: 28.693,
            gps_batt: 9.9,
            fuel: 0,
            fuel_sensor: 'can',
            canbus: 1,
          },
        },
      ],
    },
  },
  {
    name: 'Codec 8, three records, GNSS status without fix',
    hex:
      '00000000000000e708030000018293d62060000de1f6a62159767e00000000000000000b074504f00050041500c801ef' +
      '004f630342320043000344000001f100006019000000018291b0c790000de1f6a62159767e006e0144070000ef120745' +
      '03f00050051505c800ef004f0207b5000eb6000b423324180000ce00dc43001144000004c700000007f100006019cd00' +
      '03c7776300ea4e2e000000018291aff0b8000de1f91f21597405006f00f61300080012074503f00150051504c800ef01' +
      '4f0207b50009b600054236c1180008ce00dc43003f44000004c700000003f100006019cd0003c7776300ea4e27000300' +
      '00a48d',
    expect: {
      kind: 'positions',
      ack: '00000003',
      records: 3,
      checks: [
        {
          index: 0,
          time: '2022-08-12T20:54:20.000Z',
          lat: 55.95112,
          lng: 23.29125,
          properties: { eventID: 0, gps: 0, ign: 0, gsm_signal: 0, accu: 12.8, accu_voltage: 12.8, gps_batt: 0.003 },
        },
        {
          index: 2,
          time: '2022-08-12T10:53:23.000Z',
          lat: 55.95105,
          lng: 23.29132,
          properties: {
            eventID: 0,
            gps: 0,
            ign: 1,
            gsm_signal: 4,
            accu: 14.017,
            accu_voltage: 14.017,
            gps_batt: 0.063,
          },
        },
      ],
    },
  },
  {
    name: 'Codec 8, three records, DIN2 / DOUT1 / DOUT2',
    hex:
      '00000000000000da08030000017fcedf499600280431be0eded45d0038012d100000fa100901000200b300b400450150' +
      '0415034702fa00054232a1180000cd3b2fce281d43001f02c700000006f10000a029000000017fcedea9960028043207' +
      '0eded3dd00380046130009000f0801010200b300b400450150051502470205423276180009cd3b2fce281d43001f02c7' +
      '00000027f10000a0290000000179d50853180027f65d3f0ed67212001500f1110061000f0801010200b300b400450150' +
      '0515034702054234f4180061cd53d1ce28c043003e02c700000147f1000000290003000052cb',
    expect: {
      kind: 'positions',
      ack: '00000003',
      records: 3,
      checks: [
        {
          index: 0,
          time: '2022-03-28T04:53:34.230Z',
          lat: 24.94844,
          lng: 67.13635,
          properties: {
            eventID: 250,
            gps: 1,
            gsm_signal: 3,
            door1: 0,
            imb: 0,
            buzzer: 0,
            accu: 12.961,
            accu_voltage: 12.961,
            gps_batt: 0.031,
          },
        },
        {
          index: 2,
          time: '2021-06-04T03:19:23.160Z',
          lat: 24.89349,
          lng: 67.04572,
          properties: {
            eventID: 0,
            gps: 1,
            gsm_signal: 3,
            door1: 0,
            imb: 0,
            buzzer: 0,
            accu: 13.556,
            accu_voltage: 13.556,
            gps_batt: 0.062,
          },
        },
      ],
    },
  },
  {
    name: '8E, two records without fix',
    hex:
      '00000000000000b98e0200000179555c7bf8010b3a1cfbebc142b00000000000000000ec000f000900f00000150000c8' +
      '0000450200710100740001070100fa0000ec01000500b500000018000000430d560044000000190000000100f1000000' +
      '000000000000000179555c83c8010b3a1cfbebc142b0000000000000000185000f000900f00000150000c80000450200' +
      '710100740001070100fa00018511000500b500000018000000430d560044000000190000000100f10000000000000000' +
      '0200003251',
    expect: {
      kind: 'positions',
      ack: '00000002',
      records: 2,
      checks: [
        {
          index: 0,
          time: '2021-05-10T08:19:55.000Z',
          lat: -33.9656,
          lng: 18.83579,
          properties: { eventID: 236, gps: 0, gsm_signal: 0, gps_batt: 3.414 },
        },
        {
          index: 1,
          time: '2021-05-10T08:19:57.000Z',
          lat: -33.9656,
          lng: 18.83579,
          properties: { eventID: 389, gps: 0, gsm_signal: 0, gps_batt: 3.414 },
        },
      ],
    },
  },
  {
    name: '8E, NX elements VIN (256) and OBD trouble codes (281)',
    hex:
      '00000000000000a38e0100000178b11c9e1000040bbbc91f03190c002100e113001300000010000600ef0100f0010015' +
      '0300c800004501001e070005004237e00018000a00ce166200430f970024059f000300f10000665900c70000001e0010' +
      '0000a1b500000002010000115756315a5a5a32455a38363031353338380119002950303239392c50303637352c503036' +
      '37342c50303637322c50303637312c50303437312c50324241430100001ad8',
    expect: {
      kind: 'positions',
      ack: '00000001',
      records: 1,
      checks: [
        {
          index: 0,
          time: '2021-04-08T10:52:26.000Z',
          lat: 52.02967,
          lng: 6.78778,
          properties: {
            eventID: 0,
            gps: 1,
            ign: 1,
            gsm_signal: 3,
            mileage: 41.397,
            status_engine: 1,
            accu: 14.304,
            accu_voltage: 14.304,
            gps_batt: 3.991,
          },
        },
      ],
    },
  },
  {
    name: '8E, two records with an NX beacon element (id 385)',
    hex:
      '00000000000000858e0200000174431aadc100061d888f21000e8a0032002e0c00000181000100000000000000000001' +
      '0181001711210102030405060708090a0b0c0d0e0f10020b010ad000000174431a389100061d888f21000e8a0033002e' +
      '0d000001810001000000000000000000010181001711210102030405060708090a0b0c0d0e0f10020b010ad202000049' +
      '2b',
    expect: {
      kind: 'positions',
      ack: '00000002',
      records: 2,
      checks: [
        {
          index: 0,
          time: '2020-08-31T06:00:56.001Z',
          lat: 55.36518,
          lng: 10.25988,
          properties: { eventID: 385, gps: 1 },
        },
        {
          index: 1,
          time: '2020-08-31T06:00:26.001Z',
          lat: 55.36518,
          lng: 10.25988,
          properties: { eventID: 385, gps: 1 },
        },
      ],
    },
  },
  {
    name: 'Codec 13, text command; payload size disagrees with the packet and the CRC does not match (edited by hand)',
    hex: '000000000000001C0D01050000001056E924222347455420444154414F524445520D0A0100004990',
    expect: { kind: 'refused', reason: 'crc' },
    withRecomputedCrc: { kind: 'refused', reason: 'malformed' },
  },
  {
    name: 'Codec 13 documentation example (getinfo) with an 8-byte timestamp',
    hex: '00000000000000170D01050000000F0000016C0A81C320676574696E666F0100006855',
    expect: { kind: 'command-response', text: '0a81c320676574696e666f' },
  },
  {
    name: 'Codec 12 response, axle load text from a serial accessory',
    hex:
      '000000000000004f0c01060000004755555555777730362e343b30342e323b30302e303b30302e303b30302e303b3030' +
      '2e303b30302e303b30302e303b30312e333b30302e303b31302e373b30302e303b5353530d0a010000e371',
    expect: {
      kind: 'command-response',
      text: 'UUUUww06.4;04.2;00.0;00.0;00.0;00.0;00.0;00.0;01.3;00.0;10.7;00.0;SSS\r\n',
    },
  },
  {
    name: 'Codec 12 response, binary payload (Modbus reply)',
    hex: '00000000000000100C010600000008010300010015D5C5010000D988',
    expect: { kind: 'command-response', text: '010300010015d5c5' },
  },
  {
    name: 'Codec 8, odometer and unplug',
    hex:
      '000000000000004c08010000016818d500580009c28d9f1cb3757a00be00c60f0053000f06f0011503c80001011d00fc' +
      '0007423799180053cdf80dce426f430f88190bb8560bb802f100005aa110002887e000010000ee8d',
    expect: {
      kind: 'positions',
      ack: '00000001',
      records: 1,
      checks: [
        {
          index: 0,
          time: '2019-01-04T12:27:19.000Z',
          lat: 48.15231,
          lng: 16.37452,
          properties: {
            eventID: 0,
            gps: 1,
            gsm_signal: 3,
            mileage: 2656.224,
            dismantle: 0,
            accu: 14.233,
            accu_voltage: 14.233,
            gps_batt: 3.976,
          },
        },
      ],
    },
  },
  {
    name: '8E, OBD data, ignition off',
    hex:
      '00000000000000818e0100000166e368a510000f0d8b5b20961c35008d010308000000000014000900ef0000f0010050' +
      '0100150400c800004501001e00002500002900000a00b5000800b60007004230dc0018000000430fcb0044005f001103' +
      'de001200e50013001200240000000000000001010000113141314a433534343452373235323336370100005e99',
    expect: {
      kind: 'positions',
      ack: '00000001',
      records: 1,
      checks: [
        {
          index: 0,
          time: '2018-11-05T10:26:18.000Z',
          lat: 54.67085,
          lng: 25.25459,
          properties: {
            eventID: 0,
            gps: 1,
            ign: 0,
            gsm_signal: 4,
            status_engine: 0,
            accu: 12.508,
            accu_voltage: 12.508,
            gps_batt: 4.043,
          },
        },
      ],
    },
  },
  {
    name: 'Codec 16, two records; CRC does not match (values edited by hand)',
    hex:
      '000000000000009D10020000013feb55ff74000f0ea850209a690000AE00B90B00000000070A05000100000200000300' +
      '0004000120000200180000004601290200C700000000004C0000000001003E00000000000000000000015B198C749800' +
      '0F0DBC502095872F00AE00B90B00000000070A050001000002000003000004000120000200180000004601290200C700' +
      '000000004C0000000001003E000000000000000002000009A5',
    expect: { kind: 'refused', reason: 'crc' },
    withRecomputedCrc: {
      kind: 'positions',
      ack: '00000002',
      records: 2,
      checks: [
        {
          index: 0,
          time: '2013-07-17T06:34:09.140Z',
          lat: 54.69903,
          lng: 25.26188,
          properties: { eventID: 0, gps: 1, door1: 0, door2: 0 },
        },
        {
          index: 1,
          time: '2017-03-29T10:11:27.000Z',
          lat: 54.66704,
          lng: 25.25584,
          properties: { eventID: 0, gps: 1, door1: 0, door2: 0 },
        },
      ],
    },
  },
  {
    name: 'Codec 16, one record, IO ids above 255',
    hex:
      '000000000000009F100100000164D855401800D5E3B744EC11C762023B011A060000000007200A010000010500010600' +
      '010D00010E00010F00011600011700011800011F001301010000010700000108000001090000010A0000010B0000010C' +
      '000001100000011100000112000001130000011400000115000001190000011A0000011B0000011C0000011D0000011E' +
      '000003010200000000010300000000010400000000000100000D3B',
    expect: {
      kind: 'positions',
      ack: '00000001',
      records: 1,
      checks: [
        {
          index: 0,
          time: '2018-07-26T20:43:43.000Z',
          lat: -33.43792,
          lng: -70.64967,
          properties: { eventID: 0, gps: 1 },
        },
      ],
    },
  },
  {
    name: 'Codec 8 with edited IO ids; CRC does not match',
    hex:
      '000000000000008c08010000013feb55ff74000f0ea850209a690000940000120000001e09FD01FE2103000400160147' +
      '03f0001504c8000c0900730a00460b00501300464306d7440000b5000bb60007422e9f180000cd0386ce000107c70000' +
      '0000f10000601a46000001344800000bb84900000bb84a00000bb84c00000000024e0000000000000000cf0000000000' +
      '0000000100003fca',
    expect: { kind: 'refused', reason: 'crc' },
    withRecomputedCrc: {
      kind: 'positions',
      ack: '00000001',
      records: 1,
      checks: [
        {
          index: 0,
          time: '2013-07-17T06:34:09.140Z',
          lat: 54.69903,
          lng: 25.26188,
          properties: {
            eventID: 0,
            gps: 1,
            gsm_signal: 4,
            door2: 0,
            bump: 1,
            harsh: 1,
            accu: 11.935,
            accu_voltage: 11.935,
            gps_batt: 1.751,
          },
        },
      ],
    },
  },
  {
    name: 'Codec 8, CAN adapter data',
    hex:
      '00000000000000A708010000016269E7D9A8000A5A0F0A1CBF8F3300880046120000001C0801014F005100550F740073' +
      '007801790103430000440000426F980B540000000056000045275700000047580000022659000000005D000000006800' +
      '0003D07100007355870000000288000000008A000045270669584C5241534834336A30304731363538326B3600FFFFFF' +
      '0000008155412055414430308230303039383236368330303000000000000100008396',
    expect: {
      kind: 'positions',
      ack: '00000001',
      records: 1,
      checks: [
        {
          index: 0,
          time: '2018-03-28T00:00:25.000Z',
          lat: 48.23161,
          lng: 17.36743,
          properties: {
            eventID: 0,
            gps: 1,
            mileage: 0.071,
            status_engine: 1,
            accu: 28.568,
            accu_voltage: 28.568,
            gps_batt: 0,
            fuel: 0,
            fuel_sensor: 'can',
            canbus: 1,
          },
        },
      ],
    },
  },
  {
    name: 'Codec 8, no fix, DOUT1 / DOUT2',
    hex:
      '0000000000000035080100000161f37c50500020de5ba60ef11450000000000000000006040100b300b400ef00010900' +
      '2000014e0000000000000000010000be52',
    expect: {
      kind: 'positions',
      ack: '00000001',
      records: 1,
      checks: [
        {
          index: 0,
          time: '2018-03-05T00:07:46.000Z',
          lat: 25.06804,
          lng: 55.14434,
          properties: { eventID: 0, gps: 0, ign: 0, imb: 0, buzzer: 0 },
        },
      ],
    },
  },
  {
    name: 'Codec 8, DIN2 / DIN3, 2013 firmware',
    hex:
      '000000000000008c08010000013feb55ff74000f0ea850209a690000940000120000001e090100020003000400160147' +
      '03f0001504c8000c0900730a00460b00501300464306d7440000b5000bb60007422e9f180000cd0386ce000107c70000' +
      '0000f10000601a46000001344800000bb84900000bb84a00000bb84c00000000024e0000000000000000cf0000000000' +
      '0000000100003fca',
    expect: {
      kind: 'positions',
      ack: '00000001',
      records: 1,
      checks: [
        {
          index: 0,
          time: '2013-07-17T06:34:09.140Z',
          lat: 54.69903,
          lng: 25.26188,
          properties: {
            eventID: 0,
            gps: 1,
            gsm_signal: 4,
            door1: 0,
            door2: 0,
            accu: 11.935,
            accu_voltage: 11.935,
            gps_batt: 1.751,
          },
        },
      ],
    },
  },
  {
    name: 'Codec 8, fourteen records',
    hex:
      '0000000000000401080e0000015d12cc211000fadaf627186742f5000d0048080006000a040100f00150051500034231' +
      '8a430fe344000003c700000000f1000068b61000001b05000000015d12c6683800fadaf72118673f8200000000000000' +
      '0007030100f00050040342318a430fe344000001f1000068b6000000015d12bd407800fadaf72118673f820000000000' +
      '00000007030100f000500403423179430fe144000001f1000068b6000000015d12b414d000fadaf72118673f82000400' +
      '900c0000fa120a0100f00050051502080007010552090e6f4bfa000542316a430fe14400000600006202b203c7000023' +
      '28f1000068b61000001b05000000015d12b3074800fadaf2821867436a000400890d00170011090100f0015001150208' +
      '1007010553090e6f4d054231fb430fe14400000603ae6202a003c700002328f1000068b61000001b05000000015d12b2' +
      'ff7800fadaee89186747c60005009a0d001d0011090100f00150011502081b07010553090e6f4d05423125430fe14400' +
      '0006050862029e03c700002328f1000068b61000001b05000000015d12b2e42000fadae8cf18675e0a000300a60d0021' +
      '0011090101f00150011502082407030554090e6f4d0542310a430fe14400000606cf62029703c700002328f1000068b6' +
      '1000001b05000000015d12b2d48000fadae05818676a16000400930c00240011090100f0015001150208220701055409' +
      '0e6f4e05423738430fe144000006066a62029303c700002328f1000068b61000001b05000000015d12b2a1b800fadac3' +
      '3e18678e48000600940d00150011090101f00150051500081907030553090e6f4e054239cc430fe14400000607c66202' +
      '8603c700002328f1000000001000001b05000000015d12b29dd000fadac19d18678fc8000700820d00110011090100f0' +
      '0150051500081607030553090e6f4e054238c8430fe14400000606d962028503c700002328f1000000001000001b0500' +
      '0000015d12b299e800fadabfa9186790e3000700670d00110011090101f00150051500081407030553090e6f4e054231' +
      'e5430fe144000006060a62028403c700002328f1000000001000001b05000000015d12b2960000fadabd401867910400' +
      '0600510d00120011090101f00150051500081207030553090e6f4e054231ce430fe144000006057062028303c7000023' +
      '28f1000000001000001b05000000015d12b27aa800fadaa96518678b7c000600470d00120011090101f0015005150008' +
      '1807030551090e6f4e05423a70430fe144000006074462027c03c700002328f1000000001000001b05000000015d12b2' +
      '76c000fadaa73f18678ae60006003b0d000e0011090101f00150051500081607030551090e6f4e05423a5a430fe14400' +
      '000606b762027b03c700002328f1000000001000001b05000e000007a4',
    expect: {
      kind: 'positions',
      ack: '0000000e',
      records: 14,
      checks: [
        {
          index: 0,
          time: '2017-07-05T12:49:14.000Z',
          lat: 40.94205,
          lng: -8.63134,
          properties: {
            eventID: 0,
            gps: 1,
            gsm_signal: 0,
            mileage: 6.917,
            accu: 12.682,
            accu_voltage: 12.682,
            gps_batt: 4.067,
          },
        },
        {
          index: 13,
          time: '2017-07-05T12:21:12.000Z',
          lat: 40.94389,
          lng: -8.63336,
          properties: {
            eventID: 0,
            gps: 1,
            gsm_signal: 0,
            mileage: 6.917,
            accu: 14.938,
            accu_voltage: 14.938,
            gps_batt: 4.065,
          },
        },
      ],
    },
  },
  {
    name: 'Codec 8, eight records, Dallas temperature',
    hex:
      '00000000000002cb08080000015a71ccbec00002fc9bfc1e53a1e00016004cf80005001914150216056500ee00ef00f0' +
      '009d029e029f02a002a102a202a302a402a502a602020003000164d20003480100c6000ac500ce02c80000654ec70000' +
      '4ee8000000015a725aaac80002fc933c1e539d4000150049f80000001914150116056500ee00ef00f0009d029e029f02' +
      'a002a102a202a302a402a502a602020003000164d200034800f4c6000ac500ce02c80000654ec700004ee8000000015a' +
      '75a42c900002fc97d01e539640001d0008020000001914150016056500ee00ef00f0009d029e029f02a002a102a202a3' +
      '02a402a502a602020003000164d200034800f8c6000ac500ce02c80006ba5ac700004ee8000000015a75a440180002fc' +
      '931c1e539b60001d00b9020001001914150016056500ee00ef00f0009d029e029f02a002a102a202a302a402a502a602' +
      '020003000164d200034800fac6000ac500ce02c80006ba5ac700004ee8000000015a75a453a00002fc93601e539cc000' +
      '1d015d0c0000001914150016056500ee00ef00f0009d029e029f02a002a102a202a302a402a502a602020003000164d2' +
      '00034800f9c6000ac500ce02c80006ba5ac700004ee8000000015a75a467280002fc93801e539cc0001d013c0c000000' +
      '1914150016056500ee00ef00f0009d029e029f02a002a102a202a302a402a502a602020003000164d200034800f9c600' +
      '0ac500ce02c80006ba5ac700004ee8000000015a75a47ab00002fc92cc1e539c80001d00b00c00000019141500160565' +
      '00ee00ef00f0009d029e029f02a002a102a202a302a402a502a602020003000164d200034800f8c60004c5000a02c800' +
      '003085c70006ba5a000000015a75a48e380002fc92ec1e539c40001d00410c0000001914150116056500ee00ef00f000' +
      '9d029e029f02a002a102a202a302a402a502a602020003000164d200034800f8c6000ac500ce02c80000c83dc700004e' +
      'e800080000e0b2',
    expect: {
      kind: 'positions',
      ack: '00000008',
      records: 8,
      checks: [
        {
          index: 0,
          time: '2017-02-24T20:25:28.000Z',
          lat: 50.87974,
          lng: 5.01094,
          properties: { eventID: 0, gps: 1, ign: 0, gsm_signal: 2, door1: 0, door2: 0, temp: [25.6] },
        },
        {
          index: 7,
          time: '2017-02-25T14:20:03.000Z',
          lat: 50.8796,
          lng: 5.01071,
          properties: { eventID: 0, gps: 1, ign: 0, gsm_signal: 1, door1: 0, door2: 0, temp: [24.8] },
        },
      ],
    },
  },
  {
    name: 'Codec 8 with data field length 0 (length and CRC invalid)',
    hex:
      '0000000000000000080100000113fc208dff00209cca800f14f650006f00d60400040004030101150316030001460000' +
      '015d000100000000',
    expect: { kind: 'refused', reason: 'oversized' },
  },
  {
    name: 'Codec 8, four records, event 78',
    hex:
      '000000000000009f080400000159738f76b8012e13b796110ab27600d700000b00004e01000000014e00000000000000' +
      '0000000159738f6ee8012e13b796110ab27600d700000a00004e01000000014e01000b00791c179300000159738f6b00' +
      '012e13b796110ab27600d700000a00004e01000000014e000000000000000000000159738f5f48012e13b796110ab276' +
      '00d700000b00004e01000000014e01000b00791c17930400009671',
    expect: {
      kind: 'positions',
      ack: '00000004',
      records: 4,
      checks: [
        {
          index: 0,
          time: '2017-01-06T11:34:59.000Z',
          lat: 28.59137,
          lng: 77.30441,
          properties: { eventID: 78, gps: 1 },
        },
        {
          index: 3,
          time: '2017-01-06T11:34:53.000Z',
          lat: 28.59137,
          lng: 77.30441,
          properties: { eventID: 78, gps: 1 },
        },
      ],
    },
  },
  {
    name: 'Codec 12 response, AT command text from a serial accessory',
    hex:
      '00000000000000710c0106000000694154244d5347534e443d342c225354474234302c50522c33353636303130363032' +
      '36353035302c313630343232313531372c313630343232313531382c432c2b3032332e332c302c2b3032332e312c302c' +
      '4445414354492c302c4445414354492c302c312c30220d0a010000d8db',
    expect: {
      kind: 'command-response',
      text: 'AT$MSGSND=4,"STGB40,PR,356601060265050,1604221517,1604221518,C,+023.3,0,+023.1,0,DEACTI,0,DEACTI,0,1,0"\r\n',
    },
  },
  {
    name: 'GH3000 Codec 7, four records',
    hex:
      '0000000000000055070450aa14320201f00150aa17f3031f42332a4c4193d68c008d00020901f00150aa1b6a031f4233' +
      '83f54193624f009d00000a01f00150aa1c230fc01a0000552b040164f400dd00f0010143100c01050000000504000068' +
      '46',
    expect: { kind: 'skipped', ack: '00000004' },
  },
  {
    name: 'Codec 8, external voltage',
    hex:
      '000000000000003508010000014f8e016420002141bbaf0f4e96a7fffa0000120000000602010047030242669c920000' +
      '02c7000000009100000000000100002df3',
    expect: {
      kind: 'positions',
      ack: '00000001',
      records: 1,
      checks: [
        {
          index: 0,
          time: '2015-09-02T12:21:40.000Z',
          lat: 25.68086,
          lng: 55.7956,
          properties: { eventID: 0, gps: 1, accu: 26.268, accu_voltage: 26.268 },
        },
      ],
    },
  },
  {
    name: 'Codec 8, four records; capture two bytes shorter than its length field',
    hex:
      '00000000000000A7080400000113fc208dff000f14f650209cca80006f00d60400040004030101150316030001460000' +
      '015d0000000113fc17610b000f14ffe0209cc580006e00c00500010004030101150316010001460000015e0000000113' +
      'fc284945000f150f00209cd200009501080400000004030101150016030001460000015d0000000113fc267c5b000f15' +
      '0a50209cccc0009300680400000004030101150016030001460000015b00040000',
    expect: { kind: 'incomplete' },
  },
  {
    name: 'Codec 8, six records (FM4 series, 2013)',
    hex:
      '000000000000014708060000013e5a60a4cb003fa7b780fc424518004200000a000000090501010200b300b400f00003' +
      '4268a746011818000001c700000000000000013e5dc8ba28003fa7c080fc4246040001000005000000090501010200b3' +
      '00b400f001034268b44600ef18000001c700000000000000013e5dc90455003fa7b640fc424388003a0000070000f009' +
      '0501010200b300b400f000034268dc4600f718000001c70000001d000000013e5dc9d368003fa7b800fc424430004900' +
      '0004000000090501010200b300b400f001034267de46010718000001c700000000000000013e5dca311d003fa7b680fc' +
      '4243cc00420000070000f0090501010200b300b400f0000342685346010b18000001c700000000000000013e5dcfafe9' +
      '003fa7b600fc4242f0003d000008000000090501010200b300b400f0000342685246011918000001c700000000000600' +
      '000275',
    expect: {
      kind: 'positions',
      ack: '00000006',
      records: 6,
      checks: [
        {
          index: 0,
          time: '2013-04-30T09:58:03.211Z',
          lat: -6.27658,
          lng: 106.79561,
          properties: { eventID: 0, gps: 1, door1: 0, imb: 0, buzzer: 0, accu: 26.791, accu_voltage: 26.791 },
        },
        {
          index: 5,
          time: '2013-05-01T01:58:12.201Z',
          lat: -6.27664,
          lng: 106.79557,
          properties: { eventID: 0, gps: 1, door1: 0, imb: 0, buzzer: 0, accu: 26.706, accu_voltage: 26.706 },
        },
      ],
    },
  },
  {
    name: 'Codec 8, one record, battery voltage',
    hex:
      '000000000000002c08010000013eff8d6f9800173295002111f400008100ae0b0000000401010003090016432980422f' +
      '7200000100007a5d',
    expect: {
      kind: 'positions',
      ack: '00000001',
      records: 1,
      checks: [
        {
          index: 0,
          time: '2013-06-01T11:44:19.352Z',
          lat: 55.48247,
          lng: 38.91909,
          properties: { eventID: 0, gps: 1, accu: 12.146, accu_voltage: 12.146, gps_batt: 10.624 },
        },
      ],
    },
  },
  {
    name: 'GH3000 Codec 7, four records; capture one byte short',
    hex:
      '00000000000000c7070441bf9db00fff425adbd741ca6e1e009e1205070001030b160000601a02015e02000314006615' +
      '000a160067010500000ce441bf9d920fff425adbb141ca6fc900a2b218070001030b160000601a02015e020003140066' +
      '15000a160067010500000cc641bf9d740fff425adbee41ca739200b6c91e070001030b1f0000601a02015f0200031400' +
      '6615000a160066010500000ca841bf9cfc0fff425adba041ca70c100b93813070001030b1f0000601a02015f02000314' +
      '002315000a160025010500000c3004000000',
    expect: { kind: 'incomplete' },
  },
  {
    name: 'GH3000 Codec 7, two records',
    hex:
      '000000000000003107024c61410b013f4231c2c141d0beb9003d000005006483ff4c6140eb013f4231c2c141d0beb900' +
      '3d000005006483ff02000041df',
    expect: { kind: 'skipped', ack: '00000002' },
  },
  {
    name: 'Codec 8, movement and external voltage',
    hex:
      '000000000000002b080100000140d4e3ec6e000cc661d01674a5e0fffc00000900000004020100f00002423223180000' +
      '00000100007a04',
    expect: {
      kind: 'positions',
      ack: '00000001',
      records: 1,
      checks: [
        {
          index: 0,
          time: '2013-08-31T15:00:41.710Z',
          lat: 37.67434,
          lng: 21.43278,
          properties: { eventID: 0, gps: 1, accu: 12.835, accu_voltage: 12.835 },
        },
      ],
    },
  },
  {
    name: 'Codec 12 response, #FM2 text',
    hex:
      '000000000000002d0c01060000002523464d323d3236323033323736313732313339362c32363230332c30372e30322e' +
      '30350d0a0100009a2e',
    expect: { kind: 'command-response', text: '#FM2=262032761721396,26203,07.02.05\r\n' },
  },
  {
    name: 'Codec 8 whose length field claims far more bytes than the capture holds',
    hex: '00000000000000a608010000013f14a1d1ce000f0eb790209a778000ab010c0500000000000000000100003390',
    expect: { kind: 'incomplete' },
  },
  {
    name: 'Codec 8, ignition on, GSM signal 3',
    hex:
      '000000000000004508010000015eb70a86d00024089d4d21dee3860137005f12005f000e06ef01f00150011503c80045' +
      '0108b5000bb6000642382718005fcd057ace19d3430f57440000000001000002bf',
    expect: {
      kind: 'positions',
      ack: '00000001',
      records: 1,
      checks: [
        {
          index: 0,
          time: '2017-09-25T03:17:54.000Z',
          lat: 56.82554,
          lng: 60.45443,
          properties: {
            eventID: 0,
            gps: 1,
            ign: 1,
            gsm_signal: 3,
            accu: 14.375,
            accu_voltage: 14.375,
            gps_batt: 3.927,
          },
        },
      ],
    },
  },
  {
    name: 'Codec 8, ignition on, GSM signal 5',
    hex:
      '000000000000004a08010000015ebc1da508002411926621f15246010b00b913005e000f06ef01f00150011505c80045' +
      '0108b5000bb6000642381b18005ecd0318ce19cd430f5844000001f1000061a900010000c8e1',
    expect: {
      kind: 'positions',
      ack: '00000001',
      records: 1,
      checks: [
        {
          index: 0,
          time: '2017-09-26T02:56:53.000Z',
          lat: 56.94634,
          lng: 60.51314,
          properties: {
            eventID: 0,
            gps: 1,
            ign: 1,
            gsm_signal: 5,
            accu: 14.363,
            accu_voltage: 14.363,
            gps_batt: 3.928,
          },
        },
      ],
    },
  },
  {
    name: 'Keep-alive byte 0xFF',
    hex: 'ff',
    expect: { kind: 'ping' },
  },
  {
    name: '8E, FMB130 with EYE sensor temperature (id 10800)',
    hex:
      '00000000000000628e0100000193011f1ec8003fa9def2fc401ea4000d00000400000000000f000700ef0000f0000015' +
      '0500c8000045012a34492a3800000600b5001300b60011004230aa00430fb7004400002a30fb5d000200f10000c74200' +
      '100000014900000000010000fbff',
    expect: {
      kind: 'positions',
      ack: '00000001',
      records: 1,
      checks: [
        {
          index: 0,
          time: '2024-11-06T10:57:17.000Z',
          lat: -6.29067,
          lng: 106.80973,
          properties: {
            eventID: 0,
            gps: 1,
            ign: 0,
            gsm_signal: 5,
            mileage: 0.329,
            accu: 12.458,
            accu_voltage: 12.458,
            gps_batt: 4.023,
          },
        },
      ],
    },
  },
  {
    name: 'Codec 8 with the extra 16-byte group, eleven records without IO',
    hex:
      '0000000000000158080b0000015d4b4dc07a00d5dbd13eec04324e020e0000120000000000000000000000015d4b4cd5' +
      'e800d5dbd13eec04324e020e0000120000000000000000000000015d4b4beb8800d5dbd13eec04324e020e0000130000' +
      '000000000000000000015d4b4b012800d5dbd13eec04324e020e0000120000000000000000000000015d4b4a16c800d5' +
      'dbd13eec04324e020f0000110000000000000000000000015d4b492c6800d5dbd13eec04324e020f0000110000000000' +
      '000000000000015d4b48420800d5dbd13eec04324e020f0000120000000000000000000000015d4b4757a800d5dbd13e' +
      'ec04324e020f00000f0000000000000000000000015d4b466d4800d5dbd13eec04324e020f0000100000000000000000' +
      '000000015d4b4582e800d5dbd13eec04324e020f0000110000000000000000000000015d4b44988800d5dbd13eec0432' +
      '4e020f0000110000000000000000000b0000ec10',
    expect: {
      kind: 'positions',
      ack: '0000000b',
      records: 11,
      checks: [
        {
          index: 0,
          time: '2017-07-16T12:09:33.050Z',
          lat: -33.52693,
          lng: -70.70143,
          properties: { eventID: 0, gps: 1 },
        },
        {
          index: 10,
          time: '2017-07-16T11:59:33.000Z',
          lat: -33.52693,
          lng: -70.70143,
          properties: { eventID: 0, gps: 1 },
        },
      ],
    },
  },
  {
    name: 'Codec 8 with the extra 16-byte group, eleven records, DIN / crash data',
    hex:
      '00000000000003b5080b0000015ab5642a8800d5db1769ec01d70a020a00e3040004000e050101020003000400600006' +
      '0900100a00010b0000130000422f1318000302c700000000f7000000000001cb00000000000000000000000000000000' +
      '0000015ab5642e7000d5db178aec01d6d6020a0070040003000e0501010200030004006000060900100a00000b000013' +
      '0000422f1318000302c700000000f7000000000001cb000000000000000000000000000000000000015ab567050000d5' +
      'db1805ec01da3c02060101040006000e05010102000300040060000609000f0a00010b0000130000422f0c18000302c7' +
      '00000046f7000000000001cb000000000000000000000000000000000000015ab56708e800d5db1723ec01d9ec020600' +
      'e5040006000e05010102000300040060000609000f0a00010b0000130000422f1018000502c700000003f70000000000' +
      '01cb000000000000000000000000000000000000015ab5685cc000d5db20f7ec01d8fa02080033050007000e05010102' +
      '000300040060000609000f0a00010b0000130000422f0a18000502c700000030f7000000000001cb0000000000000000' +
      '00000000000000000000015ab5693b6800d5db2367ec01d9430211011b040006000e0501010200030004006000060900' +
      '0f0a00010b0000130000422f0c18000302c700000027f7000000000001cb000000000000000000000000000000000000' +
      '015ab569433800d5db1fb2ec01d9310211008b040006000e0501010200030004006000060900110a00000b0000130000' +
      '422f1318000402c700000009f7000000000001cb000000000000000000000000000000000000015ab56a0e5800d5db22' +
      'a2ec01da5502100041050007000e05010102000300040060000609000f0a00000b0000130000422f1118000602c70000' +
      '000ef7000000000001cb000000000000000000000000000000000000015ab56a700000d5db2afcec01ddb2020a001205' +
      '0008000e05010102000300040060000609000e0a00000b0000130000422f0918000502c700000026f7000000000001cb' +
      '000000000000000000000000000000000000015ab56a73e800d5db2ad8ec01de65020a014e050008000e050101020003' +
      '00040060000609000f0a00010b0000130000422f0818000702c700000002f7000000000001cb00000000000000000000' +
      '0000000000000000015ab56a7bb800d5db2971ec01e00e020a013f040008000e0501010200030004006000060900100a' +
      '00020b0000130000422f0b18000802c700000004f7000000000001cb000000000000000000000000000000000b00007c' +
      '5f',
    expect: {
      kind: 'positions',
      ack: '0000000b',
      records: 11,
      checks: [
        {
          index: 0,
          time: '2017-03-09T23:25:25.000Z',
          lat: -33.54237,
          lng: -70.70619,
          properties: { eventID: 0, gps: 1, door1: 0, door2: 0, bump: 0, accu: 12.051, accu_voltage: 12.051 },
        },
        {
          index: 10,
          time: '2017-03-09T23:32:19.000Z',
          lat: -33.54214,
          lng: -70.70573,
          properties: { eventID: 0, gps: 1, door1: 0, door2: 0, bump: 0, accu: 12.043, accu_voltage: 12.043 },
        },
      ],
    },
  },
  {
    name: 'Codec 12 camera message: photo announcement (type 0x0D)',
    hex: '00000000000000090c010D00000001000100000CD8',
    expect: { kind: 'skipped', ack: null },
  },
  {
    name: 'Codec 12 camera message: photo size; CRC does not match',
    hex: '000000000000000D0c010D0000000501598493ED01000018B2',
    expect: { kind: 'refused', reason: 'crc' },
    withRecomputedCrc: { kind: 'skipped', ack: null },
  },
  {
    name: 'Codec 12 camera message: a 2 KB photo chunk; CRC does not match',
    hex:
      '00000000000008130c010d0000080b02598493ED000000000800ffd8ffe000104a46494600010201006000600000ffdb' +
      '008400020202020202020202020202020202040302020202050404030406050606060506060607090806070907060608' +
      '0b08090a0a0a0a0a06080b0c0b0a0c090a0a0a01020202020202050303050a0706070a0a0a0a0a0a0a0a0a0a0a0a0a0a' +
      '0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0affc401a20000010501010101' +
      '010100000000000000000102030405060708090a0b010003010101010101010101000000000000010203040506070809' +
      '0a0b100002010303020403050504040000017d01020300041105122131410613516107227114328191a1082342b1c115' +
      '52d1f02433627282090a161718191a25262728292a3435363738393a434445464748494a535455565758595a63646566' +
      '6768696a737475767778797a838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2' +
      'c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9fa1100020102040403040705' +
      '040400010277000102031104052131061241510761711322328108144291a1b1c109233352f0156272d10a162434e125' +
      'f11718191a262728292a35363738393a434445464748494a535455565758595a636465666768696a737475767778797a' +
      '82838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4' +
      'd5d6d7d8d9dae2e3e4e5e6e7e8e9eaf2f3f4f5f6f7f8f9faffc000110801e002d003012200021101031101ffdd000400' +
      '54ffda000c03010002110311003f00fc918d555b0c0007a8cd4e3054a8c807a64540a32d900f07e626ac2fce0f401471' +
      '8ae652ba68e87ef222238da4f20f415226d00823a838045210149cf24fbd30305c31391cf18a52574269ad2c49b9be51' +
      '8c60d4dbb0194003232323b542092509e840c0a9304120e4827068924e5a8db761a0971b402011c1229ea02608f5ebeb' +
      '4a09fba00001eb520552a001c83d09a1493d1149a48455009dc4020f029f210a98079a52a32a091b8f24d23042c41c93' +
      'fc38a517a89b6f61b19dc371c923a1a9631f2b8639c1e326a280124ae0804fe55232153819c93924d17698452488c079' +
      '380792dc1c5491a80e10825327f3a7b60052a36e4f069e9d77b1c053d4d24d3634aeee3769f31890060f03da9f364c60' +
      '29cee5e09a7125db790013d69a49200000eb4ecbd0a5749d86a10ab1a827716c64d3d57639181ce4e29c880216246e43' +
      'c12296360e0c8c4865e9c76a7169bb762534da18b1b3fdfc003a0a951004236e5b77ca49a8959c48a013f33723daa746' +
      '04c84f0a0e011d8d36d27a83936c67987718c819cf20fa54ae018f6648048c0c74a810b1901009603a9ed53005958900' +
      '943920f7a9d131deeb41854064519c01c934e000914124865e49a7901ca903af63da918a96418c91c311495a49836e43' +
      '8f240ebb4fcbf4a7a16219828000232691f3953c023a01446e49008da83ef0f5a6acb71249a41b4642331e0f5a7b8023' +
      '193f311c81e94e5da496750016ea476a64b2050495279f9463b51aa2ac86a200c1412081c9a9810d2384206178c1a8d0' +
      '10a1ca92d8fc853e37551900167079a4db6ef70bc799362f963682c3073dfbd2e49508848e7e6a79264894e303390054' +
      '3138569093b8b82001d8d5dd2d985d262801880bcaaf1c1ef52b92c91c600c27041f4a6292acaa9c0c724fad293f3161' +
      '938eb93509b6f713695d844586e00e060e38a72260b9e8aab9247a546a30c40242b8e07a54b9fbca092ae3814ee9ec4a' +
      'b45a60c140c81b8b918149b0b2ba3120eee707a5354b052554e54f04f6a7a9561b413bcb0249345d25a17a5ee3c81e5a' +
      '804860723029502bec2fdb8201ea69db39c90403f74fb5359580057ef6780294527aafe98ad1487ae017278dab900d47' +
      '390c8072188f978ef52e0b48c41fbc3048a6381bd41390a791449a6c4af263f0ab124472485cb0f53532c8137a672719' +
      '3c77a81582caace7200e38a7be7cc9b6a819192cc78a77567b84795a240ac0463000232e734b127254fde4078a7021d2' +
      '2232d82371f4a69251caa900b3e4367b526928bbf512516eec91103204271d720fd6a605427cbc04e066aaa615d48248' +
      '3d81ef53306024503049c939e94dd96a55d5c6c6518b316e431c71d6a78c99033138c1f947ad5451f3aae7193f301eb5' +
      'ad02a44c430071cb023a524d3d413e87b0e829245f0f3c73242e229e4f095e209ca062a1e278fa3023a39edeb5f13ce1' +
      '44ae01dc3770718afb5bc3e88fe0bf1c1b8252de4f09de9322a92630b113b801d4fe07815f155cb0695982ed19e00ace' +
      'ed55934fa47ff6ef989abc48c0cf23800f5cd3d4f24e38238a8949c00304e79a901e7a678a1b5ad898b492255c024824' +
      'e48e2a55272307041a8548c01d077352a9c923ae2a559bd4a6d264c0e060f04f7a9800001ebd6a01b7007383d2a75008' +
      '039a4d3be80f995c82f0916f290707674f5aa5e1c19b9949e3e4e3f3ab97b9fb34a31c05e9557c3a019a50724003b576' +
      '615e8ccab5940ee62c123af5e302aeaf0463a8355225276e3a0ee2ad82474e83b115d8d7bda9cea4921aec76b678c83d' +
      '6a9d9f319c1c658f22adc9cab6464e0e00aab60018723b93835c59838ac3dcebc124f106cdaa8dcbcf39afa13e0fc65b' +
      '5e848c83b3e519ef91fe35f3f5a801973d8f15f48fc148fcdf10da2f003ca8a491dcbafaf7e2be2f3549e1a4bb9f4749' +
      '28c6ecfdd5d1a309a7d928fe1b68c0c7fbb5d1c28db01c77ac7d3d156de054185f2d76fd315d25a85d801e7938cd7d26' +
      '09bf6d7f53e66ac7f77a010000b7cd',
    expect: { kind: 'refused', reason: 'crc' },
    withRecomputedCrc: { kind: 'skipped', ack: null },
  },
];
