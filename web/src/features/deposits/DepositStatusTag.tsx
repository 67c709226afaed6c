import { Tag } from 'antd';
import { DEPOSIT_STATUS_LABELS, DEPOSIT_STATUSES, type DepositStatus } from '../../../../shared/catalog/deposits';

/** Colours of a deposit's status: a deposit holding a room has the gold of a deposited room (rooms/status-colors). */
export const DEPOSIT_STATUS_COLORS: Record<DepositStatus, string> = {
  active: 'gold',
  checked_in: 'green',
  cancelled: 'red',
  deleted: 'default',
  transferred: 'purple',
};

export const depositStatusLabel = (status: string): string => DEPOSIT_STATUS_LABELS[status as DepositStatus] ?? status;

export const depositStatusOptions = [{ value: '', label: 'Mọi trạng thái' }, ...DEPOSIT_STATUSES.map((s) => ({ value: s, label: DEPOSIT_STATUS_LABELS[s] }))];

export function DepositStatusTag({ status }: { status: string }) {
  return (
    <Tag color={DEPOSIT_STATUS_COLORS[status as DepositStatus] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {depositStatusLabel(status)}
    </Tag>
  );
}
