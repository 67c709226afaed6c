import { join, resolve } from 'node:path';

/**
 * The one-machine installation `npm start` runs, shared with `npm run backup` and `npm run restore`
 * so the three agree on where the data and the backups are and which ports say "it is running".
 */
// Lambda runs Node 22; only this local default (and its tools) may run on Node 20, where the SDK warns at every start.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export const ROOT = resolve(import.meta.dirname, '../..');
export const LOCAL_PORTS = { dynamodb: 8000, cognito: 9229, s3: 4569, gateway: 3030, web: 5173 };
export const DATA_DIR = join(ROOT, '.local-data');
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
export const LOCAL_REGION = 'ap-southeast-1';
export const LOCAL_TABLE = 'nha-tro';
export const LOCAL_EXPORTS_BUCKET = 'nha-tro-exports';

/** `.local-backups/` beside the data, or NHA_TRO_BACKUP_DIR (another disk keeps them when this one fails). */
export const backupsDir = (): string => (process.env.NHA_TRO_BACKUP_DIR ? resolve(process.env.NHA_TRO_BACKUP_DIR) : join(ROOT, '.local-backups'));
