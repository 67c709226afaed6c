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
  /** A building's rooms' statuses, kept on every status change (kernel/model/room-figures.ts): the dashboard's one read. */
  roomFigures: (building: string) => ({ PK: 'ROOMFIG', SK: building }),
  /** Status history of one room, newest last. */
  roomState: (building: string, roomId: string, at: string, id: string) => ({ PK: `RSTATE#${building}#${roomId}`, SK: `${at}#${id}` }),

  /** Journal lines: one partition per month (the general journal); GSI1 by building and month. */
  journalLine: (date: string, entryId: string, line: number) => ({ PK: `JNL#${date.slice(0, 7)}`, SK: `${date}#${entryId}#${String(line).padStart(2, '0')}` }),
  journalMonth: (month: string) => `JNL#${month}`,
  journalBuildingMonth: (building: string, month: string) => `JNL#${building}#${month}`,
  /** A wallet's lines of one month (GSI2 of its journal lines): the cash and bank books. */
  walletBook: (wallet: number, month: string) => `BOOK#${wallet}#${month}`,
  /** A cash wallet's guard: its version moves with every voucher that takes money out of it (kernel/ledger/cash-floor.ts). */
  cashGuard: (wallet: number) => ({ PK: 'CASHGUARD', SK: String(wallet) }),

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
  /**
   * Day rollups: per month, one item per accounting number and building holding `d_DD` / `c_DD` per
   * day, so a range that starts or ends mid-month reads O(accounts × buildings) items, never its lines.
   */
  rollupDay: (month: string, account: string, building: string) => ({ PK: `ROLLUP#DAY#${month}`, SK: `${account}#${building}` }),
  rollupDays: (month: string) => `ROLLUP#DAY#${month}`,

  /** Payment logs (one per billed month); the newest sets the edit lock. */
  paymentLogs: 'PAYLOG',
  paymentLog: (month: string) => ({ PK: 'PAYLOG', SK: month }),
  /**
   * The edit lock as one item (`month`: first open month), written by the billing run in its own
   * transaction; every voucher's transaction checks it, so a voucher racing the run cannot land in a
   * month the run has just closed.
   */
  editLock: { PK: 'EDITLOCK', SK: 'EDITLOCK' },

  /** Frozen month-end reports written by the monthly close. */
  monthReport: (kind: string, month: string) => ({ PK: `REPORT#${kind}`, SK: month }),

  /**
   * The two index entries every room record (deposit, stay, contract, check-out, refund, change slip)
   * carries: GSI1 `<TYPE>#<building>#<month>` / `<date>#<id>`, a building's records of one month by
   * date; GSI2 the room's timeline `ROOM#<building>#<room>` / `<TYPE>#<date>#<id>`.
   */
  recordIndexes: (type: string, building: string, roomId: string, date: string, id: string) => ({
    GSI1PK: `${type}#${building}#${date.slice(0, 7)}`,
    GSI1SK: `${date}#${id}`,
    GSI2PK: `ROOM#${building}#${roomId}`,
    GSI2SK: `${type}#${date}#${id}`,
  }),

  // --- readings keys ---
  /**
   * Meter readings: one item per building, type (E/W) and month holding every room's reading and the
   * month's meter changes, all months of a building and type in one partition. A save is one Put (60
   * rooms fit one item and one transaction); the rooms' previous readings and three-month averages
   * are one Query of the months before (newest first), and the billing run reads a month with one Get.
   */
  readingSheet: (building: string, type: string, month: string) => ({ PK: `READING#${building}#${type}`, SK: month }),
  readingSheets: (building: string, type: string) => `READING#${building}#${type}`,
  /** A piece of a month's sheet (readings/model/sheet-pieces.ts): right after the month's own item. */
  readingPiece: (building: string, type: string, month: string, piece: string) => ({ PK: `READING#${building}#${type}`, SK: `${month}#${piece}` }),
  /**
   * A sheet's head: its month and version only, written in the same transaction as the sheet
   * (readings/model/reading.ts), so what changed in a building's months is one Query of small items,
   * not of the sheets (the kept room totals of utilities/model/room-totals.ts check themselves on it).
   */
  readingHead: (building: string, type: string, month: string) => ({ PK: `READHEAD#${building}#${type}`, SK: month }),
  readingHeads: (building: string, type: string) => `READHEAD#${building}#${type}`,
  /** Who changed which readings: one item per save and building, partitioned by the UTC month of the change. */
  readingAudit: (building: string, at: string, id: string) => ({ PK: `RDAUDIT#${building}#${at.slice(0, 7)}`, SK: `${at}#${id}` }),
  readingAuditMonth: (building: string, month: string) => `RDAUDIT#${building}#${month}`,
  /** A meter change by id (ULID); GSI1 lists a building's of one month (`MCHG#<b>#<month>`), GSI2 the room's. */
  meterChange: (id: string) => ({ PK: `MCHG#${id}`, SK: 'MCHG' }),
  meterChangeBuildingMonth: (building: string, month: string) => `MCHG#${building}#${month}`,

  // --- deposits keys ---
  /** A deposit by id; GSI1 lists a building's deposits of one month by date, GSI2 a room's over time. */
  deposit: (id: string) => ({ PK: `DEP#${id}`, SK: 'DEP' }),
  depositBuildingMonth: (building: string, month: string) => `DEP#${building}#${month}`,
  /** On a room's timeline (GSI2) deposits sort as `DEP#<date>#<id>`. */
  depositRoomPrefix: 'DEP#',
  /** Slip-number counter of one building and month (`C{building}{YYMM}-{NNN}`); one partition per building. */
  slipCounter: (building: string, month: string) => ({ PK: `SLIPNO#${building}`, SK: month }),
  slipCounters: (building: string) => `SLIPNO#${building}`,
  /** Additional deposit receipts (ledger domain): by id; GSI1 by building and month. */
  additionalDeposit: (id: string) => ({ PK: `ADDDEP#${id}`, SK: 'ADDDEP' }),
  additionalDepositBuildingMonth: (building: string, month: string) => `ADDDEP#${building}#${month}`,

  // --- stays keys ---
  /**
   * A stay (check-in), a check-out, a return-deposit record and a change-of-information slip: each got
   * by id. Their GSI1 is `<TYPE>#<building>#<month>` / `<date>#<id>` (search by building and month);
   * their GSI2 is the room's timeline `ROOM#<building>#<room>` / `<TYPE>#<date>#<id>`.
   */
  stay: (id: string) => ({ PK: `STAY#${id}`, SK: 'STAY' }),
  stayBuildingMonth: (building: string, month: string) => `STAY#${building}#${month}`,
  checkOut: (id: string) => ({ PK: `CHECKOUT#${id}`, SK: 'CHECKOUT' }),
  checkOutBuildingMonth: (building: string, month: string) => `CHECKOUT#${building}#${month}`,
  returnDeposit: (id: string) => ({ PK: `RETDEP#${id}`, SK: 'RETDEP' }),
  returnDepositBuildingMonth: (building: string, month: string) => `RETDEP#${building}#${month}`,
  /**
   * A refund waiting to be paid (its return deposit `pending`), and only then: one small item per such
   * refund, written and deleted in the same transaction as every write that makes it pending or not
   * (stays/model/pending-refund.ts), so the refunds to pay are one Query of O(them), by leave date.
   */
  pendingRefund: (building: string, leaveDate: string, id: string) => ({ PK: `REFUNDDUE#${building}`, SK: `${leaveDate}#${id}` }),
  pendingRefunds: (building: string) => `REFUNDDUE#${building}`,
  receiptChange: (id: string) => ({ PK: `RCHG#${id}`, SK: 'RCHG' }),
  receiptChangeBuildingMonth: (building: string, month: string) => `RCHG#${building}#${month}`,
  /** GSI2 partition of one room ("everything about one room"), and a record's place in it. */
  roomRecords: (building: string, roomId: string) => `ROOM#${building}#${roomId}`,
  roomRecord: (type: string, date: string, id: string) => `${type}#${date}#${id}`,
  /** Contracts of a building by number: the conditional create on this key keeps numbers unique. */
  contract: (building: string, contractNo: string) => ({ PK: `CONTRACT#${building}`, SK: contractNo }),
  contracts: (building: string) => `CONTRACT#${building}`,
  contractBuildingMonth: (building: string, month: string) => `CONTRACT#${building}#${month}`,
  /**
   * Customers (one per occupant and stay) of a building, all history in one partition (search); the
   * ones staying now also carry GSI1 `CUSTNOW#<building>` / `<room>#<id>` (removed when they leave).
   */
  customer: (building: string, id: string) => ({ PK: `CUST#${building}`, SK: id }),
  customers: (building: string) => `CUST#${building}`,
  customersStaying: (building: string) => `CUSTNOW#${building}`,
  customerStayingSort: (roomId: string, id: string) => `${roomId}#${id}`,

  // --- internet keys ---
  /**
   * Internet services of a building, one partition per building (SK: the service's ULID, newest last);
   * a service never leaves its building. GSI2 puts it on its current room's timeline.
   */
  internetService: (building: string, id: string) => ({ PK: `NET#${building}`, SK: id }),
  internetServices: (building: string) => `NET#${building}`,
  /** The room's running (active or cut) service: its conditional create keeps one per room. */
  internetRoom: (building: string, roomId: string) => ({ PK: `NETROOM#${building}`, SK: roomId }),
  internetRoomRecord: (startDate: string, id: string) => `NET#${startDate}#${id}`,

  // --- payments keys ---
  /**
   * A room's bill of one month: a building's bills of a month are one partition (`BILL#<b>#<month>`,
   * SK the room), so the run's conditional create per room keeps one bill per room and month, and a
   * building's month is one Query. GSI2 puts it on the room's timeline (`BILL#<month>#<room>`).
   */
  bill: (building: string, month: string, roomId: string) => ({ PK: `BILL#${building}#${month}`, SK: roomId }),
  billsOf: (building: string, month: string) => `BILL#${building}#${month}`,
  /** The billing run of a building and month (conditional create: one run per building and month). */
  billRun: (building: string, month: string) => ({ PK: `BILLRUN#${building}`, SK: month }),
  billRuns: (building: string) => `BILLRUN#${building}`,
  /**
   * The newest month a building has billed (`month`), moved by its run in the run's transaction: a
   * reading, meter change or price of that building dated in that month or before checks it in its own
   * transaction, so it cannot land under a run made meanwhile (the building's own edit lock).
   */
  billedThrough: (building: string) => ({ PK: 'BILLEDTHRU', SK: building }),

  // --- receipts keys ---
  /** A rent receipt (`RCPT#<id>`), on its building's month (GSI1) and its room's timeline (GSI2). */
  receipt: (id: string) => ({ PK: `RCPT#${id}`, SK: 'RCPT' }),
  receiptsOf: (building: string, month: string) => `RCPT#${building}#${month}`,
  /** Collected receipts (TH…) on their building's month (GSI1) of their own: a few beside the month's rent receipts, never filtered out of them. */
  receiptsCollectedOf: (building: string, month: string) => `RCPTCOL#${building}#${month}`,
  /** Receipt numbers PT<building><YYMM>-NNN: one counter per building and month, taken in the receipt's transaction. */
  receiptCounter: (building: string, month: string) => ({ PK: `RCPTNO#${building}`, SK: month }),
  /** Collected receipt numbers TH<building><YYMM>-NNN: their own counter per building and month. */
  receiptCollectedCounter: (building: string, month: string) => ({ PK: `RCPTTHNO#${building}`, SK: month }),
  /** A room's standing credit before receivables were kept per stay: read only by the migration (jobs/stay-receivables.ts). */
  roomPay: (building: string, roomId: string) => ({ PK: `ROOMPAY#${building}`, SK: roomId }),
  /**
   * A stay's receivable account (its open items, its payments' credits, versioned): every voucher that
   * moves the stay's 1311 writes it on the version read. A building's partition, so a room's stays are
   * one strongly consistent Query (`<room>#`).
   */
  stayAccount: (building: string, roomId: string, stayId: string) => ({ PK: `STAYAR#${building}`, SK: `${roomId}#${stayId}` }),
  stayAccounts: (building: string) => `STAYAR#${building}`,
  /** GSI1 of the stay accounts whose balance is not nil (owing or paid ahead): the unpaid report, the dashboard. */
  stayAccountsOpen: (building: string) => `AROPEN#${building}`,
  /**
   * GSI1 of the settled stay accounts (balance nil), sorted by the date of the last voucher that moved
   * them: a past month's views read only those settled after it (before, they were nil then too).
   */
  stayAccountsSettled: (building: string) => `ARDONE#${building}`,
  /**
   * GSI2 of the stay accounts owing (balance > 0), by their oldest open item's date, then the larger
   * debt first, then room and stay (kernel/ledger/owing-order.ts): the dashboard's oldest debts.
   */
  stayAccountsOwing: (building: string) => `AROWE#${building}`,
  /** A room money adjustment (`ADJ#<id>`), on its building's month (GSI1) and its room's timeline (GSI2). */
  adjustment: (id: string) => ({ PK: `ADJ#${id}`, SK: 'ADJ' }),
  adjustmentsOf: (building: string, month: string) => `ADJ#${building}#${month}`,
  /** Adjustment numbers DC<building><YYMM>-NNN: one counter per building and month, taken in the note's transaction. */
  adjustmentCounter: (building: string, month: string) => ({ PK: `ADJNO#${building}`, SK: month }),
  /** What deposit notes have applied of one stay's deposit, per ledger object, versioned: every deposit note of the stay is conditioned on it. */
  depositAdjusted: (stayId: string) => ({ PK: `DEPADJ#${stayId}`, SK: 'DEPADJ' }),
  /** An other receipt (`RCPTO#<id>`, money that is not rent: Cr 7111/7112), on its building's month (GSI1). */
  receiptOther: (id: string) => ({ PK: `RCPTO#${id}`, SK: 'RCPTO' }),
  receiptOthersOf: (building: string, month: string) => `RCPTO#${building}#${month}`,
  /** Other receipt numbers PK<building><YYMM>-NNN: one counter per building and month, taken in the receipt's transaction. */
  receiptOtherCounter: (building: string, month: string) => ({ PK: `RCPTONO#${building}`, SK: month }),
  /**
   * The rows a batch of other receipts has written under one Idempotency-Key (one item per row, in
   * the row's own transaction, TTL 24 h): a retry skips them instead of writing them twice.
   */

  // --- other-debts keys ---
  /**
   * A landlady / partner / loan / earnings receipt (`ODR#<id>`), listed by book and month across
   * buildings (GSI1 `ODR#<book>#<month>` / `<date>#<id>`); numbers per book, building and month.
   */
  otherDebtReceipt: (id: string) => ({ PK: `ODR#${id}`, SK: 'ODR' }),
  otherDebtReceiptsOf: (book: string, month: string) => `ODR#${book}#${month}`,
  otherDebtCounter: (book: string, building: string, month: string) => ({ PK: `ODRNO#${book}#${building}`, SK: month }),
  /** The partner's display name (business rules §1): one small versioned item. */
  partnerSettings: { PK: 'SETTINGS', SK: 'PARTNER' },

  // --- bank keys ---
  /**
   * Bank lines of one bank wallet and month (`BANKTX#<wallet>#<month>`, SK `<date>#<id>`): a wallet's
   * statement of a month is one Query, newest first; the line's id (`<wallet>-<YYYYMMDD>-<ULID>`)
   * names its partition, so a line is one Get by id.
   */
  bankLine: (wallet: number, date: string, id: string) => ({ PK: `BANKTX#${wallet}#${date.slice(0, 7)}`, SK: `${date}#${id}` }),
  bankLines: (wallet: number, month: string) => `BANKTX#${wallet}#${month}`,
  /**
   * GSI1 of a bank line while it is unmatched, and only then (sparse: set by every write that makes it
   * unmatched, removed by every one that matches or ignores it): `BANKOPEN#<wallet>#<month>` / `<date>#<id>`,
   * so the lines waiting for a match are read in O(those lines), not O(statement).
   */
  bankOpenLine: (wallet: number, date: string, id: string) => ({ GSI1PK: `BANKOPEN#${wallet}#${date.slice(0, 7)}`, GSI1SK: `${date}#${id}` }),
  bankOpenLines: (wallet: number, month: string) => `BANKOPEN#${wallet}#${month}`,
  /** The dedupe marker of a line (the bank's reference, else date|amount|text hash|occurrence): a conditional create. */
  bankRef: (wallet: number, ref: string) => ({ PK: `BANKREF#${wallet}#${ref}`, SK: 'REF' }),
  /** Rooms a payer (counter account, else folded counter name) was confirmed for on a wallet. */
  bankPayer: (wallet: number, payer: string) => ({ PK: `BANKPAYER#${wallet}#${payer}`, SK: 'PAYER' }),
  /** A voucher linked to a bank line (conditional create: one line per voucher). */
  bankLink: (voucherType: string, voucherId: string) => ({ PK: `BANKLINK#${voucherType}#${voucherId}`, SK: 'LINK' }),
  /** A bank internal transfer by id (its entry kept, to reverse it on unmatch). */
  bankTransfer: (id: string) => ({ PK: `BANKXFER#${id}`, SK: 'BANKXFER' }),
  /** One statement import of a wallet (what it read, added and checked), by id. */
  bankImport: (wallet: number, id: string) => ({ PK: `BANKIMPORT#${wallet}`, SK: id }),

  // --- go-live keys (issue 25) ---
  /** One opening import, by the SHA-256 of its workbook: its cut-over date, plan size, the rooms as they were, whether done. */
  goLiveImport: (fileHash: string) => ({ PK: `GOLIVE#${fileHash}`, SK: 'IMPORT' }),
  /** One batch of that import written (created in the batch's own transaction): the import's partition is its list of batches done. */
  goLiveBatch: (fileHash: string, batch: string) => ({ PK: `GOLIVE#${fileHash}`, SK: `BATCH#${batch}` }),

  // --- tenant-bills keys (issue 24) ---
  /** A stay's tenant bill link: its issue number (a link of an earlier issue dies), when issued and sent. */
  tenantBillLink: (stayId: string) => ({ PK: `TBLINK#${stayId}`, SK: 'LINK' }),
  /** Public reads of tenant bills in one fixed window, per token hash or per source address (`t:…`/`a:…`), expiring by TTL. */
  tenantBillHits: (who: string, window: number) => ({ PK: `TBHITS#${who}`, SK: String(window) }),

  // --- settings keys ---
  /** The bank accounts of the bank wallets and the wallet each building collects into: one versioned item. */
  bankSettings: { PK: 'SETTINGS', SK: 'BANK_WALLETS' },

  // --- price settings keys ---
  /** Dated utility prices and electricity ceilings: one small versioned item, so a read is one GetItem. */
  priceSettings: { PK: 'SETTINGS', SK: 'PRICES' },

  // --- expenses keys (issue 11) ---
  /** An expense slip (`DISB#<id>`), on its building's month (GSI1). */
  disbursement: (id: string) => ({ PK: `DISB#${id}`, SK: 'DISB' }),
  disbursementsOf: (building: string, month: string) => `DISB#${building}#${month}`,
  /** Expense slip numbers PC<building><YYMM>-NNN: one counter per building and month, taken in the slip's transaction. */
  disbursementCounter: (building: string, month: string) => ({ PK: `DISBNO#${building}`, SK: month }),
  /** A cash transfer slip (`CTS#<id>`), on the month of every building (GSI1, filtered on building). */
  cashTransfer: (id: string) => ({ PK: `CTS#${id}`, SK: 'CTS' }),
  cashTransfersOf: (_building: string, month: string) => `CTS#${month}`,
  /** Cash transfer numbers CT<building><YYMM>-NNN. */
  cashTransferCounter: (building: string, month: string) => ({ PK: `CTSNO#${building}`, SK: month }),
  /** A general cash receipt (`RCPTC#<id>`), on its building's month (GSI1). */
  receiptCash: (id: string) => ({ PK: `RCPTC#${id}`, SK: 'RCPTC' }),
  receiptCashOf: (building: string, month: string) => `RCPTC#${building}#${month}`,
  /** General cash receipt numbers TM<building><YYMM>-NNN. */
  receiptCashCounter: (building: string, month: string) => ({ PK: `RCPTCNO#${building}`, SK: month }),
  /** The expense slip that paid an outside transaction (a Chợ Tốt spend): one per reference, so it is never entered twice. */
  disbursementRef: (reference: string) => ({ PK: `DISBREF#${reference}`, SK: 'DISBREF' }),
  /** The expense payees (admin setting): one versioned item. */
  payeeSettings: { PK: 'SETTINGS', SK: 'PAYEES' },
  /** The Chợ Tốt partner API's address and key (admin setting, the key never answered): one versioned item. */
  chototSettings: { PK: 'SETTINGS', SK: 'CHOTOT' },

  // --- repairs keys (issue 13) ---
  /**
   * Repairs are kept per book (`ordinary`, `pccc`) and never mix: a request (`REPAIR#<book>#REQ#<id>`)
   * and a timesheet (`REPAIR#<book>#TS#<id>`) by id, each on its building's month (GSI1
   * `REPAIR#<book>#REQ|TS#<building>#<month>` / `<date>#<id>`); an open request (not completed) also
   * sits on its building's open list (GSI2 `REPAIROPEN#<building>` / `<reported_on>#<book>#<id>`).
   */
  repairRequest: (book: string, id: string) => ({ PK: `REPAIR#${book}#REQ#${id}`, SK: 'REQ' }),
  repairRequestsOf: (book: string, building: string, month: string) => `REPAIR#${book}#REQ#${building}#${month}`,
  repairOpen: (building: string) => `REPAIROPEN#${building}`,
  repairOpenSort: (reportedOn: string, book: string, id: string) => `${reportedOn}#${book}#${id}`,
  /** A tenant-caused repair not yet on a bill: one small partition per building, read by the billing run (one Query). */
  repairCharge: (building: string, roomId: string, book: string, id: string) => ({ PK: `REPAIRCHARGE#${building}`, SK: `${roomId}#${book}#${id}` }),
  repairCharges: (building: string) => `REPAIRCHARGE#${building}`,
  repairTimesheet: (book: string, id: string) => ({ PK: `REPAIR#${book}#TS#${id}`, SK: 'TS' }),
  repairTimesheetsOf: (book: string, building: string, month: string) => `REPAIR#${book}#TS#${building}#${month}`,
  /** A repair payment voucher (`REPAIR#<book>#PAY#<id>`) on its building's month; numbers per book, building and month. */
  repairPayment: (book: string, id: string) => ({ PK: `REPAIR#${book}#PAY#${id}`, SK: 'PAY' }),
  repairPaymentsOf: (book: string, building: string, month: string) => `REPAIR#${book}#PAY#${building}#${month}`,
  repairPaymentCounter: (book: string, building: string, month: string) => ({ PK: `REPAIRNO#${book}#${building}`, SK: month }),
  /** Repairmen (shared by both books): one small partition, the whole list is one Query. */
  repairman: (id: string) => ({ PK: 'REPAIRMAN', SK: id }),
  repairmen: 'REPAIRMAN',

  // --- vehicle cards (issue 13) ---
  /** A vehicle card (`VCARD#<id>`); GSI1 `VCARDOUT#<building>` while out, `VCARDRET#<building>#<month returned>` after. */
  vehicleCard: (id: string) => ({ PK: `VCARD#${id}`, SK: 'VCARD' }),
  vehicleCardsOut: (building: string) => `VCARDOUT#${building}`,
  vehicleCardsReturned: (building: string, month: string) => `VCARDRET#${building}#${month}`,
  vehicleCardRecord: (date: string, id: string) => `VCARD#${date}#${id}`,
  /** A card number held while its card is out: one card out per number and building. */
  vehicleCardNo: (building: string, cardNo: string) => ({ PK: `VCARDNO#${building}`, SK: cardNo.toUpperCase() }),
  /** The vehicle holding a card while it is out: one card out per vehicle of a stay (its plate, or its type without one). */
  vehicleCardHolder: (stayId: string, vehicle: string) => ({ PK: `VCARDVEH#${stayId}`, SK: vehicle }),
  /**
   * A card to collect (out, and no vehicle of a running stay holds it), and only then: one small item
   * per such card, written and deleted in the same transaction as every write that makes it so or not
   * (customers/model/cards-to-collect.ts), so the cards to collect are one Query of O(them).
   */
  cardToCollect: (building: string, roomId: string, id: string) => ({ PK: `VCARDDUE#${building}`, SK: `${roomId}#${id}` }),
  cardsToCollect: (building: string) => `VCARDDUE#${building}`,

  // --- utilities: state bills, internal use, report (issue 12) ---
  /** A building's state utility bill of one type and month; a building's bills are one partition (`<type>#<month>`). */
  stateBill: (building: string, type: string, month: string) => ({ PK: `STATEBILL#${building}`, SK: `${type}#${month}` }),
  stateBills: (building: string) => `STATEBILL#${building}`,
  /** Internal consumers' readings (washing machines, security): one sheet per building, type and month, as the rooms' readings. */
  internalSheet: (building: string, type: string, month: string) => ({ PK: `INTREAD#${building}#${type}`, SK: month }),
  internalSheets: (building: string, type: string) => `INTREAD#${building}#${type}`,
  /** Loss threshold and analysis flag settings: one versioned item. */
  utilitySettings: { PK: 'SETTINGS', SK: 'UTILITIES' },
  /** A building's frozen monthly utility report (state, rooms, internal, loss), one item per month. */
  utilityReport: (building: string, month: string) => ({ PK: `UTILREPORT#${building}`, SK: month }),
  utilityReports: (building: string) => `UTILREPORT#${building}`,
  /**
   * A building's rooms' usage and amount of one type and month, kept with the sheet versions and the
   * price it was made from (utilities/model/room-totals.ts): the loss, the monthly report and the series
   * read these small items instead of every room's reading.
   */
  roomTotals: (building: string, type: string, month: string) => ({ PK: `UTOTALS#${building}#${type}`, SK: month }),
  roomTotalsOf: (building: string, type: string) => `UTOTALS#${building}#${type}`,

  // --- utilities: consumption analysis (issue 12, H2) ---
  /** A finalized analysis (`type` E or W) of a month: its log (`LOG`) and its rows, one item per building (`ROWS#<building>`). */
  analysisLog: (type: string, month: string) => ({ PK: `UALOG#${type}#${month}`, SK: 'LOG' }),
  analysisRows: (type: string, month: string, building: string) => ({ PK: `UALOG#${type}#${month}`, SK: `ROWS#${building}` }),
  analysisFinal: (type: string, month: string) => `UALOG#${type}#${month}`,
  /** A room's devices of a month (both analyses), and the month's marker every device edit moves on (finalize checks it). */
  analysisDevices: (month: string, building: string, roomId: string) => ({ PK: `UADEV#${month}`, SK: `${building}#${roomId}` }),
  analysisDevicesOf: (month: string) => `UADEV#${month}`,
  analysisDevicesMark: (month: string) => ({ PK: `UADEV#${month}`, SK: '#VERSION' }),
  /** A room's note and flag review in one month's analysis of a type (writable after finalize). */
  analysisNote: (type: string, month: string, building: string, roomId: string) => ({ PK: `UANOTE#${type}#${month}`, SK: `${building}#${roomId}` }),
  analysisNotesOf: (type: string, month: string) => `UANOTE#${type}#${month}`,

  // --- utilities: comparisons and month-end files (issue 12, H3) ---
  /** A saved pair of months to compare (so-sanh-dien-nuoc): one small partition, read whole (≤ 50 pairs). */
  utilityComparison: (monthA: string, monthB: string) => ({ PK: 'UCOMPARE', SK: `${monthA}#${monthB}` }),
  utilityComparisons: 'UCOMPARE',
  // The month-end job's run record (files written, what it did) is `monthReport('FILES', month)`.

  // --- search keys (issue 24) ---
  /**
   * The header search's index, kept on write: one item per customer and token (each suffix of 4+ digits
   * of the phone, each folded word of the name), written before the customer's transaction and checked
   * against the customer on read (functions/search/model/search-entry.ts). A
   * partition per kind and the token's first two characters (`SEARCH#PHONE#09`), sorted by
   * `<token>#<building>#<customer>`, so a query is one begins_with on a small partition.
   */
  searchEntry: (kind: string, token: string, building: string, customerId: string) => ({
    PK: `SEARCH#${kind}#${token.slice(0, 2)}`,
    SK: `${token}#${building}#${customerId}`,
  }),
  searchBucket: (kind: string, token: string) => `SEARCH#${kind}#${token.slice(0, 2)}`,

  /** Markers of one-off set-up work (demo seed). */
  meta: (name: string) => ({ PK: 'META', SK: name }),

  /**
   * Kept counts of records per type (platform/db/entity-counts.ts): one item per shard, each its own
   * partition (a busy day is not one hot partition), and the base a backfill of older data wrote.
   */
  entityCount: (shard: number) => ({ PK: `COUNT#${shard}`, SK: 'COUNT' }),
  entityCountBase: { PK: 'COUNT#BASE', SK: 'COUNT' },

  /**
   * Idempotency records (answer of a write, stored in the write's own transaction): 16 partitions by
   * the first hex digit of the hashed key, so a busy day is not one hot partition and the admin's
   * clear-database can still list them (16 Queries).
   */
  idempotency: (hash: string) => ({ PK: `IDEMPOTENCY#${hash[0]}`, SK: hash }),
  idempotencyPartitions: [...'0123456789abcdef'].map((h) => `IDEMPOTENCY#${h}`),
} as const;
