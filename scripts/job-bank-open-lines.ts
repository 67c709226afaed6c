/**
 * `npx tsx scripts/job-bank-open-lines.ts [--aws]`: gives the bank lines stored before the unmatched
 * lines' index (functions/jobs/backfill-open-bank-lines.ts) their index keys, so the reads of unmatched
 * lines (possible internal transfers, suggestions, the list filtered on "chưa khớp") examine only those.
 * Without --aws it runs against the local stack `npm start` runs (which also runs it itself at start).
 * With --aws it uses the AWS credentials of this shell (AWS_PROFILE / AWS_REGION) and the table named
 * by TABLE_NAME (the stack's output `TableName`). Safe while others write; once done, a run is one read.
 */
import { parseArgs } from 'node:util';

const LOCAL = {
  AWS_REGION: 'ap-southeast-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  TABLE_NAME: 'nha-tro',
  DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000',
  STAGE: 'local',
  LOG_LEVEL: 'WARN',
};

async function main() {
  const { values } = parseArgs({ options: { aws: { type: 'boolean' } } });
  if (values.aws) {
    if (!process.env.TABLE_NAME) {
      console.error('Thiếu TABLE_NAME: tên bảng DynamoDB của stack (output TableName của NhaTro-<stage>).');
      process.exit(2);
    }
    process.env.LOG_LEVEL ??= 'WARN';
  } else for (const [k, v] of Object.entries(LOCAL)) process.env[k] ??= v;
  const { backfillOpenBankLines } = await import('../functions/jobs/backfill-open-bank-lines');
  const t0 = Date.now();
  try {
    const r = await backfillOpenBankLines();
    const seconds = ((Date.now() - t0) / 1000).toFixed(1);
    if (r.already) console.log(`Chỉ mục giao dịch ngân hàng chưa khớp đã có từ trước: không ghi gì thêm (${seconds} giây).`);
    else console.log(`Đã ghi chỉ mục cho ${r.lines.toLocaleString('vi-VN')} giao dịch ngân hàng chưa khớp (${seconds} giây).`);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}

void main();
