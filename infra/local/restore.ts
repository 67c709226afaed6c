import { connect } from 'node:net';
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { checkBackup, sha256Of, type BackupManifest } from './backup-manifest';
import { listBackups } from './backup';
import { restoreStamp } from './backup-rules';
import { syncFile, syncFolder } from './durable-files';

/**
 * Puts a backup back as the data folder of the embedded default. Nothing is deleted: the current data
 * folder is moved aside as `<dataDir>.before-restore-<time>`, and the new one is built beside it and
 * renamed into place last, so a restore cut short leaves either the old data or the new, never half.
 */
export class RestoreRefused extends Error {}

export interface RestoreOptions {
  /** A backup's folder (a path) or its name in `backupsDir`. */
  backup: string;
  dataDir: string;
  backupsDir: string;
  /** The stack's ports: any in use means it runs, and would keep writing to the folder being replaced. */
  ports: Record<string, number>;
  now?: number;
}

export interface Restored {
  backup: string;
  manifest: BackupManifest;
  /** Where the data replaced now is, when there was any. */
  aside?: string;
  files: string[];
}

export async function restoreBackup(o: RestoreOptions): Promise<Restored> {
  const now = o.now ?? Date.now();
  const folder = locate(o.backup, o.backupsDir);
  for (const [what, port] of Object.entries(o.ports))
    if (await inUse(port))
      throw new RestoreRefused(
        `Không khôi phục khi ứng dụng đang chạy (cổng ${port} – ${what} đang được dùng): hãy dừng \`npm start\` (Ctrl-C) rồi chạy lại lệnh khôi phục.`,
      );
  const checked = await checkBackup(folder);
  if ('problem' in checked) throw new RestoreRefused(`Không khôi phục từ ${folder}: ${checked.problem}. Hãy chọn bản sao lưu khác.`);
  const { manifest } = checked;

  const places = manifest.files.map((f) => ({ ...f, place: placeOf(f.path) }));

  const stamp = restoreStamp(now);
  const staging = `${o.dataDir}.restoring-${stamp}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    for (const f of places) {
      const target = join(staging, f.place);
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(join(folder, f.path), target);
      // The copy is read back: a disk that wrote it wrong is found now, not at the next start.
      if ((await sha256Of(target)) !== f.sha256) throw new Error(`Chép ${f.path} sang ${target} bị sai (ổ đĩa có vấn đề?). Dữ liệu hiện tại chưa bị thay.`);
      syncFile(target);
      syncFolder(dirname(target));
    }
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  let aside: string | undefined;
  if (existsSync(o.dataDir)) {
    aside = `${o.dataDir}.before-restore-${stamp}`;
    renameSync(o.dataDir, aside);
  }
  renameSync(staging, o.dataDir);
  syncFolder(dirname(o.dataDir));
  return { backup: folder, manifest, ...(aside ? { aside } : {}), files: places.map((f) => f.place) };
}

/** Where a backup's file goes in the data folder (cognito-local keeps its files in `cognito/.cognito`). */
function placeOf(path: string): string {
  if (path.startsWith('dynamodb/') || path.startsWith('s3/')) return path;
  if (path.startsWith('cognito/')) return join('cognito', '.cognito', path.slice('cognito/'.length));
  throw new RestoreRefused(`Tệp ${path} trong bản sao lưu không thuộc phần nào đã biết: bản sao lưu này không phải của phiên bản này.`);
}

function locate(backup: string, backupsDir: string): string {
  const trimmed = backup.replace(/[\\/]+$/, '');
  const candidates = isAbsolute(trimmed) || /[\\/]/.test(trimmed) ? [resolve(trimmed)] : [join(backupsDir, trimmed), resolve(trimmed)];
  const found = candidates.find((c) => existsSync(c));
  if (found) return found;
  const names = listBackups(backupsDir)
    .filter((b) => b.manifest)
    .map((b) => b.folder)
    .slice(0, 5);
  throw new RestoreRefused(
    `Không tìm thấy bản sao lưu "${basename(trimmed)}" (tìm trong ${backupsDir}).` +
      (names.length ? ` Các bản mới nhất: ${names.join(', ')}.` : ' Chưa có bản sao lưu nào ở đó.'),
  );
}

function inUse(port: number): Promise<boolean> {
  return new Promise((done) => {
    const s = connect({ host: '127.0.0.1', port }, () => (s.end(), done(true)));
    s.on('error', () => done(false));
  });
}
