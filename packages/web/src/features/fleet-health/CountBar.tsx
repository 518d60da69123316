import { Badge, Flex, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';

export type CountItem = { key: string; label: string; total: number };

export type CountBarProps = {
  items: readonly CountItem[];
  total: number;
  /** The key chosen, undefined for all. */
  value: string | undefined;
  onChange: (key: string | undefined) => void;
  /** Names the bar for screen readers when a screen has more than one. */
  label?: string;
};

const ALL = '';
const BADGE_COLOR = '#8c8c8c';
const CENTER = 'center';
const BAR_STYLE = { flexWrap: 'wrap', marginBottom: 12 } as const;

/** Counts per group at the top of a list; choosing one filters the list to it. */
export function CountBar({ items, total, value, onChange, label }: CountBarProps) {
  const { t } = useTranslation('fleetHealth');
  const option = (key: string, label: string, count: number) => ({
    value: key,
    label: (
      <Flex gap={6} align={CENTER}>
        <span>{label}</span>
        <Badge count={count} showZero overflowCount={99_999} color={BADGE_COLOR} />
      </Flex>
    ),
  });
  return (
    <Segmented<string>
      aria-label={label ?? t('counts.label')}
      value={value ?? ALL}
      options={[option(ALL, t('counts.all'), total), ...items.map((item) => option(item.key, item.label, item.total))]}
      onChange={(key) => onChange(key === ALL ? undefined : key)}
      style={BAR_STYLE}
    />
  );
}
