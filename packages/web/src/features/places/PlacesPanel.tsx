import { Badge, Button, Dropdown, Empty, Popconfirm, Space, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, FolderAddOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Geofence, GeoGroup } from '@armada/domain';
import { SearchInput } from '../../components/data-table/SearchInput';
import { MarkerIcon } from './MarkerIcon';
import type { NewPlaceTool } from './usePlacesMode';

export type PlacesPanelProps = {
  groups: readonly GeoGroup[];
  search: string;
  onSearch: (text: string) => void;
  editable: boolean;
  onNewGroup: () => void;
  onEditGroup: (group: GeoGroup) => void;
  onDeleteGroup: (group: GeoGroup) => void;
  onNewPlace: (tool: NewPlaceTool) => void;
  onOpenPlace: (place: Geofence) => void;
};

const TOOLS: readonly NewPlaceTool[] = ['polygon', 'circle', 'site', 'checkpoint'];

/** The location groups and their places, searched by name, address or group; the tools to add to them. */
export function PlacesPanel(props: PlacesPanelProps) {
  const { t } = useTranslation('places');
  const { groups, editable } = props;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 12, height: '100%', minHeight: 0 }}>
      <SearchInput value={props.search} onSearch={props.onSearch} placeholder={t('search')} width={296} />
      {editable ? (
        <Space wrap>
          <Button icon={<FolderAddOutlined />} onClick={props.onNewGroup}>
            {t('group.new')}
          </Button>
          <Dropdown
            disabled={groups.length === 0}
            menu={{
              items: TOOLS.map((tool) => ({ key: tool, label: t(`tool.${tool}`) })),
              onClick: ({ key }) => props.onNewPlace(key as NewPlaceTool),
            }}
          >
            <Button type="primary" icon={<PlusOutlined />}>
              {t('place.add')}
            </Button>
          </Dropdown>
        </Space>
      ) : null}
      <div style={{ flex: 1, minHeight: 0, overflowY: 'auto' }} role="list" aria-label={t('groups')} tabIndex={0}>
        {groups.length === 0 ? <Empty description={t('empty')} /> : null}
        {groups.map((group) => (
          <section key={group.id} role="listitem" aria-label={group.name} style={{ marginBottom: 12 }}>
            <Space style={{ width: '100%', justifyContent: 'space-between' }}>
              <Badge color={group.color} text={<Typography.Text strong>{group.name}</Typography.Text>} />
              {editable ? (
                <Space size={0}>
                  <Button
                    type="text"
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={t('group.edit_named', { name: group.name })}
                    onClick={() => props.onEditGroup(group)}
                  />
                  <Popconfirm
                    title={t('group.delete_confirm')}
                    okText={t('delete')}
                    cancelText={t('cancel')}
                    onConfirm={() => props.onDeleteGroup(group)}
                  >
                    <Button
                      type="text"
                      size="small"
                      icon={<DeleteOutlined />}
                      aria-label={t('group.delete_named', { name: group.name })}
                    />
                  </Popconfirm>
                </Space>
              ) : null}
            </Space>
            {group.geofences.map((place) => (
              <Button
                key={place.id}
                type="text"
                block
                style={{ justifyContent: 'flex-start', height: 'auto', padding: '4px 8px' }}
                onClick={() => props.onOpenPlace(place)}
              >
                <Space align="start">
                  <MarkerIcon marker={place.marker_type} color={group.color} />
                  <span style={{ textAlign: 'left', whiteSpace: 'normal' }}>
                    <span style={{ display: 'block' }}>{place.name}</span>
                    <span style={{ display: 'block', fontSize: 12, color: '#595959' }}>
                      {place.target_time
                        ? t('place.summary_time', { type: t(`type.${place.type_id}`), time: place.target_time })
                        : t(`type.${place.type_id}`)}
                    </span>
                  </span>
                </Space>
              </Button>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
