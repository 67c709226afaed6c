import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import './helpers';
import { invoke, ok, type Answer } from './in-process';
import { everyItem } from './paging';
import { useOwnTable } from './own-table';
import { ensureStay } from './receipt-fixtures';
import { walletOf } from '../../shared/catalog/wallets';

/**
 * Property (issue 11): random receipts into wallets, landlady and partner receipts and payments, loan
 * drawdowns, repayments and interest, owner capital and withdrawals, expense slips, cash transfers,
 * edits, bank lines matched to a room by its payment code and unmatched again, repair timesheets
 * paid from a cash box or a bank (both books, issue 13) and those payments cancelled keep the books true. After every step: the trial balance balances; each wallet's book closes
 * at the model's balance and at the trial balance's closing of its account; a cash box is never below
 * zero (a payment beyond it is refused with 409 cash_floor and changes nothing); the landlady, partner
 * and loan reports equal the model and the trial balance's 1381, 1388 and 3411; 8111 holds the repair expense slips
 * and repair payments less the cancelled ones. Every voucher is dated
 * the same day, so the model's balance is the box's balance on every later day too.
 */
useOwnTable('finance-property-test');

const DATE = '2025-06-15';
const FROM = '2025-06-01';
const TO = '2025-06-30';
const WALLET_IDS = [2, 3, 6, 7, 8] as const;
const buildingOf = (w: number) => walletOf(w)!.building ?? 'BN';
const isCash = (w: number) => walletOf(w)!.kind === 'cash';
const LENDERS = ['Ngân hàng Á Châu', 'Anh Tư'] as const;

type Op =
  | { kind: 'receiptCash'; w: number; amount: number }
  | { kind: 'gam' | 'partner'; dir: 'in' | 'out'; w: number; amount: number }
  | { kind: 'loan'; loan: 'drawdown' | 'repayment' | 'interest'; lender: number; w: number; amount: number }
  | { kind: 'earning'; earning: 'capital' | 'withdrawal'; w: number; amount: number }
  | { kind: 'disbursement'; w: number; amount: number; category: string }
  | { kind: 'transfer'; from: number; to: number; amount: number }
  | { kind: 'editGam'; pick: number; amount: number }
  | { kind: 'bankIn'; w: number; room: number; amount: number }
  | { kind: 'unmatch'; pick: number }
  | { kind: 'repairPay'; book: Book; w: number; amount: number }
  | { kind: 'repairCancel'; pick: number };

type Book = 'ordinary' | 'pccc';
const TIMESHEET: Record<Book, string> = { ordinary: '/api/repair-timesheet', pccc: '/api/pccc-major-repair-timesheet' };

const wallet = fc.constantFrom(...WALLET_IDS);
const cashWallet = fc.constantFrom(6, 7, 8);
const amount = fc.integer({ min: 1, max: 40 }).map((n) => n * 50_000);
const ops: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('receiptCash' as const), w: wallet, amount }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constantFrom('gam' as const, 'partner' as const), dir: fc.constantFrom('in' as const, 'out' as const), w: wallet, amount }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('loan' as const),
      loan: fc.constantFrom('drawdown' as const, 'repayment' as const, 'interest' as const),
      lender: fc.integer({ min: 0, max: 1 }),
      w: wallet,
      amount,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('earning' as const), earning: fc.constantFrom('capital' as const, 'withdrawal' as const), w: wallet, amount }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('disbursement' as const),
      w: wallet,
      amount,
      category: fc.constantFrom('electricity', 'advertising', 'repair', 'other'),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('transfer' as const), from: cashWallet, to: wallet, amount }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('editGam' as const), pick: fc.nat(), amount }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('bankIn' as const), w: fc.constantFrom(2, 3), room: fc.integer({ min: 0, max: 2 }), amount }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unmatch' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('repairPay' as const), book: fc.constantFrom('ordinary' as const, 'pccc' as const), w: wallet, amount }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('repairCancel' as const), pick: fc.nat() }) },
);

/** A one-line bank statement (column mapping): a transfer naming room BN10<n>'s payment code. */
let refNo = 0;
function statement(room: number, amount: number) {
  const ref = `PROP-${++refNo}-${Date.now()}`;
  const csv = `Ngay,So tien,Noi dung,Ma GD\r\n15/06/2025,${amount},NGUYEN VAN A chuyen tien BN10${room + 1} T0625,${ref}\r\n`;
  return { ref, content_base64: Buffer.from(csv).toString('base64') };
}

/** The books as the model keeps them: each wallet's balance and the nets of 1381, 1388 and each lender's 3411. */
const model = {
  wallet: new Map<number, number>(WALLET_IDS.map((w) => [w, 0])),
  landlady: 0, // 1381: debit − credit
  partner: 0, // 1388: debit − credit
  loans: [0, 0], // 3411 per lender: credit − debit
  landed: 0,
  refused: 0,
  bankLines: [] as { id: string; version: number; w: number; amount: number; matched: boolean }[],
  gamRows: [] as { id: string; version: number; dir: 'in' | 'out'; w: number; amount: number }[],
  /** The repairman's timesheets not paid, per book and building (a payment pays them all, a cancel brings them back). */
  unpaid: new Map<string, number>(),
  repairPayments: [] as { id: string; version: number; book: Book; building: string; w: number; amount: number; active: boolean }[],
  repaired: 0,
  /** 8111 (repairs): expense slips of the repair category and repair payments, less those cancelled. */
  repairCost: 0,
};
let repairman = '';
const unpaidKey = (book: Book, building: string) => `${book}#${building}`;
const unpaidOf = (book: Book, building: string) => model.unpaid.get(unpaidKey(book, building)) ?? 0;

/** The voucher's move of the wallet (+ in, − out); a cash box may not go below zero. */
function allowed(w: number, delta: number) {
  return !isCash(w) || model.wallet.get(w)! + delta >= 0;
}
const move = (w: number, delta: number) => model.wallet.set(w, model.wallet.get(w)! + delta);

const row = (w: number, amount: number) => ({ building: buildingOf(w), date: DATE, wallet: w, amount, note: 'Thử tính chất' });

/** Sends the op; answers the wallet moves it should make (empty when refused by the model's own rule). */
async function send(op: Op): Promise<{ answer: Answer; moves: [number, number][]; apply: (a: Answer) => void | Promise<void> } | undefined> {
  switch (op.kind) {
    case 'receiptCash':
      return {
        answer: await invoke('POST', '/api/receipt-cash', { body: { ...row(op.w, op.amount), account_key: 'equity', payer: 'Chủ nhà' } }),
        moves: [[op.w, op.amount]],
        apply: () => {},
      };
    case 'gam':
    case 'partner': {
      const path = op.kind === 'gam' ? '/api/receipt-gam/createOrEditReceipts' : '/api/partner-receipt/createOrEditReceipts';
      const sign = op.dir === 'in' ? 1 : -1;
      return {
        answer: await invoke('POST', path, { body: { receipts: [{ ...row(op.w, op.amount), direction: op.dir }] } }),
        moves: [[op.w, sign * op.amount]],
        apply: (a) => {
          // Money in from the landlady settles what she owes (Cr 1381); money out to her is Dr 1381.
          if (op.kind === 'gam') {
            model.landlady -= sign * op.amount;
            const r = a.body.receipts[0];
            model.gamRows.push({ id: r.id, version: r.version, dir: op.dir, w: op.w, amount: op.amount });
          } else model.partner -= sign * op.amount;
        },
      };
    }
    case 'loan': {
      const sign = op.loan === 'drawdown' ? 1 : -1;
      return {
        answer: await invoke('POST', '/api/receipt-loan/createOrEditReceipts', {
          body: { receipts: [{ ...row(op.w, op.amount), kind: op.loan, lender: LENDERS[op.lender] }] },
        }),
        moves: [[op.w, sign * op.amount]],
        apply: () => {
          if (op.loan !== 'interest') model.loans[op.lender]! += sign * op.amount;
        },
      };
    }
    case 'earning':
      return {
        answer: await invoke('POST', '/api/receipt-undistributed-earning/createOrEditReceipts', {
          body: { receipts: [{ ...row(op.w, op.amount), kind: op.earning }] },
        }),
        moves: [[op.w, op.earning === 'capital' ? op.amount : -op.amount]],
        apply: () => {},
      };
    case 'disbursement':
      return {
        answer: await invoke('POST', '/api/disbursement', {
          body: { ...row(op.w, op.amount), note: undefined, category: op.category, payee: 'Điện lực Gia Định', description: 'Chi thử tính chất' },
        }),
        moves: [[op.w, -op.amount]],
        apply: () => {
          if (op.category === 'repair') model.repairCost += op.amount;
        },
      };
    case 'transfer':
      if (op.to === op.from) return undefined;
      return {
        answer: await invoke('POST', '/api/cash-transfer-slip', {
          body: { building: buildingOf(op.from), date: DATE, from_wallet: op.from, to_wallet: op.to, amount: op.amount },
        }),
        moves: [
          [op.from, -op.amount],
          [op.to, op.amount],
        ],
        apply: () => {},
      };
    case 'editGam': {
      const r = model.gamRows[op.pick % Math.max(1, model.gamRows.length)];
      if (!r) return undefined;
      const sign = r.dir === 'in' ? 1 : -1;
      return {
        answer: await invoke('POST', '/api/receipt-gam/createOrEditReceipts', {
          body: { receipts: [{ id: r.id, version: r.version, ...row(r.w, op.amount), direction: r.dir }] },
        }),
        moves: [[r.w, sign * (op.amount - r.amount)]],
        apply: (a) => {
          model.landlady -= sign * (op.amount - r.amount);
          r.amount = op.amount;
          r.version = a.body.receipts[0].version;
        },
      };
    }
    case 'bankIn': {
      const file = statement(op.room, op.amount);
      const answer = await invoke('POST', '/api/bank-transactions/import', {
        body: {
          wallet: op.w,
          file_name: 'sao-ke.csv',
          content_base64: file.content_base64,
          layout: 'mapping',
          mapping: { header_row: 1, date: 'Ngay', amount: 'So tien', content: 'Noi dung', reference: 'Ma GD' },
        },
      });
      return {
        answer,
        moves: [[op.w, op.amount]],
        apply: async (a) => {
          // The line names exactly one room's code: it became that room's rent receipt at once.
          expect(a.body).toMatchObject({ added: 1, matched: 1, queued: 0 });
          const lines = ok(await invoke('GET', '/api/bank-transactions', { query: { wallet: String(op.w), from: FROM, to: TO, status: 'matched' } }));
          const line = lines.items.find((l: { reference?: string }) => l.reference === file.ref);
          expect(line.match).toMatchObject({ kind: 'receipt_room', building: 'BN', room_id: `10${op.room + 1}`, auto: true });
          model.bankLines.push({ id: line.id, version: line.version, w: op.w, amount: op.amount, matched: true });
        },
      };
    }
    case 'unmatch': {
      const matched = model.bankLines.filter((l) => l.matched);
      const l = matched[op.pick % Math.max(1, matched.length)];
      if (!l) return undefined;
      return {
        answer: await invoke('PUT', '/api/bank-transactions/{id}', { params: { id: l.id }, body: { action: 'unmatch', version: l.version } }),
        moves: [[l.w, -l.amount]],
        apply: (a) => {
          // The receipt is reversed; the line waits again, and may not be unmatched twice.
          expect(a.body.status).toBe('unmatched');
          l.matched = false;
          l.version = a.body.version;
        },
      };
    }
    case 'repairPay': {
      // A timesheet of the wallet's building, then the repairman's month paid from the wallet: one
      // voucher (Dr 8111 / Cr wallet) for every timesheet still unpaid there, this one included.
      const building = buildingOf(op.w);
      ok(await invoke('POST', TIMESHEET[op.book], { body: { building, repairman_id: repairman, date: DATE, days: 1, wage: op.amount, materials: 0 } }), 201);
      const key = unpaidKey(op.book, building);
      model.unpaid.set(key, unpaidOf(op.book, building) + op.amount);
      const due = unpaidOf(op.book, building);
      return {
        answer: await invoke('POST', `${TIMESHEET[op.book]}/pay`, {
          body: { month: DATE.slice(0, 7), repairman_id: repairman, building, wallet: op.w, date: DATE },
        }),
        moves: [[op.w, -due]],
        apply: (a) => {
          expect(a.body).toMatchObject({ amount: due, status: 'active', wallet: op.w });
          model.unpaid.set(key, 0);
          model.repairCost += due;
          model.repairPayments.push({ id: a.body.id, version: a.body.version, book: op.book, building, w: op.w, amount: due, active: true });
          model.repaired++;
        },
      };
    }
    case 'repairCancel': {
      const active = model.repairPayments.filter((p) => p.active);
      const p = active[op.pick % Math.max(1, active.length)];
      if (!p) return undefined;
      return {
        answer: await invoke('POST', `${TIMESHEET[p.book]}/pay/cancel`, { body: { payment_id: p.id, version: p.version } }),
        moves: [[p.w, p.amount]],
        apply: (a) => {
          // The entry is reversed on the payment's date; its timesheets are unpaid again.
          expect(a.body.status).toBe('reversed');
          p.active = false;
          model.repairCost -= p.amount;
          model.unpaid.set(unpaidKey(p.book, p.building), unpaidOf(p.book, p.building) + p.amount);
        },
      };
    }
  }
}

async function check(touched: number[]) {
  const tb = ok(await invoke('GET', '/api/journal/tb', { query: { from: '2025-01-01', to: TO } }));
  expect(tb.balanced).toBe(true);
  const net = (account: string) => {
    const r = tb.rows.find((x: { account: string }) => x.account === account);
    return r ? r.closing_debit - r.closing_credit : 0;
  };
  for (const w of new Set(touched)) {
    const book = ok(await invoke('GET', '/api/books/wallet', { query: { wallet: String(w), from: FROM, to: TO } }));
    expect(book.closing, `wallet ${w}`).toBe(model.wallet.get(w));
    expect(book.closing).toBe(book.opening + book.total_debit - book.total_credit);
    // The range's figures come from the rollups; the lines, every page of them, must tell the same story.
    const lines = (await everyItem('/api/books/wallet', { wallet: String(w), from: FROM, to: TO, limit: '7' })) as {
      debit: number;
      credit: number;
      balance: number;
    }[];
    expect(
      lines.reduce((n, l) => n + l.debit, 0),
      `wallet ${w}: Σ money in of its lines`,
    ).toBe(book.total_debit);
    expect(
      lines.reduce((n, l) => n + l.credit, 0),
      `wallet ${w}: Σ money out of its lines`,
    ).toBe(book.total_credit);
    expect(lines.at(-1)?.balance ?? book.opening, `wallet ${w}: the last line's running balance`).toBe(book.closing);
    expect(book.closing).toBe(net(walletOf(w)!.accounting_account));
    if (isCash(w)) expect(book.closing).toBeGreaterThanOrEqual(0);
  }
  expect(net('8111'), '8111').toBe(model.repairCost);
  const gam = ok(await invoke('GET', '/api/receipt-gam/debt-report', { query: { lastDateOfMonth: TO } }));
  expect(gam.closing).toBe(model.landlady);
  expect(gam.closing).toBe(net('1381'));
  const partner = ok(await invoke('GET', '/api/partner-receipt/debt-report', { query: { lastDateOfMonth: TO } }));
  expect(partner.closing).toBe(model.partner);
  expect(partner.closing).toBe(net('1388'));
  const loans = ok(await invoke('GET', '/api/receipt-loan/debt-report', { query: { lastDateOfMonth: TO } }));
  const total = loans.at(-1);
  expect(total.closing).toBe(model.loans[0]! + model.loans[1]!);
  expect(total.closing).toBe(0 - net('3411'));
  for (const [i, name] of LENDERS.entries()) {
    const line = loans.slice(0, -1).find((l: { object: string }) => l.object.includes(name));
    expect(line?.closing ?? 0, name).toBe(model.loans[i]);
  }
}

/** One operation sent, then the model moved (it landed) or the refusal checked (the box would go below 0), then the books checked. */
async function step(op: Op) {
  const sent = await send(op);
  if (!sent) return;
  const fits = sent.moves.reduce((okSoFar, [w, d]) => okSoFar && allowed(w, d), true);
  if (fits) {
    expect([200, 201], JSON.stringify({ op, body: sent.answer.body }).slice(0, 500)).toContain(sent.answer.status);
    for (const [w, d] of sent.moves) move(w, d);
    await sent.apply(sent.answer);
    model.landed++;
  } else {
    expect(sent.answer.status, JSON.stringify({ op, body: sent.answer.body })).toBe(409);
    expect(sent.answer.body).toMatchObject({ code: 'cash_floor', field: 'amount' });
    expect(typeof sent.answer.body.balance).toBe('number');
    model.refused++;
  }
  await check(sent.moves.map(([w]) => w));
}

beforeAll(async () => {
  // BN101–103 have tenants: a bank line naming their code is their stay's rent receipt.
  for (const room of ['101', '102', '103']) await ensureStay('BN', room);
  ok(await invoke('PUT', '/api/settings/payees', { groups: '[admin]', body: { version: 0, payees: [{ name: 'Điện lực Gia Định', active: true }] } }));
  repairman = ok(await invoke('POST', '/api/repairman', { body: { name: 'Thợ Tính Chất', phone: '0903123456', daily_wage: 400_000, active: true } }), 201).id;
});

describe('finance property: the books stay equal to the ledger', () => {
  it('after every step of random receipts, payments, loans, expenses, transfers, edits, bank matches and repair payments (paid and cancelled)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(ops, { minLength: 1, maxLength: 8 }), async (seq) => {
        for (const op of seq) await step(op);
      }),
      { numRuns: 25, endOnFailure: true },
    );
    // Then every path once for certain, through the same steps and checks (the random runs may miss
    // one: a cancel needs a paid repair before it, a refusal an empty enough box): a bank line matched
    // and a repair paid from bank wallet 2, that repair cancelled, and more taken out of cash box 6
    // than it holds.
    for (const op of [
      { kind: 'bankIn', w: 2, room: 0, amount: 1_000_000 },
      { kind: 'repairPay', book: 'ordinary', w: 2, amount: 300_000 },
      { kind: 'repairCancel', pick: model.repairPayments.filter((p) => p.active).length },
      { kind: 'disbursement', w: 6, amount: model.wallet.get(6)! + 50_000, category: 'other' },
    ] satisfies Op[])
      await step(op);
    // Both sides of the cash floor were exercised.
    expect(model.landed).toBeGreaterThan(20);
    expect(model.refused).toBeGreaterThan(0);
    expect(model.bankLines.length).toBeGreaterThan(0);
    expect(model.repaired).toBeGreaterThan(0);
    expect(model.repairPayments.some((p) => !p.active)).toBe(true);
  }, 240_000);
});
