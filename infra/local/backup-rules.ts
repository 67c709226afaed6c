/**
 * The rules of the local backups, with no file or clock of their own (the callers pass `now`), so they
 * are unit-tested with fake dates: how a backup is named, which ones are pruned, when the next runs.
 */

/** Vietnam has no daylight saving: its wall clock is UTC+7 all year. */
const VN_OFFSET_MS = 7 * 3600_000;
const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/** Backups are kept this long (by the time in their manifest). */
export const KEEP_DAYS = 14;
/** The nightly backup runs at this hour, Vietnam time, when the shop is closed. */
export const NIGHTLY_HOUR_VN = 2;
/** A start with no backup this recent takes one at once (a machine switched off at night still gets one). */
export const START_BACKUP_AFTER_MS = DAY_MS;
/** A `.partial` folder this old is a backup that died half-made (the stack was killed): nobody finishes it. */
const PARTIAL_STALE_MS = DAY_MS;

/** `2026-11-26T0200` (Vietnam time): sorts by time, and the operator reads the name as their own clock. */
const NAME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(?:-(\d{1,3}))?$/;
export const PARTIAL_SUFFIX = '.partial';

const vnWall = (now: number) => new Date(now + VN_OFFSET_MS).toISOString();

/** The name of a backup taken at `now`; `n` > 1 tells apart two taken in the same minute. */
export function backupName(now: number, n = 1): string {
  const t = vnWall(now);
  return `${t.slice(0, 10)}T${t.slice(11, 13)}${t.slice(14, 16)}${n > 1 ? `-${n}` : ''}`;
}

/** A stamp down to the second for the folders a restore leaves (`.local-data.before-restore-<stamp>`). */
export function restoreStamp(now: number): string {
  const t = vnWall(now);
  return `${t.slice(0, 10)}T${t.slice(11, 13)}${t.slice(14, 16)}${t.slice(17, 19)}`;
}

/** Whether a folder name is one of ours (complete or half-made), so nothing else there is ever touched. */
export function parseBackupFolder(folder: string): { name: string; partial: boolean; namedAt: number } | undefined {
  const partial = folder.endsWith(PARTIAL_SUFFIX);
  const name = partial ? folder.slice(0, -PARTIAL_SUFFIX.length) : folder;
  const m = NAME.exec(name);
  if (!m) return undefined;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const namedAt = Date.UTC(y, mo - 1, d, h, mi) - VN_OFFSET_MS;
  // 2026-02-31T2599 matches the pattern but names no moment: not ours.
  if (backupName(namedAt) !== name.replace(/-\d+$/, '')) return undefined;
  return { name, partial, namedAt };
}

export interface BackupFolder {
  /** The folder's name in the backups folder. */
  folder: string;
  /** When the manifest says it was taken; undefined when there is no readable manifest. */
  takenAt?: number;
}

/**
 * The folders to delete: complete backups older than KEEP_DAYS by their manifest, and half-made ones
 * (`.partial`) older than a day by their name. The newest complete backup is always kept, however old:
 * a machine off for a month whose start-up backup then fails must not be left with none. A folder
 * without a readable manifest, or not named like ours, is never deleted (someone put it there).
 */
export function backupsToPrune(folders: BackupFolder[], now: number): string[] {
  const complete = folders.filter((f) => parseBackupFolder(f.folder)?.partial === false && f.takenAt !== undefined).sort((a, b) => b.takenAt! - a.takenAt!);
  const newest = complete[0]?.folder;
  const old = complete.filter((f) => f.folder !== newest && now - f.takenAt! > KEEP_DAYS * DAY_MS).map((f) => f.folder);
  const stale = folders
    .filter((f) => {
      const p = parseBackupFolder(f.folder);
      return p?.partial === true && now - p.namedAt > PARTIAL_STALE_MS;
    })
    .map((f) => f.folder);
  return [...old, ...stale];
}

/** The next nightly run strictly after `now` (02:00 Vietnam time = 19:00 UTC the day before). */
export function nextNightly(now: number): number {
  const vn = now + VN_OFFSET_MS;
  const todayAt = Math.floor(vn / DAY_MS) * DAY_MS + NIGHTLY_HOUR_VN * HOUR_MS;
  return (todayAt > vn ? todayAt : todayAt + DAY_MS) - VN_OFFSET_MS;
}

/** Whether a start must take a backup at once: none yet, or the newest is a day old or more. */
export const startBackupDue = (newestTakenAt: number | undefined, now: number): boolean =>
  newestTakenAt === undefined || now - newestTakenAt >= START_BACKUP_AFTER_MS;

/** A moment as the operator reads it: `26/11/2026 02:00` (Vietnam time). */
export function vnDateTime(at: number): string {
  const t = vnWall(at);
  return `${t.slice(8, 10)}/${t.slice(5, 7)}/${t.slice(0, 4)} ${t.slice(11, 16)}`;
}
