import { useTranslation } from 'react-i18next';
import { SPBU_TYPE_IDS, type Spbu } from '@armada/domain';
import { useResourceRemove } from '../../api/resource';
import { DataTable } from '../../components/data-table/DataTable';
import { FilterSelect } from '../../components/data-table/FilterSelect';
import { TableSearch } from '../../components/data-table/TableSearch';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { DetailView } from '../../components/detail/DetailView';
import { useEditor } from '../../components/form/useEditor';
import { AddButton, ResourceScreen } from '../../components/resource/ResourceScreen';
import { useRowFeedback } from '../../components/resource/useRowAction';
import { useAuth } from '../auth/useAuth';
import { StationForm } from './StationForm';
import {
  isBrandStaff,
  mayEditStation,
  mayEditStations,
  STATION_RESOURCE,
  STATION_TABLE,
  useStationList,
} from './spbuApi';
import { useStationColumns } from './useStationColumns';
import { useStationFields } from './useStationFields';

const ROW_KEY = 'id';

/**
 * `/fuel/spbu`: the gas stations the caller sees (public stations and its organisations' own tanks),
 * searched and filtered by type; a station opens in a side panel with its map; with edit_spbu the
 * caller adds, edits and deletes its own tanks, and the brand's staff the public stations too.
 */
export function StationsPage() {
  const { t } = useTranslation('fuel');
  const { viewer } = useAuth();
  const controls = useTableQuery(STATION_TABLE);
  const stations = useStationList(controls.state);
  const editor = useEditor();
  const remove = useResourceRemove(STATION_RESOURCE, 'delete');
  const feedback = useRowFeedback();
  const fields = useStationFields();
  const brand = isBrandStaff(viewer);
  const may = (station: Spbu) => mayEditStation(viewer, station);
  const columns = useStationColumns({
    view: editor.view,
    edit: (station) => (may(station) ? () => editor.edit(station.id) : undefined),
    remove: (station) => (may(station) ? () => remove.mutate(station.id, feedback(t('station.deleted'))) : undefined),
  });
  return (
    <ResourceScreen
      title={t('station.title')}
      editor={editor}
      panelWidth={560}
      panelTitle={(mode) => t(`station.panel.${mode}`)}
      renderView={(id) => <DetailView<Spbu> resource={STATION_RESOURCE} id={id} fields={fields} />}
      renderForm={(id) => <StationForm id={id} brand={brand} onDone={editor.close} />}
    >
      <DataTable
        columns={columns}
        query={stations}
        controls={controls}
        rowKey={ROW_KEY}
        filters={
          <>
            <TableSearch controls={controls} placeholder={t('station.search')} />
            <FilterSelect
              label={t('station.type')}
              value={controls.state.filters.type}
              options={SPBU_TYPE_IDS.map((type) => ({ value: String(type), label: t(`station.types.${type}`) }))}
              onChange={(type) => controls.setFilters({ type })}
            />
            {mayEditStations(viewer) && <AddButton label={t('station.add')} onClick={editor.add} />}
          </>
        }
      />
    </ResourceScreen>
  );
}
