import { Empty, Flex, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AddressText } from '../AddressText';
import type { Mark } from './historyMarks';

/** One row of the stops or events list, its texts already in the user's language. */
export type Moment = {
  mark: Mark;
  title: string;
  when: string;
  duration: string | null;
  lat: number | null;
  lng: number | null;
};

export type MomentListProps = {
  moments: readonly Moment[];
  empty: string;
  focus: Mark | null;
  onPick: (mark: Mark) => void;
};

/** Rows per page: the addresses are looked up for the rows shown only. */
const PAGE_SIZE = 6;
const ROW_STYLE = { cursor: 'pointer', padding: '6px 8px', borderRadius: 6 } as const;
const PICKED_STYLE = { ...ROW_STYLE, background: '#e6f4ff' } as const;

const same = (a: Mark | null, b: Mark) => a !== null && a.kind === b.kind && a.index === b.index;

function MomentRow({ moment, picked, onPick }: { moment: Moment; picked: boolean; onPick: (mark: Mark) => void }) {
  const { t } = useTranslation('history');
  const label = [moment.title, moment.when, moment.duration].filter(Boolean).join(', ');
  return (
    <List.Item
      role="button"
      tabIndex={0}
      aria-label={t('moments.show', { moment: label })}
      aria-current={picked || undefined}
      style={picked ? PICKED_STYLE : ROW_STYLE}
      onClick={() => onPick(moment.mark)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        onPick(moment.mark);
      }}
    >
      <Flex vertical gap={2} style={{ minWidth: 0, width: '100%' }}>
        <Flex gap={6} align="center" wrap>
          <Tag color={moment.mark.kind === 'stop' ? 'blue' : 'red'}>{moment.title}</Tag>
          <Typography.Text>{moment.when}</Typography.Text>
          {moment.duration ? <Typography.Text type="secondary">{moment.duration}</Typography.Text> : null}
        </Flex>
        {moment.lat !== null && moment.lng !== null ? (
          <Typography.Text type="secondary" ellipsis>
            <AddressText lat={moment.lat} lng={moment.lng} fallback={t('moments.address_loading')} />
          </Typography.Text>
        ) : null}
      </Flex>
    </List.Item>
  );
}

/** A paged list of stops or events; a row is picked by click or keyboard. */
export function MomentList({ moments, empty, focus, onPick }: MomentListProps) {
  if (moments.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <List
      size="small"
      dataSource={[...moments]}
      rowKey={(moment) => `${moment.mark.kind}-${moment.mark.index}`}
      pagination={moments.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, size: 'small', simple: true } : false}
      renderItem={(moment) => <MomentRow moment={moment} picked={same(focus, moment.mark)} onPick={onPick} />}
    />
  );
}
