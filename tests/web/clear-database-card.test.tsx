import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ClearDatabaseCard } from '../../web/src/features/admin/ClearDatabaseCard';
import { CLEAR_DATABASE_PHRASE } from '../../shared/api/admin';
import { renderScreen, resetScreenState, signIn, stubApi } from './harness';
import { dbInfoBody } from './admin-fixtures';

afterEach(resetScreenState);
beforeEach(() => signIn('admin'));

async function clearWith(answers: { message: string; deleted: number; done: boolean }[]) {
  let n = 0;
  const api = stubApi({
    'GET /api/admin/db-info': () => ({ body: dbInfoBody(true) }),
    'POST /api/admin/clear-database': () => ({ body: answers[Math.min(n++, answers.length - 1)] }),
  });
  renderScreen(<ClearDatabaseCard />, '/admin?tab=data');
  const open = await screen.findByRole('button', { name: /Xoá toàn bộ dữ liệu/ });
  await waitFor(() => expect((open as HTMLButtonElement).disabled).toBe(false));
  await act(async () => fireEvent.click(open));
  fireEvent.change(await screen.findByLabelText('Câu xác nhận'), { target: { value: CLEAR_DATABASE_PHRASE } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Xoá' })));
  return api;
}

describe('Clearing the data: a large table over several calls (each within the Lambda’s time)', () => {
  it('calls again while the answer says records are left, each call a new intent, and says done once, with the total', async () => {
    const api = await clearWith([
      { message: 'Đã xoá 1.000 bản ghi, vẫn còn dữ liệu: đang xoá tiếp…', deleted: 1000, done: false },
      { message: 'Đã xoá 1.000 bản ghi, vẫn còn dữ liệu: đang xoá tiếp…', deleted: 1000, done: false },
      { message: 'Đã xoá 2.252 bản ghi', deleted: 2252, done: true },
    ]);
    await screen.findByText('Đã xoá 2.252 bản ghi');
    const posts = api.callsTo('POST', '/api/admin/clear-database');
    expect(posts).toHaveLength(3);
    for (const p of posts) expect(p.body).toEqual({ confirm: CLEAR_DATABASE_PHRASE });
    // Each call is a new write (the previous one answered), never a replay of the first answer.
    expect(new Set(posts.map((p) => p.headers['Idempotency-Key'])).size).toBe(3);
  });

  it('stops after calls that delete nothing and asks for another click, instead of calling forever', async () => {
    const api = await clearWith([{ message: 'Đã xoá 0 bản ghi, vẫn còn dữ liệu: đang xoá tiếp…', deleted: 0, done: false }]);
    await screen.findByText('Vẫn còn dữ liệu chưa xoá. Vui lòng bấm "Xoá" lần nữa.');
    expect(api.callsTo('POST', '/api/admin/clear-database')).toHaveLength(3);
    expect(screen.queryByText(/^Đã xoá \d/)).toBeNull();
  });
});
