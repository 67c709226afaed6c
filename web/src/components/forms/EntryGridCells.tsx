import { Input, Typography, type InputRef } from 'antd';
import type { KeyboardEvent, Ref } from 'react';
import { formatMonth, formatNumber } from '../../lib/format';

/** A grid row's previous reading, the month it was read in as its tooltip; a dash when there is none. */
export function PreviousReading({ value, month }: { value: number | null; month: string | null }) {
  if (value === null) return <Typography.Text type="secondary">—</Typography.Text>;
  return <span title={month ? `Tháng ${formatMonth(`${month}-01`)}` : undefined}>{formatNumber(value)}</span>;
}

export interface ReadingInputProps {
  inputRef: Ref<InputRef>;
  label: string;
  text: string;
  disabled: boolean;
  status?: 'error' | 'warning';
  onText: (text: string) => void;
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
}

/** The reading cell of an entry grid (useGridKeys moves between them): digits, right-aligned, no autofill. */
export function ReadingInput({ inputRef, label, text, disabled, status, onText, onKeyDown }: ReadingInputProps) {
  return (
    <Input
      ref={inputRef}
      aria-label={label}
      inputMode="numeric"
      autoComplete="off"
      value={text}
      disabled={disabled}
      status={status}
      onChange={(e) => onText(e.target.value)}
      onKeyDown={onKeyDown}
      style={{ textAlign: 'right' }}
    />
  );
}
