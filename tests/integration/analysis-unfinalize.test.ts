import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { lastDayOf } from '../../shared/dates';
import { today } from './helpers';
import { useOwnTable } from './own-table';
import { putSheet } from './utility-sheets';
import { invoke, ok } from './in-process';
import { everyItem } from './paging';
import { db } from '../../functions/platform/db/client';
import { env } from '../../functions/platform/env';
import { keys } from '../../functions/platform/db/keys';
import { queryAll } from '../../functions/platform/db/query';
import { analysisLogOf, finalizeAnalysis } from '../../functions/utilities/model/consumption-analysis';
import { closeMonth } from '../../functions/jobs/monthly-close';

/**
 * Issue 21, item 4: finalize is now refused before the month is over, but installations keep analyses
 * finalized early by the old code, with their devices locked. An admin takes such a finalization back
 * (with a reason), and only such a one; the month is then finalized on its real figures. Finalizing
 * locks a month for good: a table of its own (the demo rooms), sheets written directly, handlers called
 * in-process. Months fixed in 2025, which no other test closes (the job writes their files).
 */
useOwnTable('analysis-unfinalize-test');

const E = '/api/electricity-consumption-analysis';
const W = '/api/water-consumption-analysis';
const DEVICES = '/api/utility-consumption-analysis-device';
const STAFF = { sub: 'staff-1', username: 'ketoan' };
const ADMIN = '[admin]';
const period = (month: string) => ({ month, date_start: `${month}-01`, date_end: lastDayOf(month) });
const dash = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

const unfinalize = (path: string, body: unknown, groups = ADMIN, headers?: Record<string, string>) =>
  invoke('POST', `${path}/unfinalize`, { body, groups, headers });
const logOf = async (path: string, month: string) => ok(await invoke('GET', `${path}/log`, { query: { month } })).data;
const putDevices = (month: string, devices: string[]) => invoke('PUT', DEVICES, { body: { month, building: 'BN', room_id: '101', devices } });
const partitionOf = (type: 'E' | 'W', month: string) =>
  queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.analysisFinal(type, month) }, ConsistentRead: true });

/**
 * A finalization as the old code made it: finalize's own writes (log, rows, devices saved), its
 * `finalized_at` then set to a day inside the month (the route now refuses to finalize before the end).
 */
async function finalizedEarly(type: 'E' | 'W', month: string, at: string) {
  expect(await finalizeAnalysis(type, month, STAFF, 'staff')).toMatchObject({ written: true });
  await db().send(
    new UpdateCommand({
      TableName: env.tableName(),
      Key: keys.analysisLog(type, month),
      UpdateExpression: 'SET finalized_at = :at',
      ExpressionAttributeValues: { ':at': at },
    }),
  );
}

/** The log lines of this (UTC) month about an analysis. */
async function linesAbout(entityId: string) {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.logMonth(new Date().toISOString().slice(0, 7)) },
    ConsistentRead: true,
  });
  return items.filter((i) => i.entity_id === entityId);
}

describe('unfinalizing a consumption analysis finalized before its month ended (issue 21)', () => {
  it('lets an admin take back 08-2025 finalized on the 26th: log, rows and device lock gone, logged; the month-end job then finalizes the real figures', async () => {
    const month = '2025-08';
    await putSheet('BN', 'E', '2025-07', { '101': 100, '102': 200 });
    // On the 26th only 101 was read.
    await putSheet('BN', 'E', month, { '101': 150 });
    ok(await putDevices(month, ['TL']));
    await finalizedEarly('E', month, '2025-08-26T03:00:00.000Z');
    expect((await partitionOf('E', month)).map((i) => i.SK).sort()).toEqual(['LOG', 'ROWS#BN', 'ROWS#GB', 'ROWS#MA', 'ROWS#MT', 'ROWS#TT', 'ROWS#XA']);
    expect((await putDevices(month, ['TL', 'ML'])).status).toBe(409);

    // Staff may not (admin only), and a reason is required, trimmed, at most 300 characters.
    const staff = await unfinalize(E, { month, reason: 'Chốt nhầm' }, '[staff]');
    expect(staff.status).toBe(403);
    for (const body of [{ month }, { month, reason: '   ' }, { month, reason: 'x'.repeat(301) }]) {
      const bad = await unfinalize(E, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(bad.body.errors)).toMatch(/Vui lòng nhập lý do bỏ chốt|Lý do tối đa 300 ký tự/);
    }
    expect(await logOf(E, month)).toMatchObject({ finalized_at: '2025-08-26T03:00:00.000Z' });

    const headers = { 'idempotency-key': 'unfinalize-e-2025-08' };
    const done = ok(await unfinalize(E, { month, reason: '  Chốt nhầm ngày 26, chưa đủ chỉ số  ' }, ADMIN, headers));
    expect(done).toEqual({ message: 'Đã bỏ chốt báo cáo phân tích điện tháng 08-2025 (đã chốt ngày 26-08-2025)' });
    expect(await logOf(E, month)).toBeNull();
    expect(await partitionOf('E', month)).toEqual([]);
    expect(ok(await invoke('GET', E, { query: period(month) }))).toMatchObject({ finalized: false });
    // The devices are open again.
    ok(await putDevices(month, ['TL', 'ML']));
    const [line] = (await linesAbout(`E-${month}`)).filter((l) => l.action === 'delete');
    expect(line).toMatchObject({
      log_entity: 'consumption_analysis',
      summary:
        'Bỏ chốt báo cáo phân tích điện tháng 08-2025, đã chốt ngày 26-08-2025 bởi ketoan trước khi tháng kết thúc. Lý do: Chốt nhầm ngày 26, chưa đủ chỉ số',
      after: { reason: 'Chốt nhầm ngày 26, chưa đủ chỉ số' },
      before: { finalized_at: '2025-08-26T03:00:00.000Z', finalized_by: 'ketoan', source: 'staff' },
    });

    // The same request retried (its answer lost) replays; another one finds nothing finalized (409).
    expect(ok(await unfinalize(E, { month, reason: '  Chốt nhầm ngày 26, chưa đủ chỉ số  ' }, ADMIN, headers))).toEqual(done);
    expect((await linesAbout(`E-${month}`)).filter((l) => l.action === 'delete')).toHaveLength(1);
    const again = await unfinalize(E, { month, reason: 'Lần nữa' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'state', field: 'month', message: 'Chưa chốt báo cáo phân tích điện tháng 08-2025: không có gì để bỏ chốt' });

    // The readings come in; the month-end job finalizes the month on them, with the devices as now.
    await putSheet('BN', 'E', month, { '101': 150, '102': 260 });
    const closed = await closeMonth(month);
    expect(closed).toMatchObject({ closed: true, analyses: { E: 'system', W: 'system' } });
    expect(await analysisLogOf('E', month)).toMatchObject({ source: 'system', totals: { current: 110 } });
    expect(ok(await invoke('GET', E, { query: period(month) })).finalized).toBe(true);
    const rows = { rows: await everyItem(E, period(month)) };
    expect(rows.rows.find((r: { building: string; room_id: string }) => r.building === 'BN' && r.room_id === '101')).toMatchObject({
      devices: ['TL', 'ML'],
      consumption: 50,
    });
  });

  it('refuses a month finalized once it had ended (409 with its dates), whoever finalized it', async () => {
    const month = '2025-10';
    ok(await invoke('POST', `${E}/finalize`, { body: { ...period(month), analyses: await everyItem(E, period(month)) } }));
    const legit = await unfinalize(E, { month, reason: 'Muốn sửa' });
    expect(legit.status).toBe(409);
    expect(legit.body).toMatchObject({
      code: 'state',
      field: 'month',
      message: `Không bỏ chốt được báo cáo phân tích điện tháng 10-2025: đã chốt ngày ${dash(today())}, sau khi tháng kết thúc (31-10-2025). Chỉ bỏ chốt được báo cáo chốt khi tháng chưa kết thúc`,
    });
    // 00:00 of 01-11 in Vietnam is already after the month.
    await db().send(
      new UpdateCommand({
        TableName: env.tableName(),
        Key: keys.analysisLog('E', month),
        UpdateExpression: 'SET finalized_at = :at',
        ExpressionAttributeValues: { ':at': '2025-10-31T17:00:00.000Z' },
      }),
    );
    const midnight = await unfinalize(E, { month, reason: 'Muốn sửa' });
    expect(midnight.status).toBe(409);
    expect(midnight.body.message).toContain('đã chốt ngày 01-11-2025, sau khi tháng kết thúc (31-10-2025)');
    expect(await logOf(E, month)).not.toBeNull();
    expect((await partitionOf('E', month)).length).toBe(7);
    expect((await linesAbout(`E-${month}`)).filter((l) => l.action === 'delete')).toEqual([]);
  });

  it('refuses a month not finalized (409)', async () => {
    const r = await unfinalize(W, { month: '2025-12', reason: 'Thử' });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'state', field: 'month', message: 'Chưa chốt báo cáo phân tích nước tháng 12-2025: không có gì để bỏ chốt' });
  });

  it('of two admins unlocking at once one wins and the other gets a 409; staff then finalize the month that is over', async () => {
    const month = '2025-09';
    await finalizedEarly('W', month, '2025-09-20T10:00:00.000Z');
    const answers = await Promise.all([unfinalize(W, { month, reason: 'Quản trị 1' }), unfinalize(W, { month, reason: 'Quản trị 2' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toMatchObject({ code: 'state', field: 'month' });
    expect(await logOf(W, month)).toBeNull();
    expect(await partitionOf('W', month)).toEqual([]);
    expect((await linesAbout(`W-${month}`)).filter((l) => l.action === 'delete')).toHaveLength(1);

    const rows = await everyItem(W, period(month));
    expect(ok(await invoke('POST', `${W}/finalize`, { body: { ...period(month), analyses: rows } })).message).toBe(
      'Đã chốt báo cáo phân tích nước tháng 09/2025',
    );
    expect(await logOf(W, month)).toMatchObject({ source: 'staff' });
  });
});
