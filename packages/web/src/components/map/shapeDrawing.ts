import type { Map as MapLibreMap } from 'maplibre-gl';
import {
  TerraDraw,
  TerraDrawCircleMode,
  TerraDrawPointMode,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
  type GeoJSONStoreFeatures,
} from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';

/** What a user may draw: an outline, a circle (centre, then edge), or a point. */
export type DrawKind = 'polygon' | 'circle' | 'point';

export type DrawnFeature = GeoJSONStoreFeatures;

const EDIT_COLOR = '#1677ff';

/** Every drawn shape may be moved; an outline's corners dragged, added and removed; a circle resized. */
const selectMode = () =>
  new TerraDrawSelectMode({
    flags: {
      polygon: {
        feature: {
          draggable: true,
          coordinates: { midpoints: true, draggable: true, deletable: true },
        },
      },
      circle: { feature: { draggable: true, coordinates: { resizable: 'center' } } },
      point: { feature: { draggable: true } },
    },
  });

/**
 * Terra Draw on the one MapLibre map: draws a new shape, or edits one put on it, and reports the
 * shape when a drawing is finished or an edit changes it. Stop removes its layers.
 */
export function startShapeDrawing(map: MapLibreMap, onChange: (feature: DrawnFeature, finished: boolean) => void) {
  const draw = new TerraDraw({
    adapter: new TerraDrawMapLibreGLAdapter({ map, prefixId: 'shape-drawing' }),
    modes: [
      new TerraDrawPolygonMode({ styles: { fillColor: EDIT_COLOR, outlineColor: EDIT_COLOR, fillOpacity: 0.2 } }),
      new TerraDrawCircleMode({ styles: { fillColor: EDIT_COLOR, outlineColor: EDIT_COLOR, fillOpacity: 0.2 } }),
      new TerraDrawPointMode({ styles: { pointColor: EDIT_COLOR, pointWidth: 7 } }),
      selectMode(),
    ],
  });
  draw.start();
  const report = (id: string | number, finished: boolean) => {
    const feature = draw.getSnapshotFeature(id);
    if (feature) onChange(feature, finished);
  };
  draw.on('finish', (id) => {
    report(id, true);
    // One shape at a time: once drawn it is edited, not added to.
    draw.setMode('select');
    draw.selectFeature(id);
  });
  draw.on('change', (ids, type) => {
    if (type !== 'delete' && draw.getMode() === 'select') ids.forEach((id) => report(id, false));
  });
  return {
    /** Clears what is drawn and waits for a new shape of this kind. */
    draw(kind: DrawKind) {
      draw.clear();
      draw.setMode(kind);
    },
    /** Puts a stored shape on the map, selected for editing. */
    edit(feature: DrawnFeature) {
      draw.clear();
      draw.setMode('select');
      const [added] = draw.addFeatures([feature]);
      if (added?.valid) draw.selectFeature(added.id as string | number);
    },
    clear() {
      draw.clear();
      draw.setMode('static');
    },
    stop() {
      // The map may be gone already when the page unmounts.
      if (map.style) draw.stop();
    },
  };
}

export type ShapeDrawing = ReturnType<typeof startShapeDrawing>;
