/**
 * `npm run backup`: one backup now (before an upgrade, or to carry off the machine) of the data the
 * running `npm start` serves, into the same folder as the nightly ones. It needs `npm start` running:
 * DynamoDB Local copies its own database between two transactions, whereas a copy of the file of a
 * stopped (or killed) emulator could miss what its journal still holds.
 */
import { join } from 'node:path';
import { takeBackup, pruneBackups, BackupFailed } from '../infra/local/backup';
import { KEEP_DAYS } from '../infra/local/backup-rules';
import { backupsDir, DATA_DIR, LOCAL_CREDENTIALS, LOCAL_EXPORTS_BUCKET, LOCAL_PORTS, LOCAL_REGION, LOCAL_TABLE } from '../infra/local/installation';

async function main() {
  const dir = backupsDir();
  try {
    const { path, manifest } = await takeBackup({
      dynamodbUrl: `http://127.0.0.1:${LOCAL_PORTS.dynamodb}`,
      backupsDir: dir,
      cognitoDir: join(DATA_DIR, 'cognito'),
      s3Dir: join(DATA_DIR, 's3'),
      exportsBucket: LOCAL_EXPORTS_BUCKET,
      region: LOCAL_REGION,
      tableName: LOCAL_TABLE,
      credentials: LOCAL_CREDENTIALS,
    });
    const pruned = pruneBackups(dir);
    const mb = manifest.files.reduce((n, f) => n + f.bytes, 0) / 1e6;
    console.log(`Đã sao lưu vào ${path} (${manifest.files.length} tệp, ${mb.toFixed(1)} MB).`);
    if (pruned.length) console.log(`Đã xoá ${pruned.length} bản sao lưu cũ hơn ${KEEP_DAYS} ngày: ${pruned.join(', ')}.`);
    console.log(`Khôi phục (khi ứng dụng đã dừng): npm run restore -- ${manifest.name}`);
  } catch (error) {
    const e = error as Error & { code?: string; cause?: { code?: string } };
    if (e.code === 'ECONNREFUSED' || e.cause?.code === 'ECONNREFUSED' || /ECONNREFUSED/.test(String(e.message)))
      console.error(`Không kết nối được DynamoDB Local (:${LOCAL_PORTS.dynamodb}): bản sao lưu được lấy khi ứng dụng đang chạy, hãy chạy \`npm start\` trước.`);
    else console.error(e instanceof BackupFailed ? `Sao lưu không thành công: ${e.message}` : e);
    process.exit(1);
  }
}

void main();
