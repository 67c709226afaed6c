import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { z } from 'zod';
import { backupName, backupsToPrune, parseBackupFolder, PARTIAL_SUFFIX } from './backup-rules';
import { MANIFEST, readManifest, sha256Of, type BackupManifest } from './backup-manifest';
import { syncFile, syncFolder, writeDurably } from './durable-files';
import { MONTH_END_PREFIX } from '../../functions/platform/export-prefixes';

/**
 * One backup of the embedded default's data while it runs: `<backups>/<YYYY-MM-DDTHHmm>/` with
 * `dynamodb/<accessKey>_<region>.db` (SQLite's online backup, taken by the DynamoDB Local launcher
 * between two transactions: see LoopbackDynamoDB.java), `cognito/` (cognito-local's JSON files: the
 * users, their groups and passwords), `s3/<bucket>/month-end/` (the month-end job's files, the closed
 * months' record: the job does not write them again once its run record exists) and `manifest.json`.
 * The rest of S3 is left out: lists exported from the screens, made again on demand.
 */
export interface BackupSource {
  /** DynamoDB Local, started with `-Dnhatro.backupRoot=<backupsDir>`. */
  dynamodbUrl: string;
  /** The same folder the launcher was given: it writes the database copy there itself. */
  backupsDir: string;
  /** `<dataDir>/cognito`, the folder cognito-local runs in. */
  cognitoDir: string;
  /** `<dataDir>/s3`, s3rver's folder, and the exports bucket in it. */
  s3Dir: string;
  exportsBucket: string;
  region: string;
  tableName: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
}

const ROOT = resolve(import.meta.dirname, '../..');
const hookAnswer = z.object({ files: z.array(z.string().regex(/^[^/\\]+$/)) });

export class BackupFailed extends Error {}

export async function takeBackup(s: BackupSource, now = Date.now()): Promise<{ path: string; manifest: BackupManifest }> {
  mkdirSync(s.backupsDir, { recursive: true });
  const name = freeName(s.backupsDir, now);
  // Everything is made in `<name>.partial` and renamed last: a backup cut short never looks complete.
  const partial = join(s.backupsDir, name + PARTIAL_SUFFIX);
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial);
  try {
    // The database first: a month-end run record it holds had its files written before it, so they are
    // in the folder copied after (files are never deleted; a newer one without its record is harmless).
    const copied = [
      ...(await copyDatabase(s, name + PARTIAL_SUFFIX)),
      ...(await copyFiles(join(s.cognitoDir, '.cognito'), partial, 'cognito', (f) => f.endsWith('.json'))),
      ...(await copyFiles(join(s.s3Dir, s.exportsBucket, MONTH_END_PREFIX), partial, `s3/${s.exportsBucket}/${MONTH_END_PREFIX}`.replace(/\/$/, ''))),
    ];
    if (!copied.some((f) => f.startsWith('cognito/'))) throw new BackupFailed(`Không có tệp nào của cognito-local trong ${join(s.cognitoDir, '.cognito')}.`);
    const files: BackupManifest['files'] = [];
    for (const path of copied) {
      const file = join(partial, path);
      files.push({ path, bytes: statSync(file).size, sha256: await sha256Of(file) });
    }
    const manifest: BackupManifest = {
      kind: 'nha-tro-local-backup',
      format: 1,
      name,
      taken_at: new Date(now).toISOString(),
      product: productVersion(),
      files,
    };
    writeDurably(join(partial, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
    const path = join(s.backupsDir, name);
    renameSync(partial, path);
    syncFolder(s.backupsDir);
    return { path, manifest };
  } catch (error) {
    // Nothing half-made is left behind (a kill mid-way leaves one: pruned a day later).
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Asks the launcher for its copy of every open database, then files it under `dynamodb/`. */
async function copyDatabase(s: BackupSource, hookFolder: string): Promise<string[]> {
  // DynamoDB Local opens a credentials/region pair's database at its first request: make sure ours is open.
  const client = new DynamoDBClient({ region: s.region, endpoint: s.dynamodbUrl, credentials: s.credentials });
  try {
    await client.send(new DescribeTableCommand({ TableName: s.tableName }));
  } finally {
    client.destroy();
  }
  const res = await fetch(`${s.dynamodbUrl}/nha-tro/backup`, { method: 'POST', headers: { 'X-Backup-Name': hookFolder } });
  const text = await res.text();
  if (res.status === 400)
    throw new BackupFailed(
      'DynamoDB Local đang chạy không nhận lệnh sao lưu (được khởi động bởi phiên bản cũ, hoặc không có thư mục sao lưu): hãy khởi động lại `npm start`.',
    );
  if (!res.ok) throw new BackupFailed(`DynamoDB Local không sao lưu được (${res.status}): ${text.slice(0, 300)}`);
  const { files } = hookAnswer.parse(JSON.parse(text));
  if (!files.length) throw new BackupFailed('DynamoDB Local không có cơ sở dữ liệu nào trên đĩa để sao lưu.');
  const from = join(s.backupsDir, hookFolder);
  mkdirSync(join(from, 'dynamodb'));
  return files.map((f) => {
    // The launcher writes under the folder it was started with; another one here means two settings.
    if (!existsSync(join(from, f)))
      throw new BackupFailed(`Không thấy bản sao ${f} trong ${from}: \`npm start\` đang chạy với thư mục sao lưu khác (NHA_TRO_BACKUP_DIR phải giống nhau).`);
    renameSync(join(from, f), join(from, 'dynamodb', f));
    syncFile(join(from, 'dynamodb', f));
    return `dynamodb/${f}`;
  });
}

/**
 * Copies the files under `from` (those `keep` accepts) to `<backup>/<as>/…`. Every JSON copy must
 * parse, and a torn read is read again: cognito-local rewrites a whole pool file at every change, in
 * place unless cognito-durable.ts makes that a rename, so a read could land between truncate and write.
 */
async function copyFiles(from: string, backup: string, as: string, keep: (file: string) => boolean = () => true): Promise<string[]> {
  if (!existsSync(from)) return [];
  const out: string[] = [];
  for (const file of filesUnder(from).filter(keep)) {
    const path = `${as}/${relative(from, file).split(/[\\/]/).join('/')}`;
    let content = readFileSync(file);
    for (let attempt = 1; file.endsWith('.json') && !parses(content); attempt++) {
      if (attempt > 50) throw new BackupFailed(`Tệp ${file} không phải JSON hợp lệ sau nhiều lần đọc.`);
      await sleep(20);
      content = readFileSync(file);
    }
    mkdirSync(dirname(join(backup, path)), { recursive: true });
    writeDurably(join(backup, path), content);
    out.push(path);
  }
  return out;
}

const parses = (content: Buffer) => {
  try {
    JSON.parse(content.toString('utf8'));
    return true;
  } catch {
    return false;
  }
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : e.isFile() ? [join(dir, e.name)] : []));
}

/** `2026-11-26T0200`, or `…-2` when a backup of that minute exists already (`npm run backup` twice). */
function freeName(dir: string, now: number): string {
  for (let n = 1; ; n++) {
    const name = backupName(now, n);
    if (!existsSync(join(dir, name))) return name;
  }
}

function productVersion(): BackupManifest['product'] {
  const { version } = z.object({ version: z.string() }).parse(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')));
  let commit: string | undefined;
  try {
    commit =
      execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'], timeout: 2000 })
        .toString()
        .trim() || undefined;
  } catch {
    // Not a git checkout (a copied folder): the version alone says enough.
  }
  return { version, ...(commit ? { commit } : {}) };
}

export interface BackupEntry {
  folder: string;
  path: string;
  partial: boolean;
  manifest?: BackupManifest;
}

/** Our folders in the backups folder (anything else there is left alone), newest name first. */
export function listBackups(backupsDir: string): BackupEntry[] {
  if (!existsSync(backupsDir)) return [];
  return readdirSync(backupsDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && parseBackupFolder(e.name))
    .map((e) => {
      const path = join(backupsDir, e.name);
      const partial = parseBackupFolder(e.name)!.partial;
      const manifest = partial ? undefined : readManifest(path);
      return { folder: e.name, path, partial, ...(manifest ? { manifest } : {}) };
    })
    .sort((a, b) => b.folder.localeCompare(a.folder));
}

/** The newest complete backup, by the time in its manifest. */
export function newestBackup(backupsDir: string): (BackupEntry & { manifest: BackupManifest }) | undefined {
  return listBackups(backupsDir)
    .filter((b): b is BackupEntry & { manifest: BackupManifest } => b.manifest !== undefined)
    .sort((a, b) => Date.parse(b.manifest.taken_at) - Date.parse(a.manifest.taken_at))[0];
}

/** Deletes what `backupsToPrune` names (older than 14 days, or half-made a day ago); returns their names. */
export function pruneBackups(backupsDir: string, now = Date.now()): string[] {
  const folders = listBackups(backupsDir).map((b) => ({ folder: b.folder, ...(b.manifest ? { takenAt: Date.parse(b.manifest.taken_at) } : {}) }));
  const doomed = backupsToPrune(folders, now);
  for (const folder of doomed) rmSync(join(backupsDir, folder), { recursive: true, force: true });
  return doomed;
}
