import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataColumn } from '../../web/src/components/data-table/columns';
import { DataTable } from '../../web/src/components/data-table/DataTable';
import { renderInApp } from './render';

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
