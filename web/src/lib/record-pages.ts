/**
 * The pages of one record (issue 24): a room's whole story and a tenant's. Every room number shown
 * opens the room page (components/room-link/RoomLink.tsx); the header search links here too.
 */
export const ROOM_PAGE = '/phong/:building/:room';
export const CUSTOMER_PAGE = '/khach-hang/:id';

export const roomPagePath = (building: string, roomId: string): string => `/phong/${encodeURIComponent(building)}/${encodeURIComponent(roomId)}`;
export const customerPagePath = (id: string): string => `/khach-hang/${encodeURIComponent(id)}`;

/** A screen opened on one room: `?building=&room=`, as the receipt, notice, check-out and repair screens take it. */
export const withRoom = (path: string, building: string, roomId: string): string => `${path}?${new URLSearchParams({ building, room: roomId }).toString()}`;
