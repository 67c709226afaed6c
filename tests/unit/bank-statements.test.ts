import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { statementRows } from '../../functions/bank-import/statement-file';
import { parseStatement } from '../../functions/bank-import/statement-layouts';
import { parseDate, parseMoney } from '../../functions/bank-import/statement-values';
import { checkStatement, dedupeKeys } from '../../functions/bank/rules/bank-line-rules';

/** An .xlsx made here, as the bank's export is laid out: rows of cells (dates as real dates where the bank does). */
async function xlsx(rows: (string | number | Date | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sao ke');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
const csv = (rows: (string | number)[][], sep = ',') =>
  Buffer.from(
    rows.map((r) => r.map((c) => (typeof c === 'string' && /[",;\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : String(c))).join(sep)).join('\r\n'),
    'utf8',
  );

const parse = async (file: Buffer, layout: Parameters<typeof parseStatement>[1] = 'auto', mapping?: Parameters<typeof parseStatement>[2]) =>
  parseStatement(await statementRows(file), layout, mapping);

const brief = (lines: { date: string; direction: string; amount: number; content: string; reference?: string; balance?: number }[]) =>
  lines.map((l) => [l.date, l.direction, l.amount, l.content, l.reference ?? null, l.balance ?? null]);

/** Vietcombank's export: account details above, bilingual headers, opening and closing balance rows. */
const vcbRows = (): (string | number | Date | null)[][] => [
  ['NGÂN HÀNG TMCP NGOẠI THƯƠNG VIỆT NAM - VIETCOMBANK'],
  ['SAO KÊ TÀI KHOẢN / STATEMENT OF ACCOUNT'],
  ['Số tài khoản/Account number:', '0071000123456'],
  ['Số dư đầu kỳ/Opening balance:', '', '', '', '', '10,000,000'],
  [
    'STT/No.',
    'Ngày giao dịch/Transaction Date',
    'Số tham chiếu/Reference No.',
    'Số tiền ghi nợ/Debit',
    'Số tiền ghi có/Credit',
    'Số dư/Balance',
    'Mô tả/Description',
  ],
  [1, new Date(Date.UTC(2026, 10, 3)), '5078 - 41234', '', '3,500,000', '13,500,000', 'MBVCB.1234.NGUYEN VAN A chuyen tien BN101 T1126'],
  [2, new Date(Date.UTC(2026, 10, 4)), '5079 - 11111', '500,000', '', '13,000,000', 'Phi dich vu SMS va chuyen khoan'],
  [3, new Date(Date.UTC(2026, 10, 5)), '5080 - 22222', '', '2,000,000', '15,000,000', 'tien nha thang 11'],
  ['Số dư cuối kỳ/Closing balance:', '', '', '', '', '15,000,000'],
];

describe('statement layouts', () => {
  it('reads a Vietcombank .xlsx: lines in file order, references, balances, and its opening/closing rows', async () => {
    const s = await parse(await xlsx(vcbRows()));
    expect(s.layout).toBe('vcb');
    expect(brief(s.lines)).toEqual([
      ['2026-11-03', 'in', 3_500_000, 'MBVCB.1234.NGUYEN VAN A chuyen tien BN101 T1126', '5078 - 41234', 13_500_000],
      ['2026-11-04', 'out', 500_000, 'Phi dich vu SMS va chuyen khoan', '5079 - 11111', 13_000_000],
      ['2026-11-05', 'in', 2_000_000, 'tien nha thang 11', '5080 - 22222', 15_000_000],
    ]);
    expect([s.opening, s.closing]).toEqual([10_000_000, 15_000_000]);
    expect(s.lines[0]!.row).toBe(6);
    expect(JSON.parse(s.lines[0]!.raw)).toContain('5078 - 41234');
    expect(checkStatement(s.lines, s)).toEqual({ opening: 10_000_000, closing: 15_000_000, movements: 5_000_000, ok: true });
  });

  it('reads the reference Vietcombank prints under the date, in the same cell', async () => {
    const s = await parse(
      await xlsx([
        ['SAO KÊ TÀI KHOẢN STATEMENT OF ACCOUNT - VIETCOMBANK'],
        [
          'STT No.',
          'Ngày GD/ Số tham chiếu Date/ Reference No.',
          'Số tiền ghi nợ Debit',
          'Số tiền ghi có Credit',
          'Số dư Balance',
          'Nội dung chi tiết Transactions in detail',
        ],
        [1, '31/10/2026\n5243.65937', '99,000', '', '52,547', 'MBVCB.4525077405 CT tu 0351000646393'],
        [2, '31/10/2026\n9920.28', '', '26,338,000', '26,390,547', 'BN204 T1026'],
      ]),
    );
    expect(s.layout).toBe('vcb');
    expect(s.lines.map((l) => [l.date, l.reference, l.direction, l.amount])).toEqual([
      ['2026-10-31', '5243.65937', 'out', 99_000],
      ['2026-10-31', '9920.28', 'in', 26_338_000],
    ]);
    expect(checkStatement(s.lines, s)).toMatchObject({ ok: true, opening: 151_547, closing: 26_390_547 });
  });

  it('reads an ACB .csv (headers without diacritics, dd/mm/yyyy text dates, newest first) and checks its balances backwards', async () => {
    const file = csv([
      ['NGAN HANG TMCP A CHAU (ACB)'],
      ['Ngay hieu luc', 'Ngay giao dich', 'So GD', 'Tien rut ra', 'Tien gui vao', 'So du', 'Mo ta giao dich'],
      ['06/11/2026', '06/11/2026 09:15:00', 'FT2631000001', '', '4.200.000', '9.200.000', 'GB203 T1126 tien phong'],
      ['05/11/2026', '05/11/2026 17:01:00', 'FT2630900002', '1.000.000', '', '5.000.000', 'Chuyen sang tai khoan MB'],
      ['04/11/2026', '04/11/2026 08:00:00', 'FT2630800003', '', '1.000.000', '6.000.000', 'nop tien'],
    ]);
    const s = await parse(file);
    expect(s.layout).toBe('acb');
    expect(brief(s.lines)).toEqual([
      ['2026-11-06', 'in', 4_200_000, 'GB203 T1126 tien phong', 'FT2631000001', 9_200_000],
      ['2026-11-05', 'out', 1_000_000, 'Chuyen sang tai khoan MB', 'FT2630900002', 5_000_000],
      ['2026-11-04', 'in', 1_000_000, 'nop tien', 'FT2630800003', 6_000_000],
    ]);
    expect(checkStatement(s.lines, s)).toEqual({ opening: 5_000_000, closing: 9_200_000, movements: 4_200_000, ok: true });
  });

  it('reads an MB .xlsx with its counter account and name columns (semicolon CSV too)', async () => {
    const rows = [
      ['MB BANK - NGAN HANG TMCP QUAN DOI'],
      ['STT', 'Ngày giao dịch', 'Số bút toán', 'Phát sinh nợ', 'Phát sinh có', 'Số dư', 'Nội dung', 'Tài khoản đối ứng', 'Tên tài khoản đối ứng'],
      [1, '10/11/2026', 'FT001', 0, 3100000, 3100000, 'TT101 T1126', '190312345678', 'TRAN THI B'],
      [2, '11/11/2026', 'FT002', 0, 2700000, 5800000, 'chuyen khoan', '190312345678', 'TRAN THI B'],
    ];
    for (const file of [await xlsx(rows), csv(rows as (string | number)[][], ';')]) {
      const s = await parse(file);
      expect(s.layout).toBe('mb');
      expect(s.lines.map((l) => [l.reference, l.amount, l.counter_account, l.counter_name])).toEqual([
        ['FT001', 3_100_000, '190312345678', 'TRAN THI B'],
        ['FT002', 2_700_000, '190312345678', 'TRAN THI B'],
      ]);
    }
  });

  it('reads any other bank by the columns a person maps (header text or letter, one signed amount column)', async () => {
    const file = csv([
      ['Bank X statement'],
      ['When', 'Money', 'Text', 'Ref'],
      ['2026-11-12', '+1,500,000', 'XA305 T1126', ''],
      ['2026-11-12', '-200,000', 'phi', ''],
    ]);
    const s = await parse(file, 'mapping', { header_row: 2, date: 'when', amount: 'B', content: 'Text', reference: 'D' });
    expect(s.layout).toBe('mapping');
    expect(brief(s.lines)).toEqual([
      ['2026-11-12', 'in', 1_500_000, 'XA305 T1126', null, null],
      ['2026-11-12', 'out', 200_000, 'phi', null, null],
    ]);
    expect(checkStatement(s.lines, s)).toMatchObject({ ok: true, movements: 1_300_000 });
    await expect(parse(file, 'mapping', { header_row: 2, date: 'Ngày', amount: 'B', content: 'Text' })).rejects.toMatchObject({
      status: 400,
      field: 'mapping',
    });
  });

  it('refuses a file it cannot place: no header row, an unknown bank in auto, a binary that is not xlsx', async () => {
    await expect(
      parse(
        csv([
          ['a', 'b'],
          ['1', '2'],
        ]),
      ),
    ).rejects.toMatchObject({ status: 400, field: 'layout' });
    const unknown = csv([
      ['Ngay', 'So tien', 'Noi dung'],
      ['01/11/2026', '100', 'x'],
    ]);
    await expect(parse(unknown)).rejects.toMatchObject({ status: 400, field: 'layout' });
    expect((await parse(unknown, 'vcb')).lines).toHaveLength(1);
    await expect(statementRows(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0]))).rejects.toMatchObject({ status: 400, field: 'content_base64' });
  });
});

describe('dedupe keys', () => {
  it('uses the bank reference; without one, date + amount + text + occurrence: two equal lines both stay, the same file again gives the same keys', async () => {
    const rows = [
      ['Ngay giao dich', 'So tham chieu', 'Ghi no', 'Ghi co', 'Mo ta'],
      ['01/11/2026', '', '', '500,000', 'BN102 tien dien'],
      ['01/11/2026', '', '', '500,000', 'BN102 tien dien'],
      ['01/11/2026', '', '', '500,000', 'BN102  TIỀN ĐIỆN'],
      ['02/11/2026', 'REF-9', '', '500,000', 'BN102 tien dien'],
    ];
    const first = dedupeKeys((await parse(csv(rows), 'vcb')).lines);
    expect(new Set(first).size).toBe(4);
    expect(first[3]).toBe('ref:REF-9');
    // diacritics, case and spaces do not make a third genuinely new line: it is the third occurrence
    expect(first[2]!.endsWith('|3')).toBe(true);
    expect(dedupeKeys((await parse(csv(rows), 'vcb')).lines)).toEqual(first);
  });
});

describe('balance check', () => {
  const line = (date: string, direction: 'in' | 'out', amount: number, balance?: number, row?: number) => ({
    date,
    direction,
    amount,
    content: '',
    balance,
    row,
  });

  it('names the first line where the running balance breaks', () => {
    const r = checkStatement(
      [
        line('2026-11-01', 'in', 100, 1100, 5),
        line('2026-11-02', 'out', 50, 1050, 6),
        line('2026-11-03', 'in', 10, 1070, 7),
        line('2026-11-04', 'in', 10, 1080, 8),
      ],
      { opening: 1000 },
    );
    expect(r.ok).toBe(false);
    expect(r.message).toMatch(/dòng 7 \(ngày 03-11-2026\)/);
    expect(r).toMatchObject({ opening: 1000, closing: 1080, movements: 70 });
  });

  it('says when opening + movements ≠ the printed closing', () => {
    const r = checkStatement([line('2026-11-01', 'in', 100)], { opening: 1000, closing: 1200 });
    expect(r).toMatchObject({ ok: false, opening: 1000, closing: 1200, movements: 100 });
    expect(r.message).toMatch(/số dư cuối kỳ/);
  });

  it('cannot check a file without balances, and says so', () => {
    expect(checkStatement([line('2026-11-01', 'in', 100)])).toMatchObject({ ok: true, movements: 100, message: expect.stringMatching(/không kiểm tra/) });
  });
});

describe('cell values', () => {
  it('reads money and dates as banks print them', () => {
    expect(['1,234,567', '1.234.567', '1.234.567,00', '1,234,567.00', '(500)', '-2.000', '+200,000 VND', '', 'abc', 1500.4].map((v) => parseMoney(v))).toEqual([
      1_234_567,
      1_234_567,
      1_234_567,
      1_234_567,
      -500,
      -2000,
      200_000,
      undefined,
      undefined,
      1500,
    ]);
    expect(['05/11/2026', '5-11-26 14:30', '2026-11-05', '31/02/2026', 46331].map((v) => parseDate(v))).toEqual([
      '2026-11-05',
      '2026-11-05',
      '2026-11-05',
      undefined,
      '2026-11-05',
    ]);
  });
});
