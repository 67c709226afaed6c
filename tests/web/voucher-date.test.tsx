import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDeposit } from '../../shared/api/deposits';
import { queryClient } from '../../web/src/api/query-client';
import { sessionStore } from '../../web/src/app/session/session-store';
import { useVoucherDate } from '../../web/src/components/forms/use-voucher-date';
import { resetScreenState, stubApi } from './harness';

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

beforeEach(() => {
  sessionStore.signIn({ token: 't', role: 'staff', username: 'ketoan', name: 'Kế Toán', user_id: 'u', is_remember_user: false });
  // The newest payment log is October: everything before 1 October is locked.
  stubApi({ 'GET /api/payments/latest-payment-log': () => ({ body: { month: '2026-10' } }) });
});
afterEach(resetScreenState);

/** What the Form.Item's rules say of a value: undefined when accepted, else the message. */
async function verdict(rules: ReturnType<ReturnType<typeof useVoucherDate>['rules']>, value: dayjs.Dayjs | undefined) {
  const validator = rules[1] as { validator: (r: unknown, v: unknown) => Promise<void> };
  return validator.validator({}, value).then(
    () => undefined,
    (e: Error) => e.message,
  );
}

describe('useVoucherDate: one date rule for every voucher form', () => {
  it('greys out and refuses locked days with the first open day, and days before its floor with the floor message', async () => {
    const { result } = renderHook(() => useVoucherDate({ date: '2026-10-05', message: 'Phải từ ngày cọc 05-10-2026' }), { wrapper });
    // Until the payment log loads the lock is 30 days back; wait for October's.
    await waitFor(() => expect(result.current.disabledDate(dayjs('2026-10-05'))).toBe(false));
    expect(result.current.disabledDate(dayjs('2026-09-30'))).toBe(true);
    const rules = result.current.rules(createDeposit.body);
    // First the contract's rule of the date (zod-rules): required, in its words.
    const contract = rules[0] as { required: boolean; validator: (r: unknown, v: unknown) => Promise<void> };
    expect(contract.required).toBe(true);
    await expect(contract.validator({}, undefined)).rejects.toThrow('Vui lòng chọn ngày');
    expect(await verdict(rules, dayjs('2026-09-30'))).toBe('Kỳ đã khoá sổ: chọn từ ngày 01-10-2026');
    expect(result.current.disabledDate(dayjs('2026-10-03'))).toBe(true);
    expect(await verdict(rules, dayjs('2026-10-03'))).toBe('Phải từ ngày cọc 05-10-2026');
    expect(result.current.disabledDate(dayjs('2026-10-05'))).toBe(false);
    expect(await verdict(rules, dayjs('2026-10-05'))).toBeUndefined();
    // An empty value is the required rule's business, not this one's.
    expect(await verdict(rules, undefined)).toBeUndefined();
  });

  it('without a floor only the lock applies', async () => {
    const { result } = renderHook(() => useVoucherDate(), { wrapper });
    await waitFor(() => expect(result.current.disabledDate(dayjs('2026-10-01'))).toBe(false));
    expect(result.current.disabledDate(dayjs('2026-09-30'))).toBe(true);
    expect(await verdict(result.current.rules(createDeposit.body), dayjs('2026-10-01'))).toBeUndefined();
  });
});
