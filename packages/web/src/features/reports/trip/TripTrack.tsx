import { useEffect, useMemo } from 'react';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { useHistory } from '../../maps/history/historyApi';
import { fitRoute } from '../../maps/history/followCamera';
import { emptySource, historyLayers, ROUTE_SOURCE, routeData } from '../../maps/history/historyLayers';
import { trackPeriod, type TrackSpan } from './trackPeriod';

export type TripTrackProps = {
  map: MapLibreMap;
  trip: TrackSpan | null;
  /** Minutes of track drawn before the start and after the end (a tow's or crash's surroundings). */
  marginMinutes?: number;
};

// The playback's route line and its casing; the trip needs no truck, stops or events.
const ROUTE_LAYERS = historyLayers.filter((layer) => 'source' in layer && layer.source === ROUTE_SOURCE);
const NO_INSET = { right: 0, bottom: 0 };
const EMPTY = { type: 'FeatureCollection' as const, features: [] };

/** Draws the selected trip's track (the history of its vehicle from its start to its end, widened by the margin) and frames it. */
export function TripTrack({ map, trip, marginMinutes = 0 }: TripTrackProps) {
  const period = useMemo(() => (trip ? trackPeriod(trip, marginMinutes) : null), [trip, marginMinutes]);
  const history = useHistory(trip?.imei ?? '', period);

  useEffect(() => {
    if (!map.getSource(ROUTE_SOURCE)) map.addSource(ROUTE_SOURCE, emptySource());
    ROUTE_LAYERS.forEach((layer) => map.getLayer(layer.id) ?? map.addLayer(layer));
    return () => {
      // The map may be gone already when the page unmounts.
      if (!map.style) return;
      [...ROUTE_LAYERS].reverse().forEach((layer) => map.getLayer(layer.id) && map.removeLayer(layer.id));
      if (map.getSource(ROUTE_SOURCE)) map.removeSource(ROUTE_SOURCE);
    };
  }, [map]);

  const result = trip ? history.data : undefined;
  useEffect(() => {
    map.getSource<GeoJSONSource>(ROUTE_SOURCE)?.setData(result ? routeData(result) : EMPTY);
    if (result) fitRoute(map, result, NO_INSET);
  }, [map, result]);

  return null;
}
