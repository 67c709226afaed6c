import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import AdminPage from '../../web/src/features/admin/AdminPage';
import { renderScreen, resetScreenState, signIn, stubApi } from './harness';
import { dbInfoBody } from './admin-fixtures';

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  signIn('admin');
  api = stubApi({
    'GET /api/admin/users': () => ({ body: [] }),
    'GET /api/admin/list-collection': () => ({ body: [{ entity: 'deposit', label: 'Phiếu cọc', count: 12 }] }),
    'GET /api/admin/db-info': () => ({ body: dbInfoBody(false) }),
  });
});
afterEach(resetScreenState);

describe('/admin: one part at a time (issue 23 §12)', () => {
  it('opens on the user accounts and reads nothing of the other parts until asked', async () => {
    renderScreen(<AdminPage />, '/admin');
    await screen.findByText('Tài khoản người dùng');
    expect(screen.queryByText('Các loại bản ghi')).toBeNull();
    expect(api.callsTo('GET', '/api/admin/list-collection')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/admin/db-info')).toHaveLength(0);
  });

  it('opens the part the address names: the record counts on the data tab', async () => {
    renderScreen(<AdminPage />, '/admin?tab=data');
    await screen.findByText('Các loại bản ghi');
    await screen.findByText('Phiếu cọc');
    expect(screen.queryByText('Tài khoản người dùng')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Tài khoản' })));
    await screen.findByText('Tài khoản người dùng');
    expect(api.callsTo('GET', '/api/admin/users').length).toBeGreaterThan(0);
  });
});
