import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import './helpers';
import { useOwnTable } from './own-table';
import { putSheet } from './utility-sheets';
import { invoke, ok } from './in-process';
import { closeMonth, freezeTrialBalance } from '../../functions/jobs/monthly-close';
import { keys } from '../../functions/platform/db/keys';
import { queryAll } from '../../functions/platform/db/query';
import { installRecorder } from '../../functions/platform/db/recorder';
import { getItem } from '../../functions/platform/db/items';
import { transact } from '../../functions/platform/db/transact';
import { buildEntry } from '../../functions/kernel/ledger/entry';
import { entryItems } from '../../functions/kernel/ledger/posting';
import { analysisLogOf, finalizeAnalysis } from '../../functions/utilities/model/consumption-analysis';
import { freezeMonthlyReport } from '../../functions/utilities/model/utility-balance';
import { S3RVER_CREDENTIALS } from '../../functions/platform/exports-storage';
import { BOM } from '../../shared/exports/cells';

// The job finalizes every building's analyses of a month and freezes their reports: a table of its own
// (the demo rooms), handlers called in-process; its files go to the shared s3rver bucket under
// month-end/<month>/, months no other test closes.
useOwnTable('month-end-job-test');

const M = '2026-10';
const STAFF = { sub: 'staff-1', username: 'ketoan' };

const s3 = () => new S3Client({ region: process.env.AWS_REGION, endpoint: process.env.S3_ENDPOINT, forcePathStyle: true, credentials: S3RVER_CREDENTIALS });

/** The objects under a month's folder: key → last modified (ms). */
async function objectsOf(month: string): Promise<Map<string, number>> {
  const r = await s3().send(new ListObjectsV2Command({ Bucket: process.env.EXPORTS_BUCKET, Prefix: `month-end/${month}/` }));
  return new Map((r.Contents ?? []).map((o) => [o.Key!, o.LastModified!.getTime()]));
}

/** The job's log lines about a month (its own line and the trial balance's), from this UTC month's log partition. */
async function jobLines(month: string) {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.logMonth(new Date().toISOString().slice(0, 7)) },
    ConsistentRead: true,
  });
  return items.filter((i) => (i.actor as { username: string }).username === 'monthly-close' && String(i.entity_id).endsWith(month));
}

async function postDeposit(date: string, amount: number) {
  const e = buildEntry(
    {
      date,
      building: 'MT',
      voucher_type: 'deposit',
      voucher_id: `MEJ-${date}`,
      description: 'Nhận cọc',
      lines: [
        { wallet: 10, debit: amount },
        { account_key: 'deposit_revenue', credit: amount, object: `deposit:MEJ-${date}` },
      ],
    },
    new Date().toISOString(),
  );
  await transact(entryItems(e));
}

const download = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());

describe('the month-end job (closeMonth)', () => {
  it('closes a month: trial balance, the analyses staff left open, the reports, ten files, the run record and its log line', async () => {
    await postDeposit(`${M}-05`, 2_000_000);
    await putSheet('MT', 'E', '2026-09', { '101': 1000 });
    await putSheet('MT', 'E', M, { '101': 1120 });
    // Staff finalized the water analysis and saved one building's report before the job.
    await finalizeAnalysis('W', M, STAFF, 'staff');
    await freezeMonthlyReport('BN', M, STAFF, { ifAbsent: false });

    // Its speed (6 buildings ≤ 30 s, issue 12) is measured by the benchmark (bench/utilities-targets.ts), not here.
    const r = await closeMonth(M);
    expect(r).toEqual({
      month: M,
      balanced: true,
      frozen: true,
      closed: true,
      analyses: { E: 'system', W: 'staff' },
      reports: { frozen: 5, kept: 1 },
      files: 10,
    });
    expect(await analysisLogOf('E', M)).toMatchObject({ source: 'system', finalized_by: 'monthly-close' });
    expect(await analysisLogOf('W', M)).toMatchObject({ source: 'staff', finalized_by: 'ketoan' });
    expect(await getItem(keys.utilityReport('MT', M))).toMatchObject({ saved_by: 'monthly-close' });
    expect(await getItem(keys.utilityReport('BN', M))).toMatchObject({ saved_by: 'ketoan' });

    const objects = await objectsOf(M);
    expect([...objects.keys()].sort()).toEqual(
      [
        `bang-can-doi-phat-sinh-tat-ca-${M}-01-${M}-31`,
        `bang-tong-hop-cong-no-tat-ca-${M}`,
        `bao-cao-tien-phong-chua-thu-tat-ca-${M}`,
        `${M}-ptptkh-dien`,
        `${M}-ptptkh-nuoc`,
      ]
        .flatMap((n) => [`month-end/${M}/${n}.csv`, `month-end/${M}/${n}.xlsx`])
        .sort(),
    );
    // Each step logs itself once (the trial balance, the electricity finalize, the five reports the job froze), then the run's own line.
    const lines = await jobLines(M);
    expect(lines.map((l) => l.entity_id).sort()).toEqual(['E', 'FILES', 'GB', 'MA', 'MT', 'TB', 'TT', 'XA'].map((id) => `${id}-${M}`));
    const own = lines.find((l) => l.entity_id === `FILES-${M}`)!;
    expect(own.summary).toContain('Đóng tháng 10/2026');
    expect(own.summary).toContain('phân tích điện do hệ thống chốt');
    expect(own.summary).toContain('phân tích nước nhân viên đã chốt trước');
    expect(own.summary).toContain('10 tệp');
    expect(await getItem(keys.monthReport('FILES', M))).toMatchObject({ entity: 'month_report', kind: 'FILES', month: M });
  });

  it('lists the files with fresh signed links that download them (CSV with a BOM, a real workbook)', async () => {
    const before = Date.now();
    const list = ok(await invoke('GET', '/api/month-end-files', { query: { month: M } }));
    const after = Date.now();
    expect(list.month).toBe(M);
    expect(Date.parse(list.closed_at)).toBeLessThanOrEqual(before);
    expect(list.files).toHaveLength(10);
    for (const f of list.files) {
      expect(f.size).toBeGreaterThan(0);
      // Signed at some moment between before and after, valid 15 minutes from then.
      expect(Date.parse(f.expires_at)).toBeGreaterThanOrEqual(before - 1_000 + 15 * 60_000);
      expect(Date.parse(f.expires_at)).toBeLessThanOrEqual(after + 1_000 + 15 * 60_000);
    }
    const analysis = list.files.find((f: { name: string }) => f.name === `${M}-ptptkh-dien.csv`);
    expect(analysis).toMatchObject({ title: 'Phân tích phải thu khách hàng điện', format: 'csv' });
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await download(analysis.url)).split('\r\n');
    expect(csv[0]!.startsWith(`${BOM}Toà,Phòng,Số người,Thiết bị,Tháng 08/2026,Tháng 09/2026,Tháng 10/2026`)).toBe(true);
    expect(csv.find((l) => l.startsWith('MT,101,'))).toContain(',0.00,0.00,120.00,');

    const tb = list.files.find((f: { name: string; format: string }) => f.name.startsWith('bang-can-doi') && f.format === 'xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(tb.url)).buffer as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Bảng cân đối phát sinh');
    const values = sheet.getSheetValues().flat().map(String);
    expect(values).toContain('Tổng cộng');
    expect(values).toContain('2000000');

    // A month the job has not closed: no files.
    expect(ok(await invoke('GET', '/api/month-end-files', { query: { month: '2026-08' } }))).toEqual({ month: '2026-08', closed_at: null, files: [] });
    expect((await invoke('GET', '/api/month-end-files', { query: { month: '2026-10', x: '1' } })).status).toBe(400);
    expect((await invoke('GET', '/api/month-end-files', { query: { month: M }, groups: '[SECURITY]' })).status).toBe(403);
  });

  it('run again for the same month writes nothing: no object, no log line, no record', async () => {
    const objects = await objectsOf(M);
    const lines = await jobLines(M);
    const record = await getItem(keys.monthReport('FILES', M));
    await new Promise((r) => setTimeout(r, 1_100)); // a rewritten object would show a later LastModified
    const recorder = installRecorder();
    let again;
    try {
      again = await closeMonth(M);
    } finally {
      delete (globalThis as Record<string, unknown>).__nhaTroDynamoRecorder;
    }
    // One Get of the run record, nothing else.
    expect(recorder.calls.map((c) => c.command)).toEqual(['GetItemCommand']);
    expect(again).toMatchObject({ month: M, closed: false, frozen: false, files: 10 });
    expect(await objectsOf(M)).toEqual(objects);
    expect(await jobLines(M)).toHaveLength(lines.length);
    expect(await getItem(keys.monthReport('FILES', M))).toEqual(record);
  });

  it('finishes a run that died half way (some steps done) without doing any step twice', async () => {
    const month = '2026-09';
    // The first try froze the trial balance, finalized electricity and froze two reports, then died.
    expect((await freezeTrialBalance(month)).frozen).toBe(true);
    await finalizeAnalysis('E', month, { sub: 'system', username: 'monthly-close' }, 'system');
    await freezeMonthlyReport('MT', month, { sub: 'system', username: 'monthly-close' }, { ifAbsent: true });
    await freezeMonthlyReport('XA', month, { sub: 'system', username: 'monthly-close' }, { ifAbsent: true });

    const r = await closeMonth(month);
    expect(r).toMatchObject({ closed: true, frozen: false, analyses: { E: 'system', W: 'system' }, reports: { frozen: 6, kept: 0 }, files: 10 });
    expect((await objectsOf(month)).size).toBe(10);
    // Every step's line once: those of the first try and those of this run, never one twice.
    const lines = await jobLines(month);
    expect(lines.map((l) => l.entity_id).sort()).toEqual(['BN', 'E', 'FILES', 'GB', 'MA', 'MT', 'TB', 'TT', 'W', 'XA'].map((id) => `${id}-${month}`));
    expect((await closeMonth(month)).closed).toBe(false);
    expect(await jobLines(month)).toHaveLength(10);
  });

  it('puts the lists people export under daily/, the folder the bucket forgets after a week', async () => {
    const r = await invoke('POST', '/api/exports', { body: { report: 'getTrialBalance', params: { from: `${M}-01`, to: `${M}-31` }, format: 'csv' } });
    expect(r.status).toBe(201);
    expect(new URL(r.body.url).pathname.split('/').slice(2, 3)).toEqual(['daily']);
  });

  it('refuses a month that has not ended', async () => {
    const now = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 7);
    await expect(closeMonth(now)).rejects.toThrow(/not ended/);
  });
});
