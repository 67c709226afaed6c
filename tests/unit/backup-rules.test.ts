import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backupName, backupsToPrune, nextNightly, parseBackupFolder, restoreStamp, startBackupDue, vnDateTime } from '../../infra/local/backup-rules';
import { pruneBackups } from '../../infra/local/backup';
import { checkBackup, sha256Of } from '../../infra/local/backup-manifest';
import { safetyNotice } from '../../infra/local/safety-notice';
import { scheduleBackups } from '../../infra/local/backup-schedule';

const at = (iso: string) => Date.parse(iso);
const DAY = 86_400_000;

describe('backup names', () => {
  it('are Vietnam wall-clock minutes, and only those names are ours', () => {
    // 19:00 UTC is 02:00 the next day in Vietnam.
    expect(backupName(at('2026-11-25T19:00:00Z'))).toBe('2026-11-26T0200');
    expect(backupName(at('2026-11-25T19:00:59Z'), 2)).toBe('2026-11-26T0200-2');
    expect(restoreStamp(at('2026-11-25T19:00:07Z'))).toBe('2026-11-26T020007');
    expect(vnDateTime(at('2026-11-25T19:00:00Z'))).toBe('26/11/2026 02:00');
    expect(parseBackupFolder('2026-11-26T0200')).toEqual({ name: '2026-11-26T0200', partial: false, namedAt: at('2026-11-25T19:00:00Z') });
    expect(parseBackupFolder('2026-11-26T0200-2.partial')).toMatchObject({ name: '2026-11-26T0200-2', partial: true });
    for (const other of ['photos', '2026-11-26', '2026-11-26T0200.old', '2026-02-31T0200', '2026-11-26T2460', '.2026-11-26T0200'])
      expect(parseBackupFolder(other), other).toBeUndefined();
  });
});

describe('pruning', () => {
  const now = at('2026-11-26T12:00:00Z');
  const taken = (daysAgo: number) => {
    const t = now - daysAgo * DAY;
    return { folder: backupName(t), takenAt: t };
  };

  it('deletes complete backups older than 14 days by their manifest, and half-made ones older than a day', () => {
    const keep = [taken(0), taken(1), taken(13.9)];
    const old = [taken(14.1), taken(30)];
    const stalePartial = { folder: `${backupName(now - 2 * DAY)}.partial` };
    const freshPartial = { folder: `${backupName(now - 60_000)}.partial` };
    const pruned = backupsToPrune([...keep, ...old, stalePartial, freshPartial], now);
    expect(pruned.sort()).toEqual([...old.map((b) => b.folder), stalePartial.folder].sort());
  });

  it('judges by the manifest, not the name', () => {
    // Named recently (a copy renamed by hand), taken long ago: its manifest wins.
    const renamed = { folder: backupName(now - DAY), takenAt: now - 20 * DAY };
    expect(backupsToPrune([taken(0), renamed], now)).toEqual([renamed.folder]);
  });

  it('always keeps the newest complete backup, however old', () => {
    const only = [taken(40), taken(60)];
    expect(backupsToPrune(only, now)).toEqual([only[1]!.folder]);
  });

  it('never touches a folder that is not named like ours or has no readable manifest', () => {
    expect(backupsToPrune([taken(0), { folder: 'photos', takenAt: now - 90 * DAY }, { folder: backupName(now - 90 * DAY) }], now)).toEqual([]);
  });
});

describe('schedule', () => {
  it('runs nightly at 02:00 Vietnam time, strictly after now', () => {
    expect(nextNightly(at('2026-11-26T12:00:00Z'))).toBe(at('2026-11-26T19:00:00Z'));
    expect(nextNightly(at('2026-11-26T18:59:59Z'))).toBe(at('2026-11-26T19:00:00Z'));
    expect(nextNightly(at('2026-11-26T19:00:00Z'))).toBe(at('2026-11-27T19:00:00Z'));
    // 01:00 in Vietnam is 18:00 UTC the day before: tonight's run is an hour away.
    expect(nextNightly(at('2026-11-26T18:00:00Z'))).toBe(at('2026-11-26T19:00:00Z'));
  });

  it('takes one at start when there is none or the newest is a day old', () => {
    const now = at('2026-11-26T08:00:00Z');
    expect(startBackupDue(undefined, now)).toBe(true);
    expect(startBackupDue(now - DAY, now)).toBe(true);
    expect(startBackupDue(now - DAY + 60_000, now)).toBe(false);
  });
});

describe('the nightly run while npm start runs', () => {
  afterEach(() => vi.useRealTimers());

  it('takes one at start when none is recent, then at 02:00; a failure is logged, never thrown', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'backup-schedule-'));
    vi.useFakeTimers({ now: at('2026-11-26T18:30:00Z') }); // 01:30 in Vietnam
    const taken: number[] = [];
    const lines: string[] = [];
    let fail = false;
    const schedule = scheduleBackups({
      backupsDir: dir,
      take: async () => {
        taken.push(Date.now());
        if (fail) throw new Error('đĩa đầy');
        return { path: join(dir, 'x') };
      },
      log: (l) => lines.push(l),
    });
    await schedule.atStart;
    expect(taken).toEqual([at('2026-11-26T18:30:00Z')]);
    fail = true;
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(taken).toEqual([at('2026-11-26T18:30:00Z'), at('2026-11-26T19:00:00Z')]);
    expect(lines.at(-1)).toMatch(/^Sao lưu lúc 27\/11\/2026 02:00 KHÔNG thành công: đĩa đầy/);
    fail = false;
    await vi.advanceTimersByTimeAsync(DAY);
    expect(taken.at(-1)).toBe(at('2026-11-27T19:00:00Z'));
    await schedule.stop();
    await vi.advanceTimersByTimeAsync(2 * DAY);
    expect(taken).toHaveLength(3);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('backups on disk', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const manifest = (name: string, takenAt: number, files: { path: string; bytes: number; sha256: string }[]) => ({
    kind: 'nha-tro-local-backup',
    format: 1,
    name,
    taken_at: new Date(takenAt).toISOString(),
    product: { version: '0.1.0' },
    files,
  });

  async function fakeBackup(folder: string, takenAt: number) {
    mkdirSync(join(dir, folder, 'dynamodb'), { recursive: true });
    const db = join(dir, folder, 'dynamodb', 'local_ap-southeast-1.db');
    writeFileSync(db, 'SQLite format 3\0 pretend');
    const files = [{ path: 'dynamodb/local_ap-southeast-1.db', bytes: 24, sha256: await sha256Of(db) }];
    writeFileSync(join(dir, folder, 'manifest.json'), JSON.stringify(manifest(folder, takenAt, files)));
    return join(dir, folder);
  }

  it('prunes only our old folders', async () => {
    dir = mkdtempSync(join(tmpdir(), 'backup-rules-'));
    const now = at('2026-11-26T12:00:00Z');
    await fakeBackup(backupName(now - DAY), now - DAY);
    await fakeBackup(backupName(now - 20 * DAY), now - 20 * DAY);
    mkdirSync(join(dir, 'keep-me'));
    mkdirSync(join(dir, `${backupName(now - 3 * DAY)}.partial`));
    expect(pruneBackups(dir, now).sort()).toEqual([backupName(now - 20 * DAY), `${backupName(now - 3 * DAY)}.partial`].sort());
    expect(readdirSync(dir).sort()).toEqual([backupName(now - DAY), 'keep-me'].sort());
  });

  it('finds a backup cut short or damaged', async () => {
    dir = mkdtempSync(join(tmpdir(), 'backup-rules-'));
    const good = await fakeBackup('2026-11-26T0200', Date.now());
    expect(await checkBackup(good)).toHaveProperty('manifest');
    expect(await checkBackup(`${good}.partial`)).toHaveProperty('problem');
    writeFileSync(join(good, 'dynamodb', 'local_ap-southeast-1.db'), 'SQLite format 3\0 pretenD');
    expect(await checkBackup(good)).toEqual({ problem: expect.stringContaining('sha256') });
    rmSync(join(good, 'manifest.json'));
    expect(await checkBackup(good)).toEqual({ problem: expect.stringContaining('manifest.json') });
  });

  it('refuses a manifest that points outside its folder', async () => {
    dir = mkdtempSync(join(tmpdir(), 'backup-rules-'));
    const good = await fakeBackup('2026-11-26T0200', Date.now());
    writeFileSync(join(good, 'manifest.json'), JSON.stringify(manifest('x', Date.now(), [{ path: '../../etc/passwd', bytes: 1, sha256: '0'.repeat(64) }])));
    expect(await checkBackup(good)).toEqual({ problem: expect.stringContaining('manifest.json') });
  });
});

describe('the first screen', () => {
  it('says where the data is, what a kill costs, the backups, how to restore and what is not covered', () => {
    const text = safetyNotice({
      root: '/srv/nha-tro',
      dataDir: '/srv/nha-tro/.local-data',
      backupsDir: '/srv/nha-tro/.local-backups',
      newest: { name: '2026-11-26T0200', takenAt: at('2026-11-25T19:00:00Z') },
      sameDisk: true,
    });
    expect(text).toContain('.local-data/');
    expect(text).toContain('.local-backups/ (giữ 14 ngày)');
    expect(text).toContain('2026-11-26T0200 (26/11/2026 02:00)');
    expect(text).toContain('npm run restore -- <tên bản sao lưu>');
    expect(text).toContain('NHA_TRO_BACKUP_DIR');
    expect(text.split('\n').length).toBeLessThanOrEqual(6);
  });
});
