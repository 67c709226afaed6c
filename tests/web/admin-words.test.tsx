import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CollectionsCard } from '../../web/src/features/admin/CollectionsCard';
import { DbInfoCard } from '../../web/src/features/admin/DbInfoCard';
import { adminQueries, COUNTING_REFETCH_MS } from '../../web/src/features/admin/queries';
import { UsersCard } from '../../web/src/features/admin/UsersCard';
import { renderScreen, resetScreenState, signIn, stubApi } from './harness';

beforeEach(() => signIn('admin'));
afterEach(resetScreenState);

const DB_INFO = {
  table: 'nha-tro',
  status: 'ACTIVE',
  item_count: 5949,
  size_bytes: 3_040_000,
  indexes: ['byEntityType'],
  billing_mode: 'PAY_PER_REQUEST',
  stage: 'local',
  local: true,
  allow_clear_database: false,
};

const ENGLISH = /ACTIVE|CONFIRMED|PAY_PER_REQUEST|PROVISIONED|FORCE_CHANGE_PASSWORD|byEntityType|byRoom|byBuildingMonth|DISABLED/;

describe("admin area in an operator's words", () => {
  it('tells the database facts in Vietnamese, one per line', async () => {
    stubApi({
      'GET /api/admin/db-info': () => ({
        body: {
          table: 'nha-tro',
          status: 'ACTIVE',
          item_count: 5949,
          size_bytes: 3_040_000,
          indexes: ['byEntityType', 'byRoom', 'byBuildingMonth'],
          billing_mode: 'PAY_PER_REQUEST',
          stage: 'local',
          local: true,
          allow_clear_database: true,
        },
      }),
    });
    renderScreen(<DbInfoCard />);
    const card = (await screen.findByText('Đang hoạt động')).closest('.ant-card')!;
    expect(card.textContent).toContain('Theo số lượt đọc/ghi');
    expect(card.textContent).toContain('3 (theo loại bản ghi, theo phòng, theo toà và tháng)');
    expect(card.textContent).toContain('5.949');
    expect(card.textContent).toContain('Máy cục bộ');
    expect(card.textContent).not.toMatch(ENGLISH);
  });

  it('says what state a user account is in', async () => {
    const user = (username: string, status: string, enabled = true) => ({
      username,
      user_id: `u-${username}`,
      name: username,
      role: 'staff',
      enabled,
      status,
      created_at: '2026-11-01T00:00:00.000Z',
    });
    stubApi({ 'GET /api/admin/users': () => ({ body: [user('a', 'CONFIRMED'), user('b', 'FORCE_CHANGE_PASSWORD'), user('c', 'CONFIRMED', false)] }) });
    renderScreen(<UsersCard />);
    await screen.findByText('Chờ đổi mật khẩu');
    const table = document.querySelector('.ant-table')!;
    expect(table.textContent).toContain('Đang hoạt động');
    expect(table.textContent).toContain('Đã khoá');
    expect(table.textContent).not.toMatch(ENGLISH);
  });
});

describe('admin counts while the server is still counting (issue 23, item 11)', () => {
  it('says "đang đếm" for a kind not counted yet and the exact number for the others', async () => {
    stubApi({
      'GET /api/admin/list-collection': () => ({
        body: [
          { entity: 'room', label: 'Phòng', count: 1234 },
          { entity: 'log', label: 'Nhật ký', count: 17, counting: true },
        ],
      }),
    });
    renderScreen(<CollectionsCard />);
    const cell = await screen.findByText('đang đếm');
    expect(cell.closest('tr')!.textContent).toContain('Nhật ký');
    expect(cell.closest('tr')!.textContent).not.toContain('17');
    expect(screen.getByText('1.234').closest('tr')!.textContent).toContain('Phòng');
  });

  it('shows the record count as exact, or "đang đếm" while counting, and draws before the answer', async () => {
    let release!: () => void;
    const answered = new Promise<void>((r) => (release = r));
    stubApi({ 'GET /api/admin/db-info': async () => (await answered, { body: { ...DB_INFO, counting: true } }) });
    renderScreen(<DbInfoCard />);
    // The card is on screen (no whole-card skeleton) before the server answers.
    const title = await screen.findByText('Cơ sở dữ liệu');
    expect(title.closest('.ant-card')!.querySelector('.ant-card-loading-content')).toBeNull();
    release();
    const card = (await screen.findByText('Đang hoạt động')).closest('.ant-card')!;
    expect(card.textContent).toContain('Số bản ghiđang đếm');
    expect(card.textContent).not.toContain('ước tính');
    expect(card.textContent).not.toContain('5.949');
  });

  it('asks again every 10 s only while something is still being counted', () => {
    const every = <T,>(options: { refetchInterval?: unknown }, data: T) =>
      (options.refetchInterval as (q: { state: { data: T } }) => number | false)({ state: { data } });
    expect(COUNTING_REFETCH_MS).toBe(10_000);
    expect(every(adminQueries.collections(), [{ entity: 'log', label: 'Nhật ký', count: 1, counting: true }])).toBe(10_000);
    expect(every(adminQueries.collections(), [{ entity: 'log', label: 'Nhật ký', count: 1 }])).toBe(false);
    expect(every(adminQueries.collections(), undefined)).toBe(false);
    expect(every(adminQueries.dbInfo(), { ...DB_INFO, counting: true })).toBe(10_000);
    expect(every(adminQueries.dbInfo(), DB_INFO)).toBe(false);
  });
});
