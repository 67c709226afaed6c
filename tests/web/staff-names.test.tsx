import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../web/src/api/query-client';
import { appDataQueries } from '../../web/src/app/app-data/queries';
import { staffNameOf } from '../../web/src/app/app-data/staff-names';
import { createdByColumn, StaffName } from '../../web/src/components/people/created-by';
import { renderScreen, resetScreenState, signIn, stubApi } from './harness';

/** Issue 23 §3: "Người lập" names the person who made the slip, not their login. */
const KETOAN = { user_id: 'u-ketoan', username: 'ketoan', name: 'Nguyễn Thị Kế Toán' };
const ADMIN = { user_id: 'u-admin', username: 'admin', name: 'Trần Văn Quản Trị' };

afterEach(resetScreenState);

describe('who made a record', () => {
  it('reads the full name from the staff list, and the login for someone not in it', () => {
    queryClient.setQueryData(appDataQueries.staffUsers().queryKey, [ADMIN, KETOAN]);
    expect(staffNameOf('ketoan')).toBe('Nguyễn Thị Kế Toán');
    expect(staffNameOf('admin')).toBe('Trần Văn Quản Trị');
    expect(staffNameOf('nhanvien-cu')).toBe('nhanvien-cu');
    expect(staffNameOf(undefined)).toBe('');
  });

  it('exports the name the column shows; a totals row has nobody', () => {
    queryClient.setQueryData(appDataQueries.staffUsers().queryKey, [KETOAN]);
    const column = createdByColumn<{ created_by?: string }>((r) => r.created_by);
    expect(column.title).toBe('Người lập');
    expect(column.value!({ created_by: 'ketoan' })).toBe('Nguyễn Thị Kế Toán');
    expect(column.value!({})).toBe('');
  });

  it('draws the full name once the admins and staff are read, with the login on hover', async () => {
    signIn('staff');
    const api = stubApi({ 'GET /api/users': (c) => ({ body: c.query.get('role') === 'staff' ? [KETOAN] : c.query.get('role') === 'admin' ? [ADMIN] : [] }) });
    renderScreen(<StaffName login="ketoan" />);
    expect((await screen.findByText('Nguyễn Thị Kế Toán')).getAttribute('title')).toBe('ketoan');
    expect(
      api
        .callsTo('GET', '/api/users')
        .map((c) => c.query.get('role'))
        .sort(),
    ).toEqual(['admin', 'staff']);
  });

  it('a guard, who may not read users, sees the login and asks nothing', async () => {
    signIn('SECURITY');
    const api = stubApi({});
    renderScreen(<StaffName login="ketoan" />);
    expect((await screen.findByText('ketoan')).textContent).toBe('ketoan');
    await waitFor(() => expect(api.callsTo('GET', '/api/users')).toHaveLength(0));
  });
});
