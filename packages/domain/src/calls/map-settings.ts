import { Type, type Static } from '@sinclair/typebox';
import { Closed, literals } from './contract.js';

/** Per-user map settings (spec document 2 sections 3 and 9) and the calls that read and save them. */

/** How a truck is drawn: a top-down truck, a heading arrow, or a dot (with an arrow when moving). */
export const MARKER_ICONS = ['Truck', 'Arrow', 'Dot'] as const;
export type MarkerIcon = (typeof MARKER_ICONS)[number];

export const MARKER_SIZES = ['Small', 'Normal', 'Large'] as const;
export type MarkerSize = (typeof MARKER_SIZES)[number];

/** The truck icon's box in CSS pixels; Normal is the spec's 24 by 62, the others scale it by 2/3 and 4/3. */
export const MARKER_SIZE_PX: Readonly<Record<MarkerSize, { width: number; height: number }>> = {
  Small: { width: 16, height: 41 },
  Normal: { width: 24, height: 62 },
  Large: { width: 32, height: 83 },
};

/** Scale of a size against Normal, for the icons drawn once at Normal. */
export const markerScale = (size: MarkerSize): number => MARKER_SIZE_PX[size].width / MARKER_SIZE_PX.Normal.width;

export type MapSettings = {
  tooltip_status: boolean;
  cluster_status: boolean;
  marker_icon: MarkerIcon;
  marker_size: MarkerSize;
};

/** Spec "Map defaults: tooltip on, cluster on, icon 'Truck', size 'Normal'". */
export const DEFAULT_MAP_SETTINGS: Readonly<MapSettings> = {
  tooltip_status: true,
  cluster_status: true,
  marker_icon: 'Truck',
  marker_size: 'Normal',
};

/** One of a list, as `enum`: a wrong value gets one clear error ("must be equal to one of the allowed values"). */
export const MapSettingsView = Closed({
  tooltip_status: Type.Boolean(),
  cluster_status: Type.Boolean(),
  marker_icon: literals(MARKER_ICONS),
  marker_size: literals(MARKER_SIZES),
  /** When the user last saved them; null while the defaults apply. */
  updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type MapSettingsView = Static<typeof MapSettingsView>;

/** The form body of edit_device_setting: any of the four; what is left out keeps its saved value. */
export const MapSettingsEdit = Closed({
  tooltip_status: Type.Optional(Type.Boolean()),
  cluster_status: Type.Optional(Type.Boolean()),
  marker_icon: Type.Optional(literals(MARKER_ICONS)),
  marker_size: Type.Optional(literals(MARKER_SIZES)),
});
export type MapSettingsEdit = Static<typeof MapSettingsEdit>;

type EditBody = { tooltip_status?: boolean; cluster_status?: boolean; marker_icon?: unknown; marker_size?: unknown };

/** The settings given in a validated edit body, typed (Fastify's type provider reads the enums as unknown). */
export function pickMapSettingsEdit(body: EditBody): MapSettingsEdit {
  const edit: MapSettingsEdit = {};
  if (body.tooltip_status !== undefined) edit.tooltip_status = body.tooltip_status;
  if (body.cluster_status !== undefined) edit.cluster_status = body.cluster_status;
  if (isMarkerIcon(body.marker_icon)) edit.marker_icon = body.marker_icon;
  if (isMarkerSize(body.marker_size)) edit.marker_size = body.marker_size;
  return edit;
}

export const isMarkerIcon = (value: unknown): value is MarkerIcon =>
  typeof value === 'string' && (MARKER_ICONS as readonly string[]).includes(value);
export const isMarkerSize = (value: unknown): value is MarkerSize =>
  typeof value === 'string' && (MARKER_SIZES as readonly string[]).includes(value);

/** A raster tile layer of the map: an XYZ URL template ({z}/{x}/{y}) and its attribution (HTML). */
export const MapTileLayer = Closed({ url: Type.String(), attribution: Type.String() });
export type MapTileLayer = Static<typeof MapTileLayer>;

/** The self-hosted vector basemap: a PMTiles file the portal serves itself (its address) and its attribution (HTML). */
export const VectorBasemap = Closed({ url: Type.String(), attribution: Type.String() });
export type VectorBasemap = Static<typeof VectorBasemap>;

/**
 * The base layers offered (server configuration, sent in /api/app/config); satellite and traffic only when configured.
 * With a self-hosted `vector` basemap, it is the street layer and `street` (raster tiles) is null.
 */
export const MapTiles = Closed({
  street: Type.Union([MapTileLayer, Type.Null()]),
  satellite: Type.Union([MapTileLayer, Type.Null()]),
  traffic: Type.Union([MapTileLayer, Type.Null()]),
  vector: Type.Union([VectorBasemap, Type.Null()]),
});
export type MapTiles = Static<typeof MapTiles>;

/** The base layer under the trucks; the shipped land and borders stay under either. */
export const BASE_LAYERS = ['street', 'satellite'] as const;
export type BaseLayer = (typeof BASE_LAYERS)[number];
