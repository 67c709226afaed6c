import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startStackProcess } from '../../infra/local/stack-process';
import type { LocalStack } from '../../infra/local/stack';
import { takeBackup, type BackupSource } from '../../infra/local/backup';
import { restoreBackup, RestoreRefused } from '../../infra/local/restore';
import { LOCAL_CREDENTIALS, LOCAL_EXPORTS_BUCKET, LOCAL_REGION, LOCAL_TABLE } from '../../infra/local/installation';
import { vnToday } from '../../shared/dates';
import { S3RVER_CREDENTIALS } from '../../functions/platform/exports-storage';

/**
 * The nightly backup of `npm start` and `npm run restore` (issue 20), on a stack of its own with its
 * data on disk (the shared integration stack is in memory): deposits are written through the API, a
 * backup is taken while another writer keeps going, more is written, the stack stops, restore refuses
 * what it must, restores, and the stack started again holds exactly what was there at backup time.
 */
const PORTS = { dynamodb: 18850, cognito: 18851, s3: 18852, gateway: 18853 };
const root = mkdtempSync(join(tmpdir(), 'nha-tro-backup-'));
const dataDir = join(root, 'data');
const backupsDir = join(root, 'backups');
const source: BackupSource = {
  dynamodbUrl: `http://127.0.0.1:${PORTS.dynamodb}`,
  backupsDir,
  cognitoDir: join(dataDir, 'cognito'),
  s3Dir: join(dataDir, 's3'),
  exportsBucket: LOCAL_EXPORTS_BUCKET,
  region: LOCAL_REGION,
  tableName: LOCAL_TABLE,
  credentials: LOCAL_CREDENTIALS,
};
const TODAY = vnToday();
const AMOUNT = 2_000_000;

let stack: LocalStack | undefined;
afterAll(async () => {
  s3.destroy();
  await stack?.stop();
  rmSync(root, { recursive: true, force: true });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read freely
async function api(method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(stack!.apiUrl + path, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() };
}

async function login(): Promise<string> {
  const r = await api('POST', '/api/auth/login', undefined, { username: 'ketoan', password: 'Demo@2025' });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.token as string;
}

async function deposit(token: string, agent: string, room_id: string): Promise<string> {
  const r = await api('POST', '/api/deposits', token, {
    building: 'MA',
    room_id,
    customer_name: `Khách phòng ${room_id}`,
    phone: '0909000111',
    amount_agreed: AMOUNT,
    amount_paid: AMOUNT,
    wallet: 10,
    agent_user_id: agent,
    date: TODAY,
    expected_move_in_date: TODAY,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.id as string;
}

async function depositIds(token: string): Promise<Set<string>> {
  const r = await api('GET', `/api/deposits/search?building=MA&from=${TODAY}&to=${TODAY}`, token);
  expect(r.status).toBe(200);
  return new Set((r.body as { id: string }[]).map((d) => d.id));
}

async function trialBalance(token: string) {
  const r = await api('GET', `/api/journal/tb?from=${TODAY.slice(0, 7)}-01&to=${TODAY}`, token);
  expect(r.status).toBe(200);
  return r.body as { balanced: boolean; totals: { period_debit: number; period_credit: number } };
}

const s3 = new S3Client({
  region: LOCAL_REGION,
  endpoint: `http://127.0.0.1:${PORTS.s3}`,
  forcePathStyle: true,
  credentials: S3RVER_CREDENTIALS,
  requestChecksumCalculation: 'WHEN_REQUIRED',
});
const putFile = (Key: string, Body: string) => s3.send(new PutObjectCommand({ Bucket: LOCAL_EXPORTS_BUCKET, Key, Body, ContentType: 'text/csv' }));
const readFile = (Key: string) =>
  s3.send(new GetObjectCommand({ Bucket: LOCAL_EXPORTS_BUCKET, Key })).then(
    (r) => r.Body!.transformToString(),
    () => undefined,
  );

// Rooms 101…508 of MA are seeded; each deposit takes one.
const WRITER_ROOMS = [2, 3, 4].flatMap((floor) => [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `${floor}0${n}`));

describe('backup and restore of the local data', () => {
  it('restores exactly what was there when the backup was taken, and refuses what it must', { timeout: 120_000 }, async () => {
    stack = await startStackProcess({ ports: PORTS, dataDir, backupDir: backupsDir, seed: true, quiet: true });
    let token = await login();
    const agent = (await api('GET', '/api/users?role=SECURITY', token)).body[0].user_id as string;
    const first = await deposit(token, agent, '101');
    // A closed month's file is kept (the month-end job does not write it again); a list exported from a screen is not.
    await putFile('month-end/2026-10/bang-can-doi.csv', 'Tài khoản,Nợ,Có\n111,1,1\n');
    await putFile('daily/2026-11-26/phieu-coc.csv', 'Số phiếu\n');
    const tbBefore = await trialBalance(token);

    // One writer, one deposit after another, while the backup is taken: the backup must hold a prefix
    // of its deposits — every one answered before the backup began, none begun after it was answered.
    const written: string[] = [];
    let begun = 0;
    let writing = true;
    const writer = (async () => {
      for (const room of WRITER_ROOMS) {
        if (!writing) break;
        begun++;
        written.push(await deposit(token, agent, room));
      }
    })();
    while (written.length < 2) await sleep(10);
    const answeredBefore = written.length;
    const { path, manifest } = await takeBackup(source);
    const begunBefore = begun;
    writing = false;
    await writer;
    const later = await deposit(token, agent, '501');

    expect(existsSync(`${path}.partial`)).toBe(false);
    expect(manifest.files.map((f) => f.path)).toEqual(
      expect.arrayContaining(['dynamodb/local_ap-southeast-1.db', expect.stringMatching(/^cognito\/db\/.+\.json$/)]),
    );
    for (const f of manifest.files.filter((x) => x.path.startsWith('cognito/')))
      expect(() => JSON.parse(readFileSync(join(path, f.path), 'utf8'))).not.toThrow();

    // Restore refuses while the stack runs: it would keep writing to the folder being replaced.
    await expect(restoreBackup({ backup: path, dataDir, backupsDir, ports: PORTS })).rejects.toThrow(/đang chạy/);
    await stack.stop();
    stack = undefined;

    // A damaged backup (one byte of the database changed) and one cut short are refused too.
    const damaged = join(root, 'damaged');
    cpSync(path, damaged, { recursive: true });
    const db = join(damaged, 'dynamodb', 'local_ap-southeast-1.db');
    const bytes = readFileSync(db);
    bytes[bytes.length - 1] ^= 0xff;
    writeFileSync(db, bytes);
    await expect(restoreBackup({ backup: damaged, dataDir, backupsDir, ports: PORTS })).rejects.toThrow(/sha256/);
    const cutShort = join(backupsDir, `${manifest.name}-9.partial`);
    cpSync(path, cutShort, { recursive: true });
    await expect(restoreBackup({ backup: cutShort, dataDir, backupsDir, ports: PORTS })).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup({ backup: 'no-such-backup', dataDir, backupsDir, ports: PORTS })).rejects.toThrow(/Không tìm thấy/);
    expect(readdirSync(root).filter((n) => n.includes('before-restore'))).toEqual([]);

    // By its name, as `npm run restore -- <name>` does; the data it replaces is kept aside.
    const restored = await restoreBackup({ backup: manifest.name, dataDir, backupsDir, ports: PORTS });
    expect(restored.aside).toMatch(/data\.before-restore-\d{4}-\d{2}-\d{2}T\d{6}$/);
    expect(existsSync(join(restored.aside!, 'dynamodb', 'local_ap-southeast-1.db'))).toBe(true);
    expect(readdirSync(root).filter((n) => n.includes('restoring'))).toEqual([]);

    stack = await startStackProcess({ ports: PORTS, dataDir, backupDir: backupsDir, seed: true, quiet: true });
    token = await login();
    const ids = await depositIds(token);
    expect(ids.has(first)).toBe(true);
    expect(ids.has(later)).toBe(false);
    const kept = written.filter((id) => ids.has(id));
    expect(kept).toEqual(written.slice(0, kept.length));
    expect(kept.length).toBeGreaterThanOrEqual(answeredBefore);
    expect(kept.length).toBeLessThanOrEqual(begunBefore);
    expect(ids.size).toBe(1 + kept.length);
    expect(await readFile('month-end/2026-10/bang-can-doi.csv')).toBe('Tài khoản,Nợ,Có\n111,1,1\n');
    expect(await readFile('daily/2026-11-26/phieu-coc.csv')).toBeUndefined();

    // The books hold the same deposits, balanced: each one's posting, none of the later ones'.
    const tb = await trialBalance(token);
    expect(tb.balanced).toBe(true);
    expect(tb.totals.period_debit).toBe(tbBefore.totals.period_debit + kept.length * AMOUNT);
    expect(tb.totals.period_credit).toBe(tb.totals.period_debit);
  });
});
