import { Flex, Typography } from 'antd';
import { Link } from 'react-router';

export type SummaryVehicleLinkProps = {
  vehicle: { vehicle_name: string; vehicle_number: string | null };
  to: string;
};

/** A vehicle's name, linked to the list behind its figure, with its plate under it. */
export function SummaryVehicleLink({ vehicle, to }: SummaryVehicleLinkProps) {
  return (
    <Flex vertical>
      <Link to={to}>{vehicle.vehicle_name}</Link>
      {vehicle.vehicle_number ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {vehicle.vehicle_number}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
