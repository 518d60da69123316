import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { App } from 'antd';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useTranslation } from 'react-i18next';
import { CHECKPOINT_TYPE_ID, SITE_TYPE_ID, type Geofence, type GeofenceTypeId, type GeoGroup } from '@armada/domain';
import { toApiError } from '../../api/ApiError';
import { useAuth } from '../auth/useAuth';
import {
  startShapeDrawing,
  type DrawKind,
  type DrawnFeature,
  type ShapeDrawing,
} from '../../components/map/shapeDrawing';
import { useErrorText } from '../../components/useErrorText';
import { useGeoGroups } from '../maps/layers/layersApi';
import { DrawingBar } from './DrawingBar';
import { GroupDialog } from './GroupDialog';
import { PlaceDialog, type PlaceDraft } from './PlaceDialog';
import { PlacesLayer } from './PlacesLayer';
import { PlacesPanel } from './PlacesPanel';
import { mayEditPlaces, usePlaceWrites } from './placesApi';
import { drawnFeatureOf, POINT_RADIUS_M, shapeFieldsOf } from './placeShapes';
import { searchGroups } from './searchPlaces';

export type NewPlaceTool = 'polygon' | 'circle' | 'site' | 'checkpoint';

const TOOL: Record<NewPlaceTool, { kind: DrawKind; typeId: GeofenceTypeId }> = {
  polygon: { kind: 'polygon', typeId: 1 },
  circle: { kind: 'circle', typeId: 1 },
  site: { kind: 'point', typeId: SITE_TYPE_ID },
  checkpoint: { kind: 'point', typeId: CHECKPOINT_TYPE_ID },
};

/** What is on the map being drawn: a new place of a kind, or a stored place's shape. */
type Drawing = { kind: DrawKind; typeId: GeofenceTypeId; place: Geofence | null };

const EMPTY: GeoGroup[] = [];
const pointRadius = (typeId: GeofenceTypeId) =>
  typeId === CHECKPOINT_TYPE_ID ? POINT_RADIUS_M.checkpoint : POINT_RADIUS_M.site;
/** Sites and checkpoints are a point with a radius; areas an outline or a circle drawn as such. */
const asPoint = (place: Geofence) => place.shape === 'circle' && place.type_id !== 1;

function draftOf(place: Geofence): PlaceDraft {
  return {
    id: place.id,
    type_id: place.type_id,
    shape: null,
    storedShape: place.shape,
    values: {
      name: place.name,
      geo_group_id: place.geo_group_id,
      marker_type: place.marker_type ?? undefined,
      target_time: place.target_time,
      address: place.address,
      radius: place.radius,
    },
  };
}

/**
 * The places mode of the map: the panel listing location groups and their places, and on the map
 * the places, the shape being drawn or edited (Terra Draw) and the dialogs that save them.
 */
export function usePlacesMode(
  map: MapLibreMap | null,
  active: boolean,
  onDrawStart: () => void,
): { panel: ReactNode; overlay: ReactNode } {
  const { t } = useTranslation('places');
  const { viewer } = useAuth();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const editable = mayEditPlaces(viewer);
  const groups = useGeoGroups(active).data?.data ?? EMPTY;
  const writes = usePlaceWrites();
  const [search, setSearch] = useState('');
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  const [draft, setDraft] = useState<PlaceDraft | null>(null);
  const [groupDialog, setGroupDialog] = useState<GeoGroup | 'new' | null>(null);
  const drawer = useRef<ShapeDrawing | null>(null);
  const drawingRef = useRef<Drawing | null>(null);
  const edited = useRef<DrawnFeature | null>(null);
  useEffect(() => {
    drawingRef.current = drawing;
  }, [drawing]);

  useEffect(() => {
    if (!map || !active) return;
    const instance = startShapeDrawing(map, (feature, finished) => {
      const current = drawingRef.current;
      if (!current) return;
      if (!finished || current.place) {
        edited.current = feature;
        return;
      }
      const shape = shapeFieldsOf(feature, pointRadius(current.typeId));
      setDraft({ id: null, type_id: current.typeId, shape, storedShape: shape?.shape ?? 'polygon', values: {} });
    });
    drawer.current = instance;
    return () => {
      drawer.current = null;
      instance.stop();
      setDrawing(null);
      setDraft(null);
    };
  }, [map, active]);

  const stopDrawing = () => {
    drawer.current?.clear();
    edited.current = null;
    setDrawing(null);
  };
  const startNew = (tool: NewPlaceTool) => {
    const { kind, typeId } = TOOL[tool];
    onDrawStart();
    setDrawing({ kind, typeId, place: null });
    drawer.current?.draw(kind);
  };
  const startEdit = (place: Geofence) => {
    const feature = drawnFeatureOf(place, asPoint(place));
    setDraft(null);
    if (!feature) return;
    onDrawStart();
    setDrawing({ kind: asPoint(place) ? 'point' : place.shape, typeId: place.type_id, place });
    drawer.current?.edit(feature);
  };
  const saveShape = async () => {
    const place = drawing?.place;
    const feature = edited.current;
    if (!place) return;
    if (feature) {
      const shape = shapeFieldsOf(feature, place.radius ?? pointRadius(place.type_id));
      try {
        if (shape) await writes.savePlace(place.id, { ...shape });
        void message.success(t('saved'));
      } catch (error) {
        void message.error(errorText(toApiError(error)));
        return;
      }
    }
    stopDrawing();
  };
  const deleteGroup = async (group: GeoGroup) => {
    try {
      await writes.removeGroup(group.id);
      void message.success(t('deleted'));
    } catch (error) {
      void message.error(errorText(toApiError(error)));
    }
  };
  const closeDraft = () => {
    setDraft(null);
    if (drawing && !drawing.place) stopDrawing();
  };

  const shown = useMemo(() => searchGroups(groups, search), [groups, search]);
  const placeEditable = editable && draft !== null;
  const panel = (
    <PlacesPanel
      groups={shown}
      search={search}
      onSearch={setSearch}
      editable={editable}
      onNewGroup={() => setGroupDialog('new')}
      onEditGroup={setGroupDialog}
      onDeleteGroup={(group) => void deleteGroup(group)}
      onNewPlace={startNew}
      onOpenPlace={(place) => {
        const feature = drawnFeatureOf(place, false);
        const ring = feature?.geometry.type === 'Polygon' ? feature.geometry.coordinates[0] : undefined;
        if (map && ring) map.fitBounds(boundsOf(ring), { padding: 60, maxZoom: 16 });
        if (editable) setDraft(draftOf(place));
      }}
    />
  );
  const overlay = (
    <>
      <PlacesLayer map={map} groups={groups} />
      {drawing ? (
        <DrawingBar
          hint={t(drawing.place ? 'hint.edit' : `hint.${drawing.kind}`)}
          onDone={drawing.place ? () => void saveShape() : undefined}
          onCancel={stopDrawing}
        />
      ) : null}
      {placeEditable && draft ? (
        <PlaceDialog
          draft={draft}
          groups={groups}
          onSave={(id, body) => writes.savePlace(id, body)}
          onEditShape={draft.id === null ? undefined : () => startEdit(placeById(groups, draft.id))}
          onDelete={draft.id === null ? undefined : () => writes.removePlace(draft.id ?? 0)}
          onClose={closeDraft}
        />
      ) : null}
      {groupDialog ? (
        <GroupDialog group={groupDialog} onSave={writes.saveGroup} onClose={() => setGroupDialog(null)} />
      ) : null}
    </>
  );
  return active ? { panel, overlay } : { panel: null, overlay: null };
}

function placeById(groups: readonly GeoGroup[], id: number | null): Geofence {
  const found = groups.flatMap((g) => g.geofences).find((p) => p.id === id);
  if (!found) throw new Error(`place ${String(id)} is not listed`);
  return found;
}

function boundsOf(ring: readonly (readonly number[])[]): [[number, number], [number, number]] {
  const lngs = ring.map((p) => p[0] ?? 0);
  const lats = ring.map((p) => p[1] ?? 0);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}
