import { DatePicker, type DatePickerProps } from 'antd';
import { useRef, useState } from 'react';
import { DATE_FORMAT } from '../../lib/format';

/**
 * THE day field of a form: typed and shown as dd-mm-yyyy (spec §9), the Vietnamese calendar, as wide
 * as its column, and not emptied by a stray click (a day the voucher needs) unless `allowClear` says
 * so. Enter in it takes the day typed, then moves on (voucher-keys.ts); it never saves the form.
 *
 * The calendar opens on a click, not when the keyboard arrives: an open calendar rewrote the text
 * being typed (a typed "04-12-2026" read "01-12-20262026" in Chromium, the day under the pointer
 * previewed into it) and Enter then found no valid day. Typing a day needs no calendar.
 */
export function DayPicker({ onOpenChange, onMouseDown, ...props }: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const clicked = useRef(false);
  return (
    <DatePicker
      placeholder="Chọn ngày"
      format={DATE_FORMAT}
      allowClear={false}
      style={{ width: '100%' }}
      {...props}
      open={open}
      onMouseDown={(e) => {
        clicked.current = true;
        setOpen(true);
        onMouseDown?.(e);
      }}
      onOpenChange={(next) => {
        if (!next || clicked.current) setOpen(next);
        if (!next) clicked.current = false;
        onOpenChange?.(next);
      }}
    />
  );
}
