import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import CashBookPage from '../../web/src/features/ledger/books/CashBookPage';
import { bookRows } from '../../web/src/components/books/book-rows';
import { renderScreen, resetScreenState, signIn, stubApi } from './harness';

const line = (n: number, date: string, debit: number, credit: number, balance: number, counter: string[], extra: Record<string, unknown> = {}) => ({
  date,
  entry_id: `E${n}`,
  line: 1,
  voucher_type: debit ? 'receipt_other' : 'disbursement',
  voucher_id: `V${n}`,
  voucher_no: `NO-${n}`,
  description: debit ? 'Thu bán phế liệu' : 'Chi mua bóng đèn',
  building: 'XA',
  counter_accounts: counter,
  debit,
  credit,
  balance,
  ...extra,
});

/** Xuân An's cash box in October 2026: 700,000 at the start, one receipt, one payment. */
const BOOK = {
  wallet: 9,
  account: '1114',
  opening: 700_000,
  lines: [line(1, '2026-10-02', 500_000, 0, 1_200_000, ['7111'], { object_name: 'Vựa ve chai Tư' }), line(2, '2026-10-05', 0, 200_000, 1_000_000, ['8113'])],
  total_debit: 500_000,
  total_credit: 200_000,
  closing: 1_000_000,
};

/** The server's answer of a book whose lines fit one page (`{ ..., items, cursor? }`). */
const page = ({ lines, ...range }: typeof BOOK, cursor?: string) => ({ ...range, items: lines, ...(cursor ? { cursor } : {}) });

beforeEach(() => signIn('staff'));
afterEach(resetScreenState);

const cellTexts = (tr: Element) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.replace(/\s/g, ' '));

describe('book rows', () => {
  it('opens with the opening balance and closes with the totals and the closing balance', () => {
    const rows = bookRows(BOOK, '2026-10-01', '2026-10-31');
    expect(rows.map((r) => [r.key, r.isTotal, r.debit, r.credit, r.balance])).toEqual([
      ['opening', true, undefined, undefined, 700_000],
      ['E1#1', false, 500_000, 0, 1_200_000],
      ['E2#1', false, 0, 200_000, 1_000_000],
      ['movements', true, 500_000, 200_000, undefined],
      ['closing', true, undefined, undefined, 1_000_000],
    ]);
    expect(rows[1]).toMatchObject({ counter: '7111', object: 'Vựa ve chai Tư', voucher_no: 'NO-1' });
    expect(bookRows(undefined, '2026-10-01', '2026-10-31')).toEqual([]);
  });
});

describe('cash book screen (/so-tien-mat)', () => {
  it("asks for the URL's cash box and range and shows opening, lines with running balance, closing", async () => {
    const api = stubApi({ 'GET /api/books/wallet': () => ({ body: page(BOOK) }) });
    renderScreen(<CashBookPage />, '/so-tien-mat?wallet=9&from=2026-10-01&to=2026-10-31');

    await screen.findByText('NO-1');
    expect(Object.fromEntries(api.callsTo('GET', '/api/books/wallet')[0]!.query)).toEqual({ wallet: '9', from: '2026-10-01', to: '2026-10-31' });
    const rows = [...document.querySelectorAll('tbody tr.ant-table-row')];
    expect(rows).toHaveLength(5);
    expect(cellTexts(rows[0]!)).toEqual(['01-10-2026', '', 'Số dư đầu kỳ', '', '', '', '', '700.000 ₫']);
    expect(cellTexts(rows[1]!)).toEqual(['02-10-2026', 'NO-1', 'Thu bán phế liệu', 'Vựa ve chai Tư', '7111', '500.000 ₫', '0 ₫', '1.200.000 ₫']);
    expect(cellTexts(rows[2]!)).toEqual(['05-10-2026', 'NO-2', 'Chi mua bóng đèn', '', '8113', '0 ₫', '200.000 ₫', '1.000.000 ₫']);
    expect(cellTexts(rows[3]!)).toEqual(['31-10-2026', '', 'Cộng phát sinh', '', '', '500.000 ₫', '200.000 ₫', '']);
    expect(cellTexts(rows[4]!)).toEqual(['31-10-2026', '', 'Số dư cuối kỳ', '', '', '', '', '1.000.000 ₫']);
    expect(screen.getAllByText(/1114/).length).toBeGreaterThan(0);
  });

  it("reads every page of the range from the server's cursor and shows the same rows as one answer", async () => {
    const [first, second] = BOOK.lines;
    const api = stubApi({
      'GET /api/books/wallet': (c) =>
        c.query.get('cursor') === 'after-1' ? { body: page({ ...BOOK, lines: [second!] }) } : { body: page({ ...BOOK, lines: [first!] }, 'after-1') },
    });
    renderScreen(<CashBookPage />, '/so-tien-mat?wallet=9&from=2026-10-01&to=2026-10-31');
    await screen.findByText('NO-2');
    const asked = api.callsTo('GET', '/api/books/wallet').map((c) => Object.fromEntries(c.query));
    // The server's default page: the screen never asks for a bigger one.
    expect(asked).toEqual([
      { wallet: '9', from: '2026-10-01', to: '2026-10-31' },
      { wallet: '9', from: '2026-10-01', to: '2026-10-31', cursor: 'after-1' },
    ]);
    const rows = [...document.querySelectorAll('tbody tr.ant-table-row')];
    expect(rows.map((r) => cellTexts(r)[7])).toEqual(['700.000 ₫', '1.200.000 ₫', '1.000.000 ₫', '', '1.000.000 ₫']);
    expect(cellTexts(rows[1]!)[1]).toBe('NO-1');
    expect(cellTexts(rows[2]!)[1]).toBe('NO-2');
  });

  it('opens a long book (a month of 2,000 bank lines) a hundred lines a page, not every line at once', async () => {
    const lines = Array.from({ length: 2_000 }, (_, i) => line(i + 1, '2026-10-02', 1_000, 0, 700_000 + (i + 1) * 1_000, ['1311']));
    stubApi({ 'GET /api/books/wallet': () => ({ body: page({ ...BOOK, lines, total_debit: 2_000_000, total_credit: 0, closing: 2_700_000 }) }) });
    renderScreen(<CashBookPage />, '/so-tien-mat?wallet=9&from=2026-10-01&to=2026-10-31');
    await screen.findByText('NO-1');
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(100);
    // The whole book is still there: 2,000 lines and the three balance rows, page by page.
    expect(screen.getByText('Tổng 2003 dòng')).toBeTruthy();
    expect(screen.getByText(/Cuối kỳ:/).parentElement?.textContent).toContain('2.700.000');
  });

  it('offers only the cash wallets and falls back to the first for an unknown one', async () => {
    const api = stubApi({
      'GET /api/books/wallet': () => ({
        body: page({ ...BOOK, wallet: 6, account: '1111', lines: [], opening: 0, closing: 0, total_debit: 0, total_credit: 0 }),
      }),
    });
    renderScreen(<CashBookPage />, '/so-tien-mat?wallet=2');
    await screen.findByText('Số dư đầu kỳ');
    expect(api.callsTo('GET', '/api/books/wallet')[0]!.query.get('wallet')).toBe('6');
  });
});
