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
  /** Status history of one room, newest last. */
  roomState: (building: string, roomId: string, at: string, id: string) => ({ PK: `RSTATE#${building}#${roomId}`, SK: `${at}#${id}` }),

  /** Journal lines: one partition per month (the general journal); GSI1 by building and month. */
  journalLine: (date: string, entryId: string, line: number) => ({ PK: `JNL#${date.slice(0, 7)}`, SK: `${date}#${entryId}#${String(line).padStart(2, '0')}` }),
  journalMonth: (month: string) => `JNL#${month}`,
  journalBuildingMonth: (building: string, month: string) => `JNL#${building}#${month}`,

  /**
   * Ledger rollups: per accounting number and building (the trial balance reads this one partition),
   * and per account, object and wallet (balances of a room, a deposit, a wallet). Each item holds one
   * `d_YYYY_MM` / `c_YYYY_MM` pair per month, so a report reads one item per key however long the history.
   */
  rollupAccounts: 'ROLLUP#ACCT',
  rollupAccount: (account: string, building: string) => ({ PK: 'ROLLUP#ACCT', SK: `${account}#${building}` }),
  rollupObject: (account: string, object: string | undefined, wallet: number | undefined) => ({
    PK: `ROLLUP#OBJ#${account}`,
    SK: `${object ?? '-'}#${wallet ?? '-'}`,
  }),
  rollupObjects: (account: string) => `ROLLUP#OBJ#${account}`,

  /** Payment logs (one per billed month); the newest sets the edit lock. */
  paymentLogs: 'PAYLOG',
  paymentLog: (month: string) => ({ PK: 'PAYLOG', SK: month }),

  /** Frozen month-end reports written by the monthly close. */
  monthReport: (kind: string, month: string) => ({ PK: `REPORT#${kind}`, SK: month }),

  // --- deposits keys ---

  // --- stays keys ---

  /** Markers of one-off set-up work (demo seed). */
  meta: (name: string) => ({ PK: 'META', SK: name }),

  /** Idempotency records (Powertools persistence): one static partition, hashed key as SK. */
  idempotencyPartition: 'IDEMPOTENCY',
} as const;
