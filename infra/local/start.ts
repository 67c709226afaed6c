import { mkdirSync, statSync } from 'node:fs';
import { startLocalStack } from './stack';
import { MissingJava } from './tools';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { stopAllChildren } from './processes';
import { seedDemoHistory } from './demo-history';
import { poster, putter } from './history';
import { backupsDir, DATA_DIR, LOCAL_PORTS, ROOT } from './installation';
import { scheduleBackups } from './backup-schedule';
import { newestBackup } from './backup';
import { safetyNotice } from './safety-notice';

/** `npm start`: the whole product on this machine, data kept in .local-data/ between starts, backed up nightly. */
async function main() {
  console.log('Đang khởi động môi trường cục bộ (DynamoDB Local, cognito-local, s3rver, API, web)...');
  const backups = backupsDir();
  const stack = await startLocalStack({ ports: LOCAL_PORTS, dataDir: DATA_DIR, backupDir: backups, seed: true });
  await writeDemoHistory(stack.apiUrl);
  const schedule = scheduleBackups({ take: stack.backup!, backupsDir: backups });
  await schedule.atStart;
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nĐang dừng...');
    await schedule.stop();
    await stack.stop();
    await stopAllChildren();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  console.log(`
  Ứng dụng:  ${stack.webUrl}
  API:       ${stack.apiUrl}/api  (OpenAPI: ${stack.apiUrl}/api/openapi.json)

  Tài khoản demo (mật khẩu ${DEMO_PASSWORD}):
${DEMO_USERS.map((u) => `    ${u.username.padEnd(8)} ${u.role.padEnd(9)} ${u.name}`).join('\n')}

${safetyNotice({ root: ROOT, dataDir: DATA_DIR, backupsDir: backups, newest: newestOf(backups), sameDisk: sameDisk(DATA_DIR, backups) })}

  Ctrl-C để dừng.
`);
}

// The first screen only reports on the backups: an unreadable folder must not stop the stack.
function newestOf(dir: string) {
  try {
    const b = newestBackup(dir);
    return b ? { name: b.folder, takenAt: Date.parse(b.manifest.taken_at) } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether two folders are on one disk (one device number): a failed disk then takes both. */
function sameDisk(a: string, b: string): boolean {
  try {
    mkdirSync(b, { recursive: true });
    return statSync(a).dev === statSync(b).dev;
  } catch {
    return true;
  }
}

/** The demo user's token, or undefined when the login fails (removed, or its password changed). */
async function tokenOf(api: string, username: string): Promise<string | undefined> {
  const login = await fetch(`${api}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return login.ok ? ((await login.json()) as { token: string }).token : undefined;
}

/**
 * On the first start only: a few months of the demo business, through the API as the accountant (and
 * the admin for its settings: the expense payees; then the expense slips and room devices follow).
 */
async function writeDemoHistory(api: string) {
  const token = await tokenOf(api, 'ketoan');
  // The accountant was removed or their password changed: this is not a first start.
  if (!token) return;
  const adminToken = await tokenOf(api, 'admin');
  const users = await fetch(`${api}/api/users?role=SECURITY`, { headers: { authorization: `Bearer ${token}` } });
  const agents = ((await users.json()) as { user_id: string }[]).map((u) => u.user_id);
  if (!agents.length) return;
  const t0 = Date.now();
  const counts = await seedDemoHistory({ post: poster(api, token), ...(adminToken ? { admin: putter(api, adminToken) } : {}), agents, log: console.log });
  if (counts)
    console.log(
      `Đã ghi dữ liệu mẫu trong ${Math.round((Date.now() - t0) / 1000)} giây: ${counts.deposits} phiếu cọc, ${counts.checkIns} lượt nhận phòng, ${counts.checkOuts} lượt trả phòng (${counts.leftOwing} khách trả phòng còn nợ, ${counts.departedPaid} đã trả nốt sau), ${counts.refunds} lần trả cọc, ${counts.bills} hoá đơn, ${counts.receipts} phiếu thu.`,
    );
}

main().catch(async (error) => {
  console.error(error instanceof MissingJava ? `\n${error.message}\n` : error);
  await stopAllChildren();
  process.exit(1);
});
