import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DbInfoCard } from '../../web/src/features/admin/DbInfoCard';
import { UsersCard } from '../../web/src/features/admin/UsersCard';
import { renderScreen, resetScreenState, signIn, stubApi } from './harness';

vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => signIn('admin'));
afterEach(resetScreenState);

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
