import { writeFileSync } from 'node:fs';
import { zxyToTileId } from 'pmtiles';

/**
 * A small PMTiles v3 basemap for tests: for each zoom 0-14, the tile holding `center` with the layers the
 * Protomaps style draws, `earth` (land over the whole tile), `roads` (a major road and a highway through
 * the centre) and `places` (a town), as Mapbox Vector Tiles. Uncompressed, so a test can find a tile's bytes in the file.
 */
export type BasemapFixture = { bytes: Uint8Array; tiles: { z: number; x: number; y: number; offset: number }[] };

const EXTENT = 4096;
/** The one town of the fixture, labelled beside the centre. */
export const PLACE_NAME = 'Karawang';
const MAX_ZOOM = 14;
const HEADER_BYTES = 127;

/** Protocol Buffers, only what a vector tile and nothing more needs: varints and length-delimited fields. */
class ProtoWriter {
  private bytes: number[] = [];
  varint(value: number): this {
    let rest = value;
    while (rest >= 0x80) {
      this.bytes.push((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    this.bytes.push(rest);
    return this;
  }
  uint(field: number, value: number): this {
    return this.varint(field * 8).varint(value);
  }
  message(field: number, body: Uint8Array): this {
    this.varint(field * 8 + 2).varint(body.length);
    this.bytes.push(...body);
    return this;
  }
  string(field: number, text: string): this {
    return this.message(field, new TextEncoder().encode(text));
  }
  packed(field: number, values: number[]): this {
    const body = new ProtoWriter();
    values.forEach((value) => body.varint(value));
    return this.message(field, body.finish());
  }
  finish(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

const zigzag = (n: number) => (n < 0 ? -2 * n - 1 : 2 * n);
const command = (id: number, count: number) => (id & 7) | (count << 3);

/** MoveTo the first point, LineTo the rest (deltas, zigzag), ClosePath for a ring. */
function geometry(points: [number, number][], ring: boolean): number[] {
  const out: number[] = [];
  let [px, py] = [0, 0];
  points.forEach(([x, y], i) => {
    if (i === 0) out.push(command(1, 1));
    if (i === 1) out.push(command(2, points.length - 1));
    out.push(zigzag(x - px), zigzag(y - py));
    [px, py] = [x, y];
  });
  if (ring) out.push(command(7, 1));
  return out;
}

type Feature = { type: 1 | 2 | 3; points: [number, number][]; properties?: Record<string, string | number> };

/** A layer's features, their properties as indexes into the layer's key and value lists. */
function layer(name: string, features: Feature[]): Uint8Array {
  const keys: string[] = [];
  const values: (string | number)[] = [];
  const indexOf = <T>(list: T[], item: T): number => {
    if (!list.includes(item)) list.push(item);
    return list.indexOf(item);
  };
  const out = new ProtoWriter().uint(15, 2).string(1, name);
  features.forEach((feature, id) => {
    const body = new ProtoWriter().uint(1, id + 1);
    const tags = Object.entries(feature.properties ?? {}).flatMap(([key, value]) => [
      indexOf(keys, key),
      indexOf(values, value),
    ]);
    if (tags.length > 0) body.packed(2, tags);
    body.uint(3, feature.type).packed(4, geometry(feature.points, feature.type === 3));
    out.message(2, body.finish());
  });
  keys.forEach((key) => out.string(3, key));
  // Value: string_value = 1, uint_value = 5.
  values.forEach((value) =>
    out.message(
      4,
      typeof value === 'string'
        ? new ProtoWriter().string(1, value).finish()
        : new ProtoWriter().uint(5, value).finish(),
    ),
  );
  return out.uint(5, EXTENT).finish();
}

const worldX = (lon: number, z: number) => ((lon + 180) / 360) * 2 ** z;
const worldY = (lat: number, z: number) => {
  const rad = (lat * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** z;
};

/** The vector tile (z, x, y): land over it all, the two roads as lines 0.05° either side of the centre. */
function vectorTile(z: number, x: number, y: number, [lon, lat]: [number, number]): Uint8Array {
  const local = (plon: number, plat: number): [number, number] => [
    Math.round((worldX(plon, z) - x) * EXTENT),
    Math.round((worldY(plat, z) - y) * EXTENT),
  ];
  const buffer = 64;
  const land: [number, number][] = [
    [-buffer, -buffer],
    [EXTENT + buffer, -buffer],
    [EXTENT + buffer, EXTENT + buffer],
    [-buffer, EXTENT + buffer],
  ];
  const d = 0.05;
  const roads: Feature[] = [
    {
      type: 2,
      properties: { kind: 'major_road' },
      points: [local(lon - d, lat - d / 2), local(lon, lat), local(lon + d, lat + d / 2)],
    },
    {
      type: 2,
      properties: { kind: 'highway' },
      points: [local(lon - d / 2, lat + d), local(lon, lat), local(lon + d / 3, lat - d)],
    },
  ];
  const town: Feature = {
    type: 1,
    properties: { kind: 'locality', name: PLACE_NAME, min_zoom: 6, population_rank: 12 },
    points: [local(lon + d / 4, lat + d / 4)],
  };
  return new ProtoWriter()
    .message(3, layer('earth', [{ type: 3, points: land }]))
    .message(3, layer('roads', roads))
    .message(3, layer('places', [town]))
    .finish();
}

/** A directory (PMTiles v3): count, tile id deltas, run lengths, lengths, offsets (0: right after the last). */
function directory(entries: { tileId: number; offset: number; length: number }[]): Uint8Array {
  const out = new ProtoWriter().varint(entries.length);
  entries.forEach((entry, i) => out.varint(entry.tileId - (entries[i - 1]?.tileId ?? 0)));
  entries.forEach(() => out.varint(1));
  entries.forEach((entry) => out.varint(entry.length));
  entries.forEach((entry, i) => {
    const previous = entries[i - 1];
    out.varint(previous && previous.offset + previous.length === entry.offset ? 0 : entry.offset + 1);
  });
  return out.finish();
}

function header(fields: {
  rootLength: number;
  metadataLength: number;
  dataLength: number;
  tiles: number;
  center: [number, number];
}): Uint8Array {
  const bytes = new Uint8Array(HEADER_BYTES);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode('PMTiles'), 0);
  bytes[7] = 3;
  const u64 = (at: number, value: number) => view.setBigUint64(at, BigInt(value), true);
  const e7 = (at: number, degrees: number) => view.setInt32(at, Math.round(degrees * 1e7), true);
  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + fields.rootLength;
  const dataOffset = metadataOffset + fields.metadataLength;
  u64(8, rootOffset);
  u64(16, fields.rootLength);
  u64(24, metadataOffset);
  u64(32, fields.metadataLength);
  u64(40, dataOffset + fields.dataLength); // no leaf directories: offset at the end, length 0
  u64(48, 0);
  u64(56, dataOffset);
  u64(64, fields.dataLength);
  u64(72, fields.tiles);
  u64(80, fields.tiles);
  u64(88, fields.tiles);
  bytes.set([1, 1, 1, 1, 0, MAX_ZOOM], 96); // clustered; internal and tile compression none; MVT; zooms 0-14
  const [lon, lat] = fields.center;
  e7(102, lon - 1);
  e7(106, lat - 1);
  e7(110, lon + 1);
  e7(114, lat + 1);
  bytes[118] = 12;
  e7(119, lon);
  e7(123, lat);
  return bytes;
}

/** The fixture file's bytes, and where each tile's data starts in it. */
export function basemapFixture(center: [number, number]): BasemapFixture {
  const tiles = Array.from({ length: MAX_ZOOM + 1 }, (_, z) => {
    const x = Math.floor(worldX(center[0], z));
    const y = Math.floor(worldY(center[1], z));
    return { z, x, y, data: vectorTile(z, x, y, center) };
  });
  let offset = 0;
  const entries = tiles.map(({ z, x, y, data }) => {
    const entry = { tileId: zxyToTileId(z, x, y), offset, length: data.length };
    offset += data.length;
    return entry;
  });
  const root = directory(entries);
  const metadata = new TextEncoder().encode(
    JSON.stringify({ name: 'armada-test', vector_layers: [{ id: 'earth' }, { id: 'roads' }, { id: 'places' }] }),
  );
  const head = header({
    rootLength: root.length,
    metadataLength: metadata.length,
    dataLength: offset,
    tiles: tiles.length,
    center,
  });
  const bytes = new Uint8Array(head.length + root.length + metadata.length + offset);
  const dataStart = head.length + root.length + metadata.length;
  bytes.set(head, 0);
  bytes.set(root, head.length);
  bytes.set(metadata, head.length + root.length);
  tiles.forEach((tile, i) => bytes.set(tile.data, dataStart + (entries[i]?.offset ?? 0)));
  return {
    bytes,
    tiles: tiles.map(({ z, x, y }, i) => ({ z, x, y, offset: dataStart + (entries[i]?.offset ?? 0) })),
  };
}

/** Writes the fixture to `path` (for a server started with MAP_PMTILES_PATH). */
export function writeBasemapFixture(path: string, center: [number, number]): BasemapFixture {
  const fixture = basemapFixture(center);
  writeFileSync(path, fixture.bytes);
  return fixture;
}
