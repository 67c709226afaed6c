import { newestBackup, pruneBackups } from './backup';
import { KEEP_DAYS, nextNightly, startBackupDue, vnDateTime } from './backup-rules';

export interface BackupScheduleOptions {
  /** Takes one backup (the stack's `backup()`). */
  take: () => Promise<{ path: string }>;
  backupsDir: string;
  log?: (line: string) => void;
  now?: () => number;
}

export interface BackupSchedule {
  /** Settles when the start-up backup (taken only when the newest is a day old or more) is done or has failed. */
  atStart: Promise<void>;
  /** No more nightly runs; waits for one under way, so Ctrl-C does not cut a backup short. */
  stop(): Promise<void>;
}

/**
 * The nightly backup while `npm start` runs (02:00 Vietnam time), plus one at start when the newest is
 * a day old, since a machine switched off at night would otherwise never get one. A failure is said
 * in Vietnamese and never stops the stack: the data itself is untouched by a failed backup.
 */
export function scheduleBackups(o: BackupScheduleOptions): BackupSchedule {
  const log = o.log ?? ((line: string) => console.log(line));
  const now = o.now ?? Date.now;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const run = (when: string) => {
    running = running.then(async () => {
      try {
        const { path } = await o.take();
        const pruned = pruneBackups(o.backupsDir, now());
        log(`Đã sao lưu dữ liệu (${when}) vào ${path}${pruned.length ? `; đã xoá ${pruned.length} bản cũ hơn ${KEEP_DAYS} ngày` : ''}.`);
      } catch (error) {
        log(
          `Sao lưu ${when} KHÔNG thành công: ${error instanceof Error ? error.message : String(error)}\n` +
            `  Dữ liệu đang dùng không bị ảnh hưởng; lần tới sẽ thử lại lúc 02:00 (hoặc chạy \`npm run backup\`).`,
        );
      }
    });
    return running;
  };

  const arm = () => {
    if (stopped) return;
    const at = nextNightly(now());
    timer = setTimeout(() => void run(`lúc ${vnDateTime(at)}`).then(arm), Math.max(0, at - now()));
    // The timer alone must not keep a stopping process alive.
    timer.unref();
  };

  let newestAt: number | undefined;
  try {
    const newest = newestBackup(o.backupsDir);
    newestAt = newest ? Date.parse(newest.manifest.taken_at) : undefined;
  } catch {
    // An unreadable backups folder: the start-up backup will say why it fails.
  }
  const atStart = startBackupDue(newestAt, now()) ? run('khi khởi động') : Promise.resolve();
  arm();
  return {
    atStart,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
