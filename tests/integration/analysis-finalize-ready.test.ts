import { describe, expect, it } from 'vitest';
import { addMonths, lastDayOf } from '../../shared/dates';
import { today } from './helpers';
import { useOwnTable } from './own-table';
import { invoke, ok } from './in-process';
import { everyItem } from './paging';

/**
 * Issue 21, item 4: staff finalize a month's consumption analysis only once the month is over (Vietnam
 * date) and its readings are in. A finalized month keeps its rows and devices for good, so one
 * finalized on the 26th would keep half a month's figures. Finalizing locks a month for good: a table
 * of its own (the demo rooms, no readings), handlers called in-process.
 */
useOwnTable('analysis-finalize-ready-test');

const E = '/api/electricity-consumption-analysis';
const period = (month: string) => ({ month, date_start: `${month}-01`, date_end: lastDayOf(month) });
// Every page of the month's rows (the server answers a page of rooms at a time): finalize sends them all.
const rowsOf = async (month: string) => (await everyItem(E, period(month))) as unknown[];
const finalize = async (month: string) => invoke('POST', `${E}/finalize`, { body: { ...period(month), analyses: await rowsOf(month) } });
const logOf = async (month: string) => ok(await invoke('GET', `${E}/log`, { query: { month } })).data;
const dash = (month: string) => `${month.slice(5, 7)}-${month.slice(0, 4)}`;
const readE = (month: string, readings: [string, number][]) =>
  invoke('POST', '/api/bills/electric-water-count', {
    body: { building: 'BN', month, type: 'E', readings: readings.map(([room_id, value]) => ({ room_id, value })) },
  });

const thisMonth = today().slice(0, 7);

describe('finalizing a consumption analysis (issue 21)', () => {
  it('refuses the month still running (409, saying from which day), and leaves it unfinalized', async () => {
    const early = await finalize(thisMonth);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'state',
      field: 'month',
      message: `Tháng ${dash(thisMonth)} chưa kết thúc: chỉ chốt được báo cáo phân tích điện từ ngày 01-${dash(addMonths(thisMonth, 1))}`,
    });
    expect(await logOf(thisMonth)).toBeNull();
  });

  it('refuses a month that is over while a room read the month before has no reading of it, then finalizes once it is read', async () => {
    const month = addMonths(thisMonth, -2);
    ok(
      await readE(addMonths(month, -1), [
        ['101', 100],
        ['102', 200],
      ]),
    );
    ok(await readE(month, [['101', 150]]));
    const missing = await finalize(month);
    expect(missing.status).toBe(409);
    expect(missing.body).toMatchObject({
      code: 'state',
      field: 'month',
      message: `Chưa nhập đủ chỉ số điện tháng ${dash(month)}: toà BN 1 phòng (102) có chỉ số tháng ${dash(addMonths(month, -1))} mà chưa có tháng này`,
    });
    expect(await logOf(month)).toBeNull();

    ok(
      await readE(month, [
        ['101', 150],
        ['102', 230],
      ]),
    );
    const done = await finalize(month);
    expect(ok(done).message).toBe(`Đã chốt báo cáo phân tích điện tháng ${month.slice(5, 7)}/${month.slice(0, 4)}`);
    expect(await logOf(month)).toMatchObject({ month, source: 'staff', totals: { current: 80 } });
  });
});
