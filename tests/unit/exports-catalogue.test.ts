import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createExport, checkExportParams } from '../../shared/api/exports';
import { EXPORT_REPORTS, EXPORT_REPORT_IDS } from '../../shared/exports/catalogue';
import { toMatrix } from '../../shared/exports/cells';
import { columnsOf } from '../../shared/exports/report';
import { HANDLERS } from '../../functions/handler-registry';
import { routes } from '../../functions/routes';
import { toXlsx } from '../../shared/exports/xlsx';
import { contentDisposition } from '../../functions/platform/exports-storage';

const body = createExport.body;

describe('export catalogue', () => {
  it.each(EXPORT_REPORT_IDS)('%s names the GET route that serves it, by its handler name', (id) => {
    const route = routes.find((r) => r.endpoint === EXPORT_REPORTS[id].endpoint);
    expect(route?.endpoint.method).toBe('GET');
    expect(route?.handler).toBe(id);
  });

  it('follows every server-paged list it exports page by page, and covers the journal and trial balance', () => {
    expect(EXPORT_REPORT_IDS).toEqual(expect.arrayContaining(['listLogs', 'listJournal', 'getTrialBalance', 'listRooms']));
    const paged = (e: { query?: unknown }) => 'cursor' in ((e.query as { shape?: object } | undefined)?.shape ?? {});
    // Lists that grow with the rooms are paged (issue 23 §13); an export of one that read only its first page would lose rows.
    for (const [id, r] of Object.entries(EXPORT_REPORTS)) if (paged(r.endpoint)) expect(r.paging, id).toBeDefined();
    expect(Object.values(EXPORT_REPORTS).filter((r) => paged(r.endpoint)).length).toBeGreaterThanOrEqual(6);
  });

  it('has a handler loader for every domain that serves a GET route (the exporter runs them in-process)', () => {
    // The exports function's own GET (the month-end files' signed links) is served, never exported.
    const domains = new Set(routes.filter((r) => r.endpoint.method === 'GET' && r.domain !== 'exports').map((r) => r.domain));
    for (const d of domains) expect(HANDLERS[d], d).toBeTypeOf('function');
    expect(HANDLERS.exports).toBeUndefined();
  });

  it('the export operation is open to every signed-in role, idempotent, in the exports domain', () => {
    const route = routes.find((r) => r.endpoint === createExport)!;
    expect(route).toMatchObject({ domain: 'exports', handler: 'createExport', access: 'user', idempotent: true });
  });

  it('journal columns show the building only when all buildings are listed', () => {
    const titles = (p: object) => columnsOf(EXPORT_REPORTS.listJournal, p).map((c) => c.title);
    expect(titles({ from: '2026-11-01', to: '2026-11-22' })).toContain('Toà');
    expect(titles({ from: '2026-11-01', to: '2026-11-22', building: 'BN' })).not.toContain('Toà');
    expect(EXPORT_REPORTS.listJournal.fileName({ from: '2026-11-01', to: '2026-11-22' })).toBe('nhat-ky-chung-tat-ca-2026-11-01-2026-11-22');
  });

  it('the journal ends with Σ Nợ and Σ Có under Diễn giải; the trial balance with the totals', () => {
    const line = (entry_id: string, line: number, debit: number, credit: number) => ({
      entry_id,
      line,
      date: '2026-11-02',
      account: '1111',
      account_key: 'cash_bn',
      debit,
      credit,
      building: 'BN',
      voucher_type: 'deposit',
      voucher_id: 'CBN2611-001',
      description: 'Nhận cọc',
      posted_at: '',
    });
    // The journal is paged: each page's rows, then the whole list finished (order and totals across pages).
    const journal = EXPORT_REPORTS.listJournal;
    const whole = (lines: ReturnType<typeof line>[]) => journal.finish!(journal.rows({ items: lines } as never, {}) as never[]);
    const rows = whole([line('B', 1, 0, 5), line('A', 2, 0, 3), line('A', 1, 3, 0), line('B', 0, 5, 0)]) as { entry_id?: string; line?: number }[];
    expect(rows.map((r) => `${r.entry_id}${r.line}`)).toEqual(['A1', 'A2', 'B0', 'B1', 'undefinedundefined']);
    const m = toMatrix(columnsOf(EXPORT_REPORTS.listJournal, { building: 'BN' }), rows);
    expect(m.headers).toEqual(['Ngày', 'Loại chứng từ', 'Số chứng từ', 'TK', 'Tên tài khoản', 'Ví tiền', 'Đối tượng', 'Diễn giải', 'Nợ', 'Có']);
    expect(m.rows[0]).toEqual(['02-11-2026', 'Phiếu nhận cọc', 'CBN2611-001', '1111', 'Tiền mặt BN', '', '', 'Nhận cọc', 3, 0]);
    expect(m.rows.at(-1)).toEqual(['', '', '', '', '', '', '', 'Tổng cộng', 8, 8]);
    expect(whole([])).toEqual([]);
  });
});

describe('export request', () => {
  const ok = { report: 'listLogs', params: { from: '2026-11-01', to: '2026-11-22' }, format: 'csv' };
  const paths = (v: unknown) => {
    const r = body.safeParse(v);
    return r.success ? [] : [...new Set(r.error.issues.map((i) => i.path.join('.')))];
  };

  it('takes a report, its filters and a format', () => {
    expect(body.parse(ok)).toEqual(ok);
    expect(body.parse({ report: 'getTrialBalance', params: { from: '2026-11-01', to: '2026-11-30', building: 'BN' }, format: 'xlsx' })).toBeTruthy();
  });

  it('refuses an unknown report, format or field, each named', () => {
    expect(paths({ ...ok, report: 'dropTables' })).toEqual(['report']);
    expect(paths({ ...ok, format: 'pdf' })).toEqual(['format']);
    expect(paths({ ...ok, extra: 1 })).toEqual(['']);
    expect(body.safeParse({ ...ok, report: 'dropTables' }).error?.issues[0]?.message).toBe('Không có báo cáo này để xuất');
  });

  it("checks the filters against the route's own query schema, naming the filter", () => {
    expect(paths({ ...ok, params: { from: '2026-13-01', to: '2026-11-22' } })).toEqual(['params.from']);
    expect(paths({ ...ok, params: { to: '2026-11-22' } })).toEqual(['params.from']);
    expect(paths({ ...ok, params: { from: '2026-11-01', to: '2026-11-22', colour: 'red' } })).toEqual(['params.colour']);
    expect(paths({ report: 'getTrialBalance', params: { from: '2026-11-01', to: '2026-11-30', building: 'ZZ' }, format: 'csv' })).toEqual(['params.building']);
    expect(paths({ report: 'listAdminUsers', params: { q: 'x' }, format: 'csv' })).toEqual(['params.q']);
  });

  it('leaves paging to the server: no cursor or limit from the caller', () => {
    expect(checkExportParams('listLogs', { from: '2026-11-01', to: '2026-11-22', cursor: 'abc', limit: 5 }).map((p) => p.path.join('.'))).toEqual([
      'cursor',
      'limit',
    ]);
  });
});

describe('xlsx written by ExcelJS', () => {
  it('has one sheet named by the screen title, a bold header row, numbers with their formats and neutralised text', async () => {
    const matrix = {
      headers: ['Phòng', 'Số tiền', 'Tỷ lệ'],
      kinds: ['text', 'money', 'rate'] as const,
      rows: [['=cmd()', 3_500_000, 12.5]],
    };
    const bytes = await toXlsx('Lịch sử thao tác', { ...matrix, kinds: [...matrix.kinds] });
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['Lịch sử thao tác']);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Phòng', 'Số tiền', 'Tỷ lệ']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getCell('A2').value).toBe("'=cmd()");
    expect(sheet.getCell('B2').value).toBe(3_500_000);
    expect(sheet.getCell('B2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('C2').value).toBe(12.5);
    expect(sheet.getCell('C2').numFmt).toBe('0.00"%"');
  });
});

describe('download name', () => {
  it('is an attachment under an ASCII name and the exact UTF-8 one', () => {
    expect(contentDisposition('nhật-ký.csv')).toBe(`attachment; filename="nhat-ky.csv"; filename*=UTF-8''nh%E1%BA%ADt-k%C3%BD.csv`);
  });
});

describe('reports of the record lists', () => {
  const matrix = (id: keyof typeof EXPORT_REPORTS, answer: unknown, params: object) => {
    const r = EXPORT_REPORTS[id];
    const rows = r.rows(answer, params);
    // A paged report's order and totals are the whole list's (`finish`): one page here is the whole list.
    return toMatrix(columnsOf(r, params), r.finish ? r.finish(rows) : rows);
  };

  it('deposit slips: every building named when all are listed, labels in Vietnamese, money as numbers', () => {
    const deposit = {
      id: 'D1',
      slip_no: 'CBN2611-002',
      building: 'BN',
      room_id: '101',
      customer_name: 'An',
      phone: '0900000000',
      amount_agreed: 3_000_000,
      amount_paid: 1_000_000,
      unpaid: 2_000_000,
      wallet: 6,
      agent_user_id: 'g1',
      agent_name: 'Bảo',
      date: '2026-11-02',
      expected_move_in_date: '2026-11-10',
      status: 'active',
      version: 1,
      created_at: '',
      updated_at: '',
      created_by: { user_id: '', username: '' },
    };
    const m = matrix('searchDeposits', [deposit, { ...deposit, slip_no: 'CBN2611-001', date: '2026-11-01' }], {});
    expect(m.headers).toEqual([
      'Số phiếu',
      'Ngày cọc',
      'Toà',
      'Phòng',
      'Khách hàng',
      'Điện thoại',
      'Cọc thoả thuận',
      'Đã nhận',
      'Còn phải đóng',
      'Ví nhận',
      'Người dẫn',
      'Dự kiến vào ở',
      'Trạng thái',
      'Ghi chú',
    ]);
    expect(m.rows.map((r) => r[0])).toEqual(['CBN2611-001', 'CBN2611-002']);
    expect(m.rows[1]).toEqual([
      'CBN2611-002',
      '02-11-2026',
      'BN',
      '101',
      'An',
      '0900000000',
      3_000_000,
      1_000_000,
      2_000_000,
      'Tiền mặt BN',
      'Bảo',
      '10-11-2026',
      'Đang giữ phòng',
      '',
    ]);
    expect(matrix('searchDeposits', [], { building: 'BN' }).headers).not.toContain('Toà');
  });

  it("commissions: each agent's lines, the agent's subtotal, then the grand total", () => {
    const c = (agent: string, name: string, day: string, amount: number) => ({
      deposit_id: day,
      slip_no: `S${day}`,
      building: 'BN',
      room_id: day,
      customer_name: 'K',
      agent_user_id: agent,
      agent_name: name,
      deposit_date: '2026-10-01',
      checked_in_at: `2026-11-${day}`,
      rent: amount * 2,
      amount,
    });
    const m = matrix(
      'listCommissions',
      { items: [c('b', 'Bình', '05', 100), c('a', 'An', '09', 300), c('a', 'An', '02', 200)] },
      { month: '2026-11', building: 'BN' },
    );
    expect(m.rows.map((r) => [r[0], r[2], r.at(-1)])).toEqual([
      ['An', '02', 200],
      ['An', '09', 300],
      ['Cộng An', '2 phòng', 500],
      ['Bình', '05', 100],
      ['Cộng Bình', '1 phòng', 100],
      ['Tổng cộng', '3 phòng', 600],
    ]);
    expect(m.headers.at(-1)).toBe('Tiền dẫn phòng (50% giá thuê)');
  });

  it('check-outs: totals over the check-outs that stand, cancelled ones listed but not summed', () => {
    const co = (id: string, status: 'done' | 'cancelled', refund: number) => ({
      id,
      stay_id: id,
      building: 'GB',
      room_id: id,
      contract_no: `HD-${id}`,
      customer_name: 'K',
      leave_date: '2026-11-20',
      notice_given_days: 30,
      notice_days: 30,
      start_readings: { electricity: 1, water: 1 },
      final_readings: { electricity: 2, water: 2 },
      bill: { rent: 1000, total: 1500, electricity_kwh: 10 },
      deposit_object: '',
      deposit_held: 3000,
      deposit_parts: [],
      deposit_applied: 1500,
      forfeited: 0,
      forfeit_waived: false,
      refund,
      receivable: 0,
      customer_ids: [],
      room_status_before: 2,
      room_status_after: 0,
      status,
      version: 1,
      created_at: '',
      created_by: 'ketoan',
    });
    const m = matrix('searchCheckOuts', [co('101', 'done', 1500), co('102', 'cancelled', 9999)], { building: 'GB', from: '2026-11-01', to: '2026-11-30' });
    const total = m.rows.at(-1)!;
    expect(total[m.headers.indexOf('Số hợp đồng')]).toBe('Tổng cộng: 1 phiếu');
    expect(total[m.headers.indexOf('Hoàn trả')]).toBe(1500);
    expect(total[m.headers.indexOf('Trạng thái')]).toBe('');
    expect(m.rows[1]![m.headers.indexOf('Trạng thái')]).toBe('Đã huỷ');
  });

  it('change slips write vehicles and statuses in words', () => {
    const slip = {
      id: 'R1',
      stay_id: 'S1',
      building: 'BN',
      room_id: '101',
      contract_no: 'HD-1',
      customer_name: 'An',
      date: '2026-11-03',
      occupants_in: [{ name: 'Bình' }],
      occupants_out: [],
      vehicles: { before: [], after: [{ type: 'motorbike', plate: '59A-123' }] },
      status: 'cancelled',
      version: 1,
      created_at: '',
      created_by: 'ketoan',
    };
    const m = matrix('searchReceiptChanges', [slip], { building: 'BN', from: '2026-11-01', to: '2026-11-30' });
    expect(m.rows[0]![m.headers.indexOf('Đổi xe')]).toBe('không xe → Xe máy 59A-123');
    expect(m.rows[0]![m.headers.indexOf('Người vào')]).toBe('Bình');
    expect(m.rows[0]![m.headers.indexOf('Trạng thái')]).toBe('Đã huỷ');
  });
});
