import { Tag } from 'antd';
import type { StatusLook } from './status-look';

/** A record's status as a coloured tag, from one of the features' status tables. */
export function StatusTag({ table, status }: { table: Record<string, StatusLook>; status: string }) {
  const s = table[status];
  return (
    <Tag color={s?.color ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {s?.label ?? status}
    </Tag>
  );
}
