import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../shared/api/endpoint';
import type { receiptContinuous } from '../../shared/api/deposits';
import ContinuousPage, { sequenceRows } from '../../web/src/features/deposits/ContinuousPage';
import { renderScreen, resetScreenState, signIn, stubApi } from './harness';

const slip = (seq: number, v: Partial<{ room_id: string; status: string }> = {}) => ({
  seq,
  slip_no: `CBN2507-${String(seq).padStart(3, '0')}`,
  deposit_id: `01K0AAAAAAAAAAAAAAAAAAAA${String(seq).padStart(2, '0')}`,
  date: '2025-07-0' + seq,
  room_id: v.room_id ?? `10${seq}`,
  customer_name: `Khách ${seq}`,
  status: v.status ?? 'active',
});

/** BN July: numbers 1, 3, 4 used, 2 and 5 handed out but never saved; GB July: 1–2, no gap. */
const NUMBERING: ResponseOf<typeof receiptContinuous> = [
  { building: 'BN', month: '2025-07', issued: 5, slips: [slip(1), slip(3, { status: 'cancelled' }), slip(4)], gaps: [2, 5] },
  {
    building: 'GB',
    month: '2025-07',
    issued: 2,
    slips: [
      { ...slip(1), slip_no: 'CGB2507-001' },
      { ...slip(2), slip_no: 'CGB2507-002' },
    ],
    gaps: [],
  },
];

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  signIn('staff');
  api = stubApi({ 'GET /api/general/receipt-continuous': () => ({ body: NUMBERING }) });
});
afterEach(resetScreenState);

describe('continuous deposit slips (/phieu-coc-lien-tuc)', () => {
  it('puts every number in order with the gaps in their place', () => {
    const rows = sequenceRows(NUMBERING);
    expect(rows.map((r) => [r.building, r.seq, r.slip_no, r.gap])).toEqual([
      ['BN', 1, 'CBN2507-001', false],
      ['BN', 2, 'CBN2507-002', true],
      ['BN', 3, 'CBN2507-003', false],
      ['BN', 4, 'CBN2507-004', false],
      ['BN', 5, 'CBN2507-005', true],
      ['GB', 1, 'CGB2507-001', false],
      ['GB', 2, 'CGB2507-002', false],
    ]);
  });

  it('highlights the missing numbers and sums them up', async () => {
    renderScreen(<ContinuousPage />, '/phieu-coc-lien-tuc?building=all&from=2025-07&to=2025-07');
    await screen.findByText('CBN2507-002');
    // Every building: no `building` in the query.
    expect(api.callsTo('GET', '/api/general/receipt-continuous').map(api.queryOf)).toContainEqual({ from: '2025-07', to: '2025-07' });

    const rows = [...document.querySelectorAll('tbody tr.ant-table-row')] as HTMLElement[];
    const highlighted = rows.filter((r) => [...r.querySelectorAll('td')].every((td) => td.classList.contains('deposit-gap-cell')));
    expect(highlighted.map((r) => r.querySelectorAll('td')[3]!.textContent)).toEqual(['CBN2507-002', 'CBN2507-005']);
    for (const r of highlighted) expect(r.querySelector('.ant-tag-red')?.textContent).toBe('Bị nhảy số');
    const plain = rows.filter((r) => !highlighted.includes(r));
    expect(plain).toHaveLength(5);
    for (const r of plain) expect(r.querySelector('.deposit-gap-cell')).toBeNull();
    // A slip's room opens the room page; a gap has no room.
    expect(plain[0]!.querySelector('a[href="/phong/BN/101"]')?.textContent).toBe('101');
    for (const r of highlighted) expect(r.querySelector('a[href^="/phong/"]')).toBeNull();

    expect(screen.getByText('Có 2 số phiếu bị nhảy (đã cấp số nhưng không có phiếu)')).toBeTruthy();
    const summary = screen.getByLabelText('Tóm tắt theo toà và tháng');
    await waitFor(() =>
      expect([...summary.querySelectorAll('.ant-tag')].map((t) => [t.textContent, t.classList.contains('ant-tag-red')])).toEqual([
        ['BN 07/2025: 3/5 số · thiếu 002, 005', true],
        ['GB 07/2025: 2/2 số', false],
      ]),
    );
  });
});
