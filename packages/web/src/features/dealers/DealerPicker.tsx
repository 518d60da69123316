import { Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DealerRow } from '@armada/domain';
import { useDealers, type DealerSetKind } from './dealersApi';

export type DealerPickerProps = {
  kind: DealerSetKind;
  /** The group or area edited; null when adding one. */
  setId: number | null;
  value?: number[];
  onChange?: (ids: number[]) => void;
  id?: string;
};

const ALL_DEALERS = { all: true };
const NO_SHRINK = { flex: 'none' } as const;

/** The group or area a dealer is in now, when it is another than the one edited. */
function otherSet(dealer: DealerRow, kind: DealerSetKind, setId: number | null): string | null {
  const [current, name] =
    kind === 'group' ? [dealer.dealer_group_id, dealer.dealer_group_name] : [dealer.org_area_id, dealer.org_area_name];
  return current !== null && current !== setId ? name : null;
}

/** The member dealers of a group or area; each option says where the dealer is now, since choosing moves it. */
export function DealerPicker({ kind, setId, value, onChange, id }: DealerPickerProps) {
  const { t } = useTranslation('dealers');
  const dealers = useDealers(ALL_DEALERS);
  const options = (dealers.data?.data ?? []).map((dealer) => ({
    value: dealer.id,
    label: t('set.dealer_option', { code: dealer.code ?? '-', name: dealer.name }),
    now: otherSet(dealer, kind, setId),
  }));
  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      onChange={onChange}
      options={options}
      loading={dealers.isPending}
      optionFilterProp="label"
      optionRender={(option) => (
        <Flex justify="space-between" gap={8}>
          <span style={NO_SHRINK}>{option.label}</span>
          {option.data.now && (
            <Typography.Text type="secondary" ellipsis>
              {t('set.now_in', { name: option.data.now })}
            </Typography.Text>
          )}
        </Flex>
      )}
    />
  );
}
