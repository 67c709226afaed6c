/** The room information screen opened on one room (its drawer), as the board and other screens link to it. */
export const ROOM_INFO_PATH = '/thong-tin-phong';

export const roomInfoPath = (building: string, roomId: string): string => `${ROOM_INFO_PATH}?${new URLSearchParams({ building, room: roomId }).toString()}`;
