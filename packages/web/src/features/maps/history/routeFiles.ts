import type { HistoryResult, HistoryStop } from '@armada/domain';

/** Whether XML 1.0 may hold a character: not control characters other than tab and line breaks, nor lone surrogates. */
const inXml = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  code >= 0x10000;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an XML element or attribute. */
export const xmlText = (text: string): string =>
  Array.from(text)
    .filter((c) => inXml(c.codePointAt(0) ?? 0))
    .join('')
    .replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** What the files call the track and its stops, in the user's language. */
export type RouteFileNames = {
  /** The track: the vehicle and the period. */
  track: string;
  stop: (stop: HistoryStop) => { name: string; description: string };
};

/** GPX 1.1: the stops as waypoints, then the track, one point per position with its time. */
export function toGpx(result: HistoryResult, names: RouteFileNames): string {
  const waypoints = result.stops.map((stop) => {
    const { name, description } = names.stop(stop);
    return `<wpt lat="${stop.lat}" lon="${stop.lng}"><time>${stop.start}</time><name>${xmlText(name)}</name><desc>${xmlText(description)}</desc></wpt>`;
  });
  const points = result.positions.map((p) => `<trkpt lat="${p.lat}" lon="${p.lng}"><time>${p.time}</time></trkpt>`);
  return [
    XML_DECLARATION,
    '<gpx version="1.1" creator="Armada" xmlns="http://www.topografix.com/GPX/1/1">',
    `<metadata><name>${xmlText(names.track)}</name><time>${result.start}</time></metadata>`,
    ...waypoints,
    `<trk><name>${xmlText(names.track)}</name><trkseg>`,
    ...points,
    '</trkseg></trk>',
    '</gpx>',
    '',
  ].join('\n');
}

/** KML 2.2: the route as a LineString, each stop a placemark with its time span. */
export function toKml(result: HistoryResult, names: RouteFileNames): string {
  const line = result.positions.map((p) => `${p.lng},${p.lat}`).join(' ');
  const stops = result.stops.map((stop) => {
    const { name, description } = names.stop(stop);
    return [
      `<Placemark><name>${xmlText(name)}</name><description>${xmlText(description)}</description>`,
      `<TimeSpan><begin>${stop.start}</begin><end>${stop.end}</end></TimeSpan>`,
      `<Point><coordinates>${stop.lng},${stop.lat}</coordinates></Point></Placemark>`,
    ].join('');
  });
  return [
    XML_DECLARATION,
    '<kml xmlns="http://www.opengis.net/kml/2.2"><Document>',
    `<name>${xmlText(names.track)}</name>`,
    `<Placemark><name>${xmlText(names.track)}</name><LineString><tessellate>1</tessellate><coordinates>${line}</coordinates></LineString></Placemark>`,
    ...stops,
    '</Document></kml>',
    '',
  ].join('\n');
}
