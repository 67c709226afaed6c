import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GoLivePanel } from '../../web/src/features/go-live';
import { renderScreen, resetScreenState, signIn, stubApi, type Answer, type ApiCall } from './harness';

let dryRun: ReturnType<typeof vi.fn<(c: ApiCall) => Answer>>;
const counts = { rooms: 20, rooms_existing: 0, stays: 6, customers: 9, vehicles: 4, deposits: 2, readings: 22, debts: 4, balances: 6, opening_entries: 17 };
/** A clean dry run's answer (the dirty one adds its errors). */
const cleanRun = {
  cut_over_date: '2026-10-31',
  clean: true,
  counts,
  plan: [],
  entries: [],
  accounts: [
    { account: '1111', name: 'Tiền mặt BN', debit: 12_500_000, credit: 0 },
    { account: '4211', name: 'Lợi nhuận chưa phân phối kỳ trước', debit: 0, credit: 12_500_000 },
  ],
  totals: { debit: 12_500_000, credit: 12_500_000 },
  sums: {},
  errors: [],
};

beforeEach(() => {
  signIn('admin');
  dryRun = vi.fn<(c: ApiCall) => Answer>(() => ({
    body: {
      ...cleanRun,
      clean: false,
      errors: [
        { sheet: 'Người thuê', row: 4, column: 'Số CCCD / hộ chiếu', cell: 'E4', message: 'Đây là số điện thoại, không phải số CCCD' },
        { sheet: 'Công nợ', row: 7, column: 'Phòng', cell: 'B7', message: 'Công nợ cho phòng BN-103 không có người đang thuê ở trang Đang thuê' },
      ],
    },
  }));
  stubApi({ 'POST /api/go-live/dry-run': (c) => dryRun(c) });
});
afterEach(resetScreenState);

describe('admin: Nhập dữ liệu ban đầu', () => {
  it('uploads the workbook with the cut-over date and shows the dry run’s errors with sheet, row and column, and the opening totals', async () => {
    renderScreen(<GoLivePanel />, '/admin?tab=go-live');
    const run = screen.getByText('Chạy thử').closest('button')!;
    expect(run.disabled).toBe(true);
    await act(async () => fireEvent.change(screen.getByLabelText('Ngày chuyển đổi'), { target: { value: '2026-10-31' } }));
    const file = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'mau.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    await act(async () => fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } }));
    await waitFor(() => expect(screen.getByText('Chạy thử').closest('button')!.disabled).toBe(false));
    await act(async () => fireEvent.click(screen.getByText('Chạy thử').closest('button')!));

    await waitFor(() => expect(dryRun).toHaveBeenCalledTimes(1));
    expect(dryRun.mock.calls[0]![0].body).toEqual({ cut_over_date: '2026-10-31', file_name: 'mau.xlsx', content_base64: 'UEsDBA==' });
    expect(await screen.findByText('Tệp có 2 lỗi')).toBeTruthy();
    const row = screen.getByText('Đây là số điện thoại, không phải số CCCD').closest('tr')!;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      'Người thuê',
      '4',
      'Số CCCD / hộ chiếu',
      'E4',
      'Đây là số điện thoại, không phải số CCCD',
    ]);
    expect(screen.getByText('Công nợ cho phòng BN-103 không có người đang thuê ở trang Đang thuê')).toBeTruthy();
    const totals = screen.getByText('Tổng cộng').closest('tr')!;
    expect(within(totals).getAllByText('12.500.000')).toHaveLength(2);
    // The dry run writes nothing, and a dirty one offers no step that would.
    expect(screen.queryByText(/Ghi dữ liệu|Xác nhận/)).toBeNull();
  });

  it('upload → dry-run errors (no commit offered) → the fixed file → a clean dry run → confirm → commit to the end, with its progress', async () => {
    const dirty = dryRun.getMockImplementation()!;
    dryRun.mockImplementation((c) => ((c.body as { file_name: string }).file_name === 'da-sua.xlsx' ? { body: cleanRun } : dirty(c)));
    const progress = (batches_done: number, done: boolean) => ({
      body: { import_id: 'a'.repeat(64), cut_over_date: '2026-10-31', done, already: false, batches_total: 23, batches_done, counts, totals: cleanRun.totals },
    });
    const commit = vi.fn<(c: ApiCall) => Answer>().mockReturnValueOnce(progress(9, false)).mockReturnValueOnce(progress(23, true));
    stubApi({ 'POST /api/go-live/dry-run': (c) => dryRun(c), 'POST /api/go-live/commit': (c) => commit(c) });
    renderScreen(<GoLivePanel />, '/admin?tab=go-live');
    await act(async () => fireEvent.change(screen.getByLabelText('Ngày chuyển đổi'), { target: { value: '2026-10-31' } }));
    const upload = async (name: string, bytes: number[]) => {
      const file = new File([new Uint8Array(bytes)], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
      await act(async () => fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } }));
      await waitFor(() => expect(screen.getByText('Chạy thử').closest('button')!.disabled).toBe(false));
      await act(async () => fireEvent.click(screen.getByText('Chạy thử').closest('button')!));
    };

    await upload('mau.xlsx', [0x50, 0x4b, 3, 4]);
    expect(await screen.findByText('Tệp có 2 lỗi')).toBeTruthy();
    expect(screen.queryByText('Ghi dữ liệu')).toBeNull();

    await upload('da-sua.xlsx', [0x50, 0x4b, 3, 5]);
    expect(await screen.findByText('Tệp không có lỗi')).toBeTruthy();
    expect(screen.queryByText('Tệp có 2 lỗi')).toBeNull();
    await act(async () => fireEvent.click(screen.getByText('Ghi dữ liệu').closest('button')!));
    // The confirmation states the totals of the opening entries before anything is written.
    expect(await screen.findByText(/tổng Nợ 12\.500\.000 = tổng Có 12\.500\.000/)).toBeTruthy();
    expect(commit).not.toHaveBeenCalled();
    const ok = screen
      .getAllByText('Ghi dữ liệu')
      .map((n) => n.closest('button')!)
      .find((b) => b.closest('.ant-popconfirm'))!;
    await act(async () => fireEvent.click(ok));

    await waitFor(() => expect(commit).toHaveBeenCalledTimes(2));
    expect(commit.mock.calls.map(([c]) => c.body)).toEqual([
      { cut_over_date: '2026-10-31', content_base64: 'UEsDBQ==' },
      { cut_over_date: '2026-10-31', content_base64: 'UEsDBQ==' },
    ]);
    expect(await screen.findByText('Đã ghi xong 23 phần.')).toBeTruthy();
    const main = screen
      .getAllByText('Ghi dữ liệu')
      .map((n) => n.closest('button')!)
      .find((b) => !b.closest('.ant-popconfirm'))!;
    expect(main.disabled).toBe(true);
  });
});
