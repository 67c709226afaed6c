import { parseArgs } from 'node:util';

/**
 * The frame every one-off job script shares (scripts/job-*.ts): without --aws it runs against the
 * local stack `npm start` runs (DynamoDB Local :8000, table nha-tro: what the handlers read there; a
 * variable already set, another port or table, wins); with --aws it uses the AWS credentials of this
 * shell (AWS_PROFILE / AWS_REGION) and the table named by TABLE_NAME (the stack's output `TableName`).
 * The job is imported only after the environment is set (the handlers' modules read it), it is told
 * the seconds since it began, and a failure prints a readable line and exits 1 (2: bad arguments).
 */

const LOCAL = {
  AWS_REGION: 'ap-southeast-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  TABLE_NAME: 'nha-tro',
  DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000',
  STAGE: 'local',
  LOG_LEVEL: 'WARN',
};

export type JobValues = Record<string, string | boolean | undefined>;
type Options = Record<string, { type: 'string' | 'boolean' }>;

/** A bad argument: printed as is, exit 2. */
export class JobArgumentError extends Error {}

export async function runJob(job: (values: JobValues, seconds: () => string) => Promise<void>, options: Options = {}): Promise<void> {
  const { values } = parseArgs({ options: { ...options, aws: { type: 'boolean' } } }) as { values: JobValues };
  if (values.aws) {
    if (!process.env.TABLE_NAME) {
      console.error('Thiếu TABLE_NAME: tên bảng DynamoDB của stack (output TableName của NhaTro-<stage>).');
      process.exit(2);
    }
    if (process.env.DYNAMODB_ENDPOINT) console.warn(`Lưu ý: DYNAMODB_ENDPOINT=${process.env.DYNAMODB_ENDPOINT} đang được đặt, sẽ dùng địa chỉ này.`);
    process.env.LOG_LEVEL ??= 'WARN';
  } else for (const [k, v] of Object.entries(LOCAL)) process.env[k] ??= v;
  const t0 = Date.now();
  try {
    await job(values, () => ((Date.now() - t0) / 1000).toFixed(1));
  } catch (error) {
    if (error instanceof JobArgumentError) {
      console.error(error.message);
      process.exit(2);
    }
    const e = error as Error & { code?: string; cause?: { code?: string } };
    if (!values.aws && (e.code === 'ECONNREFUSED' || e.cause?.code === 'ECONNREFUSED' || /ECONNREFUSED/.test(String(e.message))))
      console.error('Không kết nối được DynamoDB Local (:8000): hãy chạy `npm start` trước.');
    else console.error(e);
    process.exit(1);
  }
}
