import type { Dayjs } from 'dayjs';
import { useEditLock } from '../../app/app-data/use-app-data';
import { DATE_FORMAT } from '../../lib/format';

/** The earliest day a voucher may carry besides the lock (the deposit's day, the check-in day...). */
export interface DateFloor {
  date: string | undefined;
  /** Shown when an earlier day is typed in. */
  message: string;
}

/**
 * A voucher's date, the same in every form: required, never in a locked period (the server refuses
 * those with 409 `Kỳ đã khoá sổ`; the form says so first and greys those days out), and optionally
 * not before `floor`. `rules(required)` goes to the Form.Item, `disabledDate` to its DatePicker.
 */
export function useVoucherDate(floor?: DateFloor) {
  const { limit, disabledDate: locked } = useEditLock();
  const beforeFloor = (d: Dayjs) => Boolean(floor?.date && d.isBefore(floor.date, 'day'));
  const disabledDate = (d: Dayjs) => locked(d) || beforeFloor(d);
  const rules = (required: string) => [
    { required: true, message: required },
    {
      validator: (_: unknown, v: Dayjs | undefined) => {
        if (v && locked(v)) return Promise.reject(new Error(`Kỳ đã khoá sổ: chọn từ ngày ${limit.format(DATE_FORMAT)}`));
        if (v && beforeFloor(v)) return Promise.reject(new Error(floor!.message));
        return Promise.resolve();
      },
    },
  ];
  return { rules, disabledDate };
}
