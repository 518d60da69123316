import { CLUSTER_LAYER, TRUCK_HIT_LAYERS } from '../truckLayers';

/** The trucks' clickable layers: a click on a truck is the truck's, not the geofence's under it. */
export const TRUCK_LAYERS: readonly string[] = [CLUSTER_LAYER, ...TRUCK_HIT_LAYERS];
