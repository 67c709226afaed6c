import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import type { z } from 'zod';
import { useEditLock } from '../../app/app-data/use-app-data';
import { DATE_FORMAT } from '../../lib/format';
import { fieldRules, isoDay, type FieldPath } from './zod-rules';

/** The earliest day a voucher may carry besides the lock (the deposit's day, the check-in day...). */
export interface DateFloor {
  date: string | undefined;
  /** Shown when an earlier day is typed in. */
  message: string;
}

/**
 * A voucher's date, the same in every form: what its contract says of it (required, within the
 * books' window: zod-rules), never in a locked period (the server refuses those with 409 `Kỳ đã
 * khoá sổ`; the form says so first and greys those days out), and optionally not before `floor` (a
 * rule between records). `rules(body, path)` goes to the Form.Item, `disabledDate` to its DatePicker.
 */
export function useVoucherDate(floor?: DateFloor) {
  const { limit, disabledDate: locked } = useEditLock();
  const beforeFloor = (d: Dayjs) => Boolean(floor?.date && d.isBefore(floor.date, 'day'));
  const disabledDate = (d: Dayjs) => locked(d) || beforeFloor(d);
  const rules = (body: z.ZodType | undefined, path: FieldPath = 'date'): Rule[] => [
    ...fieldRules(body, path, { toBody: isoDay }),
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
