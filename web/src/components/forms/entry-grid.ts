import type { InputRef } from 'antd';
import { useMemo, useRef, type KeyboardEvent } from 'react';
import type { FieldPath } from './server-errors';

/**
 * The keyboard of an entry grid (the rooms' reading tables and the internal consumers' sheets): Enter
 * or ↓ to the next row's cell, ↑ back, Enter on the last row to the save button, each cell selected
 * whole as it is reached so a reading is typed over.
 */
export function useGridKeys(count: number) {
  const inputs = useRef<(InputRef | null)[]>([]);
  const saveButton = useRef<HTMLButtonElement>(null);
  const focusRow = (i: number) => {
    if (i >= count) return saveButton.current?.focus();
    inputs.current[Math.max(0, i)]?.focus({ cursor: 'all' });
  };
  const onKey = (i: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === 'ArrowDown') {
      e.preventDefault();
      focusRow(i + 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      focusRow(i - 1);
    }
  };
  const inputRef = (i: number) => (el: InputRef | null) => {
    inputs.current[i] = el;
  };
  return { saveButton, focusRow, onKey, inputRef };
}

/**
 * Where a grid puts the server's refusals: `readings.<i>.value` names the i-th reading of the body
 * last sent, so `sent` keeps the row key of each index and the message lands on that row.
 */
export function useRowErrorSink(setErrors: (errors: Record<string, string>) => void) {
  const sent = useRef<string[]>([]);
  const sink = useMemo(
    () => ({
      setFields: (fields: { name: FieldPath; errors?: string[] }[]) =>
        setErrors(
          Object.fromEntries(
            fields.flatMap((f) => (typeof f.name[1] === 'number' && sent.current[f.name[1]] ? [[sent.current[f.name[1]]!, (f.errors ?? []).join('; ')]] : [])),
          ),
        ),
    }),
    [setErrors],
  );
  return { sink, sent };
}
