/**
 * `npm run restore -- <backup>`: puts a backup (its name in the backups folder, or a path) back as
 * `.local-data/`, while `npm start` is stopped. The data it replaces is kept aside, never deleted.
 */
import { relative } from 'node:path';
import { listBackups } from '../infra/local/backup';
import { vnDateTime } from '../infra/local/backup-rules';
import { backupsDir, DATA_DIR, LOCAL_PORTS, ROOT } from '../infra/local/installation';
import { restoreBackup, RestoreRefused } from '../infra/local/restore';

const shown = (path: string) => (relative(ROOT, path).startsWith('..') ? path : relative(ROOT, path));

async function main() {
  const dir = backupsDir();
  const wanted = process.argv[2];
  if (!wanted) {
    const complete = listBackups(dir).filter((b) => b.manifest);
    console.error('Cách dùng: npm run restore -- <tên bản sao lưu hoặc đường dẫn tới nó>');
    console.error(
      complete.length
        ? `Các bản sao lưu trong ${dir} (mới nhất trước):\n${complete
            .slice(0, 15)
            .map((b) => `  ${b.folder}   lấy lúc ${vnDateTime(Date.parse(b.manifest!.taken_at))}`)
            .join('\n')}`
        : `Chưa có bản sao lưu nào trong ${dir}.`,
    );
    process.exit(2);
  }
  try {
    const { dynamodb, cognito, gateway } = LOCAL_PORTS;
    const r = await restoreBackup({ backup: wanted, dataDir: DATA_DIR, backupsDir: dir, ports: { dynamodb, cognito, api: gateway } });
    const m = r.manifest;
    console.log(
      `Đã khôi phục bản sao lưu ${m.name} (lấy lúc ${vnDateTime(Date.parse(m.taken_at))}, phiên bản ${m.product.version}${m.product.commit ? ` ${m.product.commit.slice(0, 8)}` : ''}) vào ${shown(DATA_DIR)}/:`,
    );
    for (const f of r.files) console.log(`  ${f}`);
    if (r.aside) console.log(`Dữ liệu trước khi khôi phục được giữ nguyên trong ${shown(r.aside)}/ (xoá đi khi chắc chắn không cần nữa).`);
    console.log('Các tệp xuất CSV (s3) không được khôi phục: chúng được tạo lại từ màn hình khi cần.');
    console.log('Chạy `npm start` để dùng dữ liệu đã khôi phục.');
  } catch (error) {
    console.error(error instanceof RestoreRefused ? error.message : error);
    process.exit(1);
  }
}

void main();
