import { isAbsolute, relative } from 'node:path';
import { KEEP_DAYS, vnDateTime } from './backup-rules';

export interface SafetyFacts {
  root: string;
  dataDir: string;
  backupsDir: string;
  /** The newest complete backup, if any. */
  newest?: { name: string; takenAt: number };
  /** Whether the backups are on the same disk as the data (then a failed disk loses both). */
  sameDisk: boolean;
}

const shown = (root: string, path: string) => {
  const rel = relative(root, path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? `${rel}/` : path;
};

/**
 * What `npm start`'s first screen says about running it as a real one-machine installation: what a
 * kill or power cut costs, the nightly backup, how to restore, and what is not covered. Short, so it
 * is read.
 */
export function safetyNotice(f: SafetyFacts): string {
  const backups = shown(f.root, f.backupsDir);
  const last = f.newest ? `${f.newest.name} (${vnDateTime(f.newest.takenAt)})` : 'chưa có (xem thông báo sao lưu ở trên)';
  return [
    `  Dữ liệu nằm trong ${shown(f.root, f.dataDir)}: thao tác nào ứng dụng đã báo thành công thì vẫn còn dù mất điện hay tắt ngang máy;`,
    `  thao tác đang gửi dở đúng lúc đó thì người dùng làm lại.`,
    `  Sao lưu tự động lúc 02:00 mỗi đêm vào ${backups} (giữ ${KEEP_DAYS} ngày); bản gần nhất: ${last}.`,
    `  Khôi phục: dừng ứng dụng (Ctrl-C) rồi chạy npm run restore -- <tên bản sao lưu>; sao lưu ngay: npm run backup.`,
    f.sameDisk
      ? `  CHƯA an toàn: hỏng ổ đĩa hay mất máy là mất cả dữ liệu lẫn bản sao lưu. Hãy chép ${backups} sang nơi khác\n` +
        `  (USB, máy khác, đám mây) thường xuyên, hoặc đặt NHA_TRO_BACKUP_DIR trỏ tới một ổ đĩa khác.`
      : `  Bản sao lưu ở ổ đĩa khác với dữ liệu (NHA_TRO_BACKUP_DIR). Mất cả máy thì vẫn mất hết: hãy chép chúng ra ngoài máy thường xuyên.`,
  ].join('\n');
}
