import { Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { VEHICLE_TYPE_TEXT } from '../../../../shared/api/customers/vehicle-cards';
import type { Vehicle } from '../../../../shared/api/customers/vehicles';
import { customerPagePath } from '../../lib/record-pages';

/** A stay's people as the room and tenant pages show them: each name opens their page, the phone beside it. */
export function StayPeople({ occupants, except }: { occupants: { customer_id: string; name: string; phone?: string }[]; except?: string }) {
  return (
    <Space wrap size={[12, 4]}>
      {occupants
        .filter((o) => o.customer_id !== except)
        .map((o) => (
          <span key={o.customer_id}>
            <Link to={customerPagePath(o.customer_id)}>{o.name}</Link>
            {o.phone ? <Typography.Text type="secondary"> · {o.phone}</Typography.Text> : null}
          </span>
        ))}
    </Space>
  );
}

/** A stay's vehicles on one line: `Xe máy 29A-12345, Xe đạp`. */
export const vehiclesText = (vehicles: readonly Pick<Vehicle, 'type' | 'plate'>[]): string =>
  vehicles.map((v) => `${VEHICLE_TYPE_TEXT[v.type]}${v.plate ? ` ${v.plate}` : ''}`).join(', ');
