/**
 * Every key string of the table is built here and nowhere else.
 * Months are `YYYY-MM`, dates `YYYY-MM-DD`, times ISO-8601 UTC; ids are ULIDs (sortable by time).
 */
export const keys = {
  /** Activity log: one partition per month, newest last by time. */
  log: (at: string, id: string) => ({ PK: `LOG#${at.slice(0, 7)}`, SK: `${at}#${id}` }),
  logMonth: (month: string) => `LOG#${month}`,

  /** Rooms of a building: one partition per building, so a building's board is one Query. */
  room: (building: string, roomId: string) => ({ PK: `BLD#${building}`, SK: `ROOM#${roomId}` }),
  buildingRooms: (building: string) => `BLD#${building}`,
  roomPrefix: 'ROOM#',

  /** Markers of one-off set-up work (demo seed). */
  meta: (name: string) => ({ PK: 'META', SK: name }),

  /** Idempotency records (Powertools persistence): one static partition, hashed key as SK. */
  idempotencyPartition: 'IDEMPOTENCY',
} as const;
