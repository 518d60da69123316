// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { HistoryResult } from '@armada/domain';
import { toGpx, toKml, xmlText, type RouteFileNames } from './routeFiles';

const result: HistoryResult = {
  imei: '350000000000001',
  vehicle_name: 'Truck <1> & "Co"',
  vehicle_number: 'B 1 AB',
  start: '2026-05-01T00:00:00.000Z',
  end: '2026-05-01T02:00:00.000Z',
  positions: [
    { time: '2026-05-01T00:00:00.000Z', lat: -6.2, lng: 106.8, speed: 0, head: 0, ign: 1 },
    { time: '2026-05-01T00:01:00.000Z', lat: -6.21, lng: 106.81, speed: 40, head: 90, ign: 1 },
    { time: '2026-05-01T00:30:00.000Z', lat: -6.22, lng: 106.82, speed: 0, head: 90, ign: 0 },
  ],
  thinned: false,
  stops: [
    {
      start: '2026-05-01T00:30:00.000Z',
      end: '2026-05-01T01:00:00.000Z',
      duration: 1800,
      lat: -6.22,
      lng: 106.82,
      kind: 'parked',
    },
  ],
  events: [],
  summary: { distance_km: 3, max_speed: 40, driving_seconds: 1740, stop_count: 1, total_positions: 3 },
};

// A name with every character XML must escape, and a control character XML cannot hold at all.
const names: RouteFileNames = {
  track: `${result.vehicle_name}\u0007 ' 駐車`,
  stop: (stop) => ({ name: 'Parked <&>', description: `${stop.start} – ${stop.end}` }),
};

const parse = (xml: string) => {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
};

describe('route files', () => {
  it('writes GPX 1.1 with a track point and its time for every position', () => {
    const gpx = parse(toGpx(result, names));
    expect(gpx.documentElement.getAttribute('version')).toBe('1.1');
    expect(gpx.documentElement.namespaceURI).toBe('http://www.topografix.com/GPX/1/1');
    const points = [...gpx.getElementsByTagName('trkpt')];
    expect(points.map((p) => [Number(p.getAttribute('lat')), Number(p.getAttribute('lon'))])).toEqual(
      result.positions.map((p) => [p.lat, p.lng]),
    );
    expect(points.map((p) => p.getElementsByTagName('time')[0]?.textContent)).toEqual(
      result.positions.map((p) => p.time),
    );
    expect(gpx.getElementsByTagName('trk')[0]?.getElementsByTagName('name')[0]?.textContent).toBe(
      `Truck <1> & "Co" ' 駐車`,
    );
    expect(gpx.getElementsByTagName('wpt')[0]?.getElementsByTagName('name')[0]?.textContent).toBe('Parked <&>');
  });

  it('writes KML with the route as a LineString and a placemark per stop', () => {
    const kml = parse(toKml(result, names));
    const line = kml.getElementsByTagName('LineString')[0]?.getElementsByTagName('coordinates')[0]?.textContent;
    expect(line?.split(' ').map((pair) => pair.split(',').map(Number))).toEqual(
      result.positions.map((p) => [p.lng, p.lat]),
    );
    const points = [...kml.getElementsByTagName('Point')];
    expect(points.map((p) => p.textContent)).toEqual(['106.82,-6.22']);
    expect(kml.getElementsByTagName('begin')[0]?.textContent).toBe(result.stops[0]?.start);
    expect(kml.getElementsByTagName('Placemark')).toHaveLength(1 + result.stops.length);
  });

  it('escapes markup and drops characters XML cannot hold', () => {
    expect(xmlText(`a<b>&"c'\u0000\uD800`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
    expect(xmlText('😀 ok')).toBe('😀 ok');
  });
});
