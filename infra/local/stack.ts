import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ensureTable, ensureUserPool } from './provision';
import { seedDemoData } from './seed';
import { backfillDayRollups } from '../../functions/jobs/backfill-day-rollups';
import { backfillWalletBook } from '../../functions/jobs/backfill-wallet-book';
import { backfillBookObjects } from '../../functions/jobs/backfill-book-objects';
import { backfillSearchIndex } from '../../functions/jobs/backfill-search-index';
import { migrateStayReceivables } from '../../functions/jobs/stay-receivables';
import { backfillEntityCounts } from '../../functions/jobs/entity-counts';
import { backfillKeptSides } from '../../functions/jobs/kept-sides';
import { backfillOpenBankLines } from '../../functions/jobs/backfill-open-bank-lines';
import { backfillPendingRefunds } from '../../functions/jobs/pending-refunds';
import { backfillCardsToCollectAll } from '../../functions/jobs/cards-to-collect';
import { backfillRoomFigures } from '../../functions/jobs/room-figures';
import { backfillReadingHeads } from '../../functions/jobs/reading-heads';
import { backfillCollectedReceipts } from '../../functions/jobs/receipts-collected';
import { backfillOwingIndex } from '../../functions/jobs/owing-index';
import { startCognito, startDynamoDb, startS3, type Service } from './services';
import { startGateway } from './gateway';
import { assertPortFree } from './processes';
import { takeBackup } from './backup';
import { LOCAL_CREDENTIALS, LOCAL_EXPORTS_BUCKET, LOCAL_REGION, LOCAL_TABLE } from './installation';

export interface LocalStackOptions {
  ports: { dynamodb: number; cognito: number; s3: number; gateway: number; web?: number };
  /** Persistent data folder; omitted → everything in memory / a temp folder, gone on stop. */
  dataDir?: string;
  /** Where backups of `dataDir` go (with a `dataDir` only): DynamoDB Local's backup hook writes there. */
  backupDir?: string;
  seed?: boolean;
  quiet?: boolean;
}

export interface LocalStack {
  apiUrl: string;
  webUrl?: string;
  env: Record<string, string>;
  /** One backup of the data folder now, into `backupDir` (with `dataDir` and `backupDir` only). */
  backup?: () => Promise<{ path: string }>;
  stop(): Promise<void>;
}

/**
 * The embedded default: the real emulators (DynamoDB Local, cognito-local, s3rver) and the same
 * handlers behind a local API gateway, all on 127.0.0.1; optionally the Vite dev server for the web.
 */
export async function startLocalStack(o: LocalStackOptions): Promise<LocalStack> {
  const quiet = o.quiet ?? false;
  for (const [name, port] of Object.entries(o.ports)) if (port) await assertPortFree(port, name);
  const temp = o.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'nha-tro-'));
  const dataDir = o.dataDir ?? temp!;
  const backupDir = o.dataDir && o.backupDir ? resolve(o.backupDir) : undefined;
  const started: Service[] = [];
  const stop = async () => {
    for (const s of started.reverse()) await s.stop().catch(() => undefined);
    if (temp) rmSync(temp, { recursive: true, force: true });
  };
  try {
    const [dynamodb, cognito, s3] = await Promise.all([
      startDynamoDb(o.ports.dynamodb, o.dataDir ? join(dataDir, 'dynamodb') : undefined, join(dataDir, 'dynamodb'), quiet, backupDir),
      startCognito(o.ports.cognito, join(dataDir, 'cognito'), quiet),
      startS3(o.ports.s3, join(dataDir, 's3'), [LOCAL_EXPORTS_BUCKET]),
    ]);
    started.push(dynamodb, cognito, s3);

    const region = LOCAL_REGION;
    const tableName = LOCAL_TABLE;
    await ensureTable(new DynamoDBClient({ region, endpoint: dynamodb.url, credentials: LOCAL_CREDENTIALS }), tableName);
    const pool = await ensureUserPool(new CognitoIdentityProviderClient({ region, endpoint: cognito.url, credentials: LOCAL_CREDENTIALS }), 'nha-tro-local');

    // The handlers run in this process and read their configuration from here, as a Lambda would.
    const env: Record<string, string> = {
      AWS_REGION: region,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      TABLE_NAME: tableName,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.clientId,
      EXPORTS_BUCKET: LOCAL_EXPORTS_BUCKET,
      DYNAMODB_ENDPOINT: dynamodb.url,
      COGNITO_ENDPOINT: cognito.url,
      S3_ENDPOINT: s3.url,
      STAGE: 'local',
      ALLOW_CLEAR_DATABASE: 'true',
      // The bank webhook's HMAC key on this machine only (AWS: Secrets Manager, see infra/stack.ts).
      BANK_WEBHOOK_SECRET: process.env.BANK_WEBHOOK_SECRET ?? 'local-bank-webhook-secret',
      // The tenant bill links' signing key, kept the same way (AWS: Secrets Manager, see infra/stack.ts).
      TENANT_BILL_KEY: process.env.TENANT_BILL_KEY ?? 'local-tenant-bill-key',
      LOG_LEVEL: process.env.LOG_LEVEL ?? (quiet ? 'SILENT' : 'WARN'),
    };
    Object.assign(process.env, env);
    if (o.seed) await seedDemoData();
    // Data kept from an earlier version may predate the day rollups (a fresh in-memory table cannot).
    if (o.dataDir) {
      await backfillDayRollups();
      await backfillWalletBook();
      // Wallet lines posted before the books named whom each line is about take it from their entry.
      await backfillBookObjects();
      // Receivables kept per room by an earlier version move onto the stays (once; then one read).
      const moved = await migrateStayReceivables();
      // Customers written before the header search kept its index get their entries (once; then one read).
      await backfillSearchIndex();
      if (!moved.already && moved.migrated && !quiet) console.log(`Đã chuyển công nợ của ${moved.migrated} phòng sang từng lượt thuê.`);
    }
    // The buildings' kept room statuses (the dashboard's read): rooms from before they were kept, once.
    await backfillRoomFigures();
    // Records per type are kept counts (admin area); data from before they were kept is counted once,
    // last, before the API takes writes (a fresh table: its seed only). Then one read per start.
    const counts = await backfillEntityCounts();
    // 1311's two sides are kept on its rollups (trial balance): data from before they were kept (a
    // fresh table: its seed only) is followed once, then one read per start.
    await backfillKeptSides();
    // Unmatched bank lines carry their own index: lines from before it (a fresh table: none) get it once.
    await backfillOpenBankLines();
    // Owing stay accounts carry the dashboard's index of debts: those from before it (a fresh table: none), once.
    await backfillOwingIndex();
    // Refunds waiting to be paid are kept as items of their own: those from before (a fresh table: none) get one once.
    await backfillPendingRefunds();
    // So are the vehicle cards to collect: cards out from before (a fresh table: none) get theirs once.
    await backfillCardsToCollectAll();
    // Reading sheets from before their heads (the kept room totals check themselves on them) get one.
    await backfillReadingHeads();
    // Collected receipts stored among the rent receipts move to their own partition (a fresh table: its seed's), once.
    await backfillCollectedReceipts();
    if (!counts.already && o.dataDir && !quiet)
      console.log(`Đã đếm ${Object.values(counts.counted).reduce((a, b) => a + b, 0)} bản ghi cho trang Quản trị (một lần).`);

    const gateway = await startGateway(o.ports.gateway);
    started.push(gateway);

    let webUrl: string | undefined;
    if (o.ports.web) {
      process.env.WEB_PORT = String(o.ports.web);
      process.env.GATEWAY_PORT = String(o.ports.gateway);
      const { createServer } = await import('vite');
      const vite = await createServer({ configFile: join(import.meta.dirname, '../../web/vite.config.ts'), logLevel: quiet ? 'silent' : 'info' });
      await vite.listen();
      started.push({ url: '', stop: () => vite.close() });
      webUrl = `http://127.0.0.1:${o.ports.web}`;
    }
    const backup = backupDir
      ? () =>
          takeBackup({
            dynamodbUrl: dynamodb.url,
            backupsDir: backupDir,
            cognitoDir: join(dataDir, 'cognito'),
            s3Dir: join(dataDir, 's3'),
            exportsBucket: LOCAL_EXPORTS_BUCKET,
            region,
            tableName,
            credentials: LOCAL_CREDENTIALS,
          })
      : undefined;
    return { apiUrl: gateway.url, webUrl, env, ...(backup ? { backup } : {}), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
