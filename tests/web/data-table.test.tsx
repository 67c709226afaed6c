import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataColumn } from '../../web/src/components/data-table/columns';
import { DataTable } from '../../web/src/components/data-table/DataTable';
import { renderInApp, resetScreenState, signIn, stubApi } from './harness';

interface Row {
  id: string;
  name: string;
}
const columns: DataColumn<Row>[] = [{ key: 'name', title: 'Tên', dataIndex: 'name' }];
const many = Array.from({ length: 45 }, (_, i) => ({ id: String(i), name: `Phòng ${i + 1}` }));

afterEach(() => vi.restoreAllMocks());

describe('DataTable', () => {
  it.each(['Xuất CSV', 'Xuất Excel'])('warns instead of exporting no rows (%s)', async (button) => {
    const createUrl = vi.fn(() => 'blob:x');
    URL.createObjectURL = createUrl;
    renderInApp(<DataTable title="Thử" columns={columns} rows={[]} rowKey="id" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: new RegExp(button) })));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('Cảnh báo'));
    expect(screen.getByText('Không có dữ liệu để xuất. Vui lòng tải dữ liệu trước.')).toBeTruthy();
    expect(createUrl).not.toHaveBeenCalled();
  });

  it('downloads a CSV file with a BOM when there are rows', async () => {
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((b: Blob) => ((blob = b), 'blob:x'));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderInApp(<DataTable title="Thử" fileName="thu-nghiem" columns={columns} rows={many.slice(0, 2)} rowKey="id" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Xuất CSV/ })));
    expect(click).toHaveBeenCalledOnce();
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blob!);
    });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('Phòng 1');
  });

  it('shows its empty text', () => {
    renderInApp(<DataTable title="Thử" columns={columns} rows={[]} rowKey="id" emptyText="Chưa có thông tin" />);
    expect(screen.getByText('Chưa có thông tin')).toBeTruthy();
  });

  it('pages by 20 by default, offers 20/50/100/All and keeps the choice in the URL', async () => {
    const { router } = renderInApp(<DataTable title="Thử" columns={columns} rows={many} rowKey="id" />, '/list');
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('Tổng 45 dòng')).toBeTruthy();

    await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Số dòng mỗi trang' })));
    const labels = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    expect(labels).toEqual(['20 / trang', '50 / trang', '100 / trang', 'Tất cả']);
    await act(async () => fireEvent.click(screen.getByTitle('Tất cả')));
    expect(router.state.location.search).toBe('?size=all');
    expect(screen.getAllByRole('row')).toHaveLength(46);
  });
});

describe('DataTable of a list the server serves', () => {
  const serverExport = { report: 'listLogs' as const, params: { from: '2026-11-01', to: '2026-11-22', q: '', action: undefined } };
  const link = 'http://127.0.0.1:4569/nha-tro-exports/2026-11-22/u/01J/lich-su-thao-tac.csv?X-Amz-Expires=900';
  afterEach(() => {
    resetScreenState();
  });

  it.each([
    ['Xuất CSV', 'csv'],
    ['Xuất Excel', 'xlsx'],
  ])('%s asks the server for the whole list with the current filters and downloads from its signed link', async (button, format) => {
    signIn('SECURITY');
    const api = stubApi({
      'POST /api/exports': () => ({ status: 201, body: { url: link, expires_at: '2026-11-22T10:15:00.000Z', file_name: 'lich-su-thao-tac.csv' } }),
    });
    const blob = vi.fn(() => 'blob:x');
    URL.createObjectURL = blob;
    const followed: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push(this.href);
    });
    renderInApp(<DataTable title="Lịch sử thao tác" columns={columns} rows={many.slice(0, 2)} rowKey="id" serverExport={serverExport} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: new RegExp(button) })));
    await waitFor(() => expect(followed).toEqual([link]));
    // Empty filters are left out, as the screen leaves them out of its own query.
    expect(api.callsTo('POST', '/api/exports').map((c) => c.body)).toEqual([{ report: 'listLogs', params: { from: '2026-11-01', to: '2026-11-22' }, format }]);
    expect(blob).not.toHaveBeenCalled();
  });

  it('warns instead of asking the server when no rows are shown', async () => {
    signIn();
    const api = stubApi({});
    renderInApp(<DataTable title="Thử" columns={columns} rows={[]} rowKey="id" serverExport={serverExport} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Xuất Excel/ })));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('Cảnh báo'));
    expect(api.calls).toEqual([]);
  });

  it("shows the server's nothing-to-export as the Cảnh báo warning, and any other refusal as an error", async () => {
    signIn();
    stubApi({ 'POST /api/exports': () => ({ status: 404, body: { message: 'Không có dữ liệu để xuất. Vui lòng tải dữ liệu trước.', code: 'not_found' } }) });
    const view = renderInApp(<DataTable title="Thử" columns={columns} rows={many.slice(0, 1)} rowKey="id" serverExport={serverExport} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Xuất CSV/ })));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('Cảnh báo'));
    expect(screen.getByText('Không có dữ liệu để xuất. Vui lòng tải dữ liệu trước.')).toBeTruthy();
    view.unmount();

    stubApi({ 'POST /api/exports': () => ({ status: 403, body: { message: 'Bạn không có quyền thực hiện thao tác này', code: 'forbidden' } }) });
    renderInApp(<DataTable title="Thử" columns={columns} rows={many.slice(0, 1)} rowKey="id" serverExport={{ report: 'listAdminUsers', params: {} }} />);
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: /Xuất CSV/ }).at(-1)!));
    await waitFor(() => expect(screen.getByText('Bạn không có quyền thực hiện thao tác này')).toBeTruthy());
  });
});
