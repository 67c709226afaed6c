import { Typography } from 'antd';
import type { ReactNode } from 'react';
import type { DataColumn } from '../../components/data-table/columns';
import { formatDecimal, formatNumber, formatPercent, formatVnd, NO_DATA } from '../../lib/format';

/**
 * The figures of the utilities screens in one format (issue 23 §6: vi-VN, one formatter each) and
 * honest about a month or room without data (§4): `null` reads "chưa có số liệu", dimmed, never 0
 * or −100 %. Exports keep their raw values (spec §9); only what the screen draws goes through here.
 */
export const NoData = () => <Typography.Text type="secondary">{NO_DATA}</Typography.Text>;

const missing = (v: number | null | undefined): v is null | undefined => v === null || v === undefined;

/** kWh, m³ and counts: `1.234`. */
export const units = (v: number | null | undefined) => (missing(v) ? <NoData /> : formatNumber(v));
/** Averages and prorated units: up to 2 places, `179,33`. */
export const decimal = (v: number | null | undefined) => (missing(v) ? <NoData /> : formatDecimal(v));
export const money = (v: number | null | undefined) => (missing(v) ? <NoData /> : formatVnd(v));
/** A rate in percent points: `3,6%`; `signed` for a change (`+50%`, `-20%`). */
export const percent = (v: number | null | undefined, signed = false) => (missing(v) ? <NoData /> : formatPercent(v, { signed }));

/**
 * The columns with `count` of them, from `from`, drawn as ONE dimmed "chưa có số liệu" cell in the
 * rows `when` picks: a month without readings is one compact line, not a row of blanks or zeros
 * (issue 23 §4). Exports and prints read the raw values, not this.
 */
export function spanNoData<T>(columns: readonly DataColumn<T>[], from: number, count: number, when: (row: T) => boolean): DataColumn<T>[] {
  return columns.map((c, i) => {
    if (i < from || i >= from + count) return c;
    const first = i === from;
    return {
      ...c,
      onCell: (row: T, index?: number) => (when(row) ? { colSpan: first ? count : 0 } : (c.onCell?.(row, index) ?? {})),
      render: (value: unknown, row: T, index: number) => (first && when(row) ? <NoData /> : c.render ? c.render(value, row, index) : (value as ReactNode)),
    };
  });
}
