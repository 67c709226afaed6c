import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { roomPagePath } from '../../lib/record-pages';

/**
 * A room number that opens the room's page (/phong/<building>/<room>): the one way every list shows a
 * room, so a room's whole story is a click away wherever its number appears. A click inside a table
 * row opens the page, not the row's own action.
 */
export function RoomLink({ building, roomId, children }: { building: string; roomId: string; children?: ReactNode }) {
  return (
    <Link to={roomPagePath(building, roomId)} onClick={(e) => e.stopPropagation()} title={`Trang phòng ${roomId} (${building})`}>
      {children ?? roomId}
    </Link>
  );
}

/** A table's room cell, bold, as the stay reports show it: the link, or nothing on a row without a room (totals). */
export const boldRoomCell = (building: string, roomId: string): ReactNode =>
  roomId ? (
    <RoomLink building={building} roomId={roomId}>
      <b>{roomId}</b>
    </RoomLink>
  ) : (
    roomId
  );
