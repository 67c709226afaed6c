import { Tag } from 'antd';
import { roomStatusStyle } from './status-colors';

/** A room status as a coloured tag; `short` uses the tile word instead of the full label. */
export function RoomStatusTag({ status, short = false }: { status: number; short?: boolean }) {
  const s = roomStatusStyle(status);
  return (
    <Tag color={s.tag} title={s.label} style={{ marginInlineEnd: 0 }}>
      {short ? s.short : s.label}
    </Tag>
  );
}
