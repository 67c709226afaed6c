import { Space, Tag } from 'antd';
import type { RoomStatus } from '../../../../shared/catalog/room-status';
import { ROOM_STATUS_ORDER, ROOM_STATUS_STYLES } from '../../components/room-status/status-colors';

export interface StatusLegendProps {
  counts: Record<RoomStatus, number>;
  /** The status the board is narrowed to, or '' for all. */
  selected: string;
  onSelect: (status: string) => void;
}

/** The board's key: each status in its colour with its count; clicking one shows only those rooms. */
export function StatusLegend({ counts, selected, onSelect }: StatusLegendProps) {
  return (
    <Space wrap size={[6, 6]} role="group" aria-label="Chú thích trạng thái">
      {ROOM_STATUS_ORDER.map((status) => {
        const s = ROOM_STATUS_STYLES[status];
        const pressed = selected === String(status);
        const toggle = () => onSelect(pressed ? '' : String(status));
        return (
          <Tag
            key={status}
            color={s.tag}
            className="room-legend__item"
            role="button"
            tabIndex={0}
            aria-pressed={pressed}
            data-status={status}
            onClick={toggle}
            onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), toggle())}
            style={{ marginInlineEnd: 0 }}
          >
            {s.label}: <b data-testid={`count-${status}`}>{counts[status]}</b>
          </Tag>
        );
      })}
    </Space>
  );
}
