import {
  BankOutlined,
  BorderOutlined,
  ContainerOutlined,
  EnvironmentOutlined,
  FlagOutlined,
  HomeOutlined,
  ShopOutlined,
  ThunderboltOutlined,
  ToolOutlined,
  CoffeeOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { MarkerType } from '@armada/domain';

const ICONS: Record<MarkerType, ComponentType<{ style?: React.CSSProperties }>> = {
  depot: HomeOutlined,
  customer: ShopOutlined,
  workshop: ToolOutlined,
  port: ContainerOutlined,
  rest_area: CoffeeOutlined,
  gas_station: ThunderboltOutlined,
  office: BankOutlined,
  other: EnvironmentOutlined,
  area: BorderOutlined,
  checkpoint: FlagOutlined,
};

export type MarkerIconProps = { marker: string | null; color?: string };

/** A place's icon by its marker type (an unknown one shows as 'other'). */
export function MarkerIcon({ marker, color }: MarkerIconProps) {
  const Icon = ICONS[(marker ?? 'other') as MarkerType] ?? EnvironmentOutlined;
  return <Icon style={{ color }} />;
}
