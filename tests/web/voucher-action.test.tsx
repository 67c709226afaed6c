import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteRepairman, type Repairman } from '../../shared/api/repairs';
import { useVoucherAction } from '../../web/src/components/forms/use-voucher-action';
import { repairQueries } from '../../web/src/features/repairs/queries';
import { refusal, renderScreen, resetScreenState, signIn, stubApi, type Answer, type ApiCall } from './harness';

const man = (id: string, name: string, version: number): Repairman => ({
  id,
  name,
  daily_wage: 400_000,
  active: true,
  timesheet_count: 0,
  version,
  created_at: '2026-09-01T00:00:00Z',
  created_by: 'ketoan',
});
const HUNG = man('01K00000000000000000000MN1', 'Thợ Hùng', 3);
const NAM = man('01K00000000000000000000MN2', 'Thợ Nam', 1);

/** The smallest list with a button per row: "Xoá" deletes the repairman shown, on the version shown. */
function Repairmen({ onDone }: { onDone: (message: string) => void }) {
  const { data } = useQuery(repairQueries.repairmen());
  const remove = useVoucherAction({
    endpoint: deleteRepairman,
    request: (m: Repairman) => ({ params: { id: m.id }, body: { version: m.version } }),
    onSuccess: (r) => onDone(r.message),
  });
  return (
    <>
      {(data?.items ?? []).map((m) => (
        <Button key={m.id} loading={remove.running?.id === m.id} onClick={() => remove.run(m)}>
          {`Xoá ${m.name}`}
        </Button>
      ))}
    </>
  );
}

let del: ReturnType<typeof vi.fn<(call: ApiCall) => Answer>>;
let api: ReturnType<typeof stubApi>;

beforeEach(() => {
  signIn('staff');
  del = vi.fn<(call: ApiCall) => Answer>(() => ({ body: { message: 'Đã xoá thợ' } }));
  api = stubApi({
    'GET /api/repairman': () => ({ body: { items: [HUNG, NAM] } }),
    [`DELETE /api/repairman/${HUNG.id}`]: (c) => del(c),
    [`DELETE /api/repairman/${NAM.id}`]: (c) => del(c),
  });
});
afterEach(resetScreenState);

async function show() {
  const onDone = vi.fn();
  renderScreen(<Repairmen onDone={onDone} />);
  await screen.findByText('Xoá Thợ Hùng');
  return onDone;
}
const press = (name: string) => act(async () => fireEvent.click(screen.getByText(name).closest('button')!));
const keys = () => del.mock.calls.map(([c]) => c.headers['Idempotency-Key']);
/** What reached the server: a handler that throws never answers, as a dropped connection. */
const lostAnswer = (): Answer => {
  throw new TypeError('Failed to fetch');
};

describe('useVoucherAction (the form hook for buttons)', () => {
  it('sends the path and the version of the record shown, with an Idempotency-Key, then refreshes the reads the write affects', async () => {
    const onDone = await show();
    expect(api.callsTo('GET', '/api/repairman')).toHaveLength(1);
    await press('Xoá Thợ Hùng');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Đã xoá thợ'));
    expect(del.mock.calls[0]![0].body).toEqual({ version: 3 });
    expect(keys()[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(deleteRepairman.affects).toContain('repairs');
    await waitFor(() => expect(api.callsTo('GET', '/api/repairman')).toHaveLength(2));
  });

  it('keeps the key when the same action is retried after a network failure, and takes a new one for a new action', async () => {
    del.mockImplementationOnce(lostAnswer);
    const onDone = await show();
    await press('Xoá Thợ Hùng');
    await waitFor(() => expect(del).toHaveBeenCalledTimes(1));
    // The one error dialog says the server could not be reached.
    expect(await screen.findByText('Không kết nối được máy chủ, vui lòng thử lại.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();

    // The same click again: the same intent, so the same key (the server replays it if it went through).
    await press('Xoá Thợ Hùng');
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(keys()[1]).toBe(keys()[0]);

    // Another row: another intent, another key.
    await press('Xoá Thợ Nam');
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(2));
    expect(del.mock.calls[2]![0].body).toEqual({ version: 1 });
    expect(keys()[2]).not.toBe(keys()[1]);

    // Done: the first row's action once more is a new intent (its key was retired on success).
    await press('Xoá Thợ Hùng');
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(3));
    expect(new Set(keys()).size).toBe(3);
  });

  it("shows a refusal as the form hook does: a 409's message and a 400's errors in the one error dialog", async () => {
    del.mockReturnValueOnce(refusal(409, 'Thợ Thợ Hùng vừa được người khác thay đổi, vui lòng tải lại', { code: 'stale', field: 'version' }));
    const onDone = await show();
    await press('Xoá Thợ Hùng');
    expect(await screen.findByText('Thợ Thợ Hùng vừa được người khác thay đổi, vui lòng tải lại')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();

    del.mockReturnValueOnce(refusal(400, 'Dữ liệu không hợp lệ', { errors: [{ path: 'body.version', message: 'Thiếu phiên bản dữ liệu, vui lòng tải lại' }] }));
    await press('Xoá Thợ Nam');
    expect(await screen.findByText('Dữ liệu không hợp lệ: Thiếu phiên bản dữ liệu, vui lòng tải lại')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
