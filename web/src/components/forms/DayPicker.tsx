import { DatePicker, type DatePickerProps } from 'antd';
import { DATE_FORMAT } from '../../lib/format';

/**
 * THE day field of a form: typed and shown as dd-mm-yyyy (spec §9), the Vietnamese calendar, as wide
 * as its column, and not emptied by a stray click (a day the voucher needs) unless `allowClear` says
 * so. Enter in it takes the day typed, then moves on (voucher-keys.ts); it never saves the form.
 */
export function DayPicker(props: DatePickerProps) {
  return <DatePicker placeholder="Chọn ngày" format={DATE_FORMAT} allowClear={false} style={{ width: '100%' }} {...props} />;
}
