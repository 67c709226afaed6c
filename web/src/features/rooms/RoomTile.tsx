import { Link } from 'react-router-dom';
import type { Room } from '../../../../shared/api/rooms';
import { formatVnd } from '../../lib/format';
import { roomPagePath } from '../../lib/record-pages';
import { roomStatusStyle } from '../../components/room-status/status-colors';

/**
 * One room on the board: its number, its status in the status colour, and the way into the room: the
 * whole tile opens the room page (/phong/<building>/<room>), like every room number shown; the room
 * page links on to the room information screen (details and status history).
 */
export function RoomTile({ room }: { room: Pick<Room, 'building' | 'room_id' | 'status' | 'rent'> }) {
  const s = roomStatusStyle(room.status);
  return (
    <Link
      to={roomPagePath(room.building, room.room_id)}
      className="room-tile"
      data-status={room.status}
      aria-label={`Phòng ${room.room_id}: ${s.label}`}
      title={`Phòng ${room.room_id} – ${s.label} – ${formatVnd(room.rent)}`}
      style={{ background: s.background, borderColor: s.border, borderLeftColor: s.border }}
    >
      <span className="room-tile__id">{room.room_id}</span>
      <span className="room-tile__status" style={{ color: s.status === 0 ? undefined : s.border }}>
        {s.short}
      </span>
    </Link>
  );
}
