import { join, resolve } from 'node:path';
import { startLocalStack } from './stack';
import { MissingJava } from './tools';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { stopAllChildren } from './processes';
import { seedDemoHistory } from './demo-history';
import { poster, putter } from './history';

/** `npm start`: the whole product on this machine, data kept in .local-data/ between starts. */
const ROOT = resolve(import.meta.dirname, '../..');

async function main() {
  console.log('Đang khởi động môi trường cục bộ (DynamoDB Local, cognito-local, s3rver, API, web)...');
  const stack = await startLocalStack({
    ports: { dynamodb: 8000, cognito: 9229, s3: 4569, gateway: 3030, web: 5173 },
    dataDir: join(ROOT, '.local-data'),
    seed: true,
  });
  await writeDemoHistory(stack.apiUrl);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nĐang dừng...');
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

  Ctrl-C để dừng.
`);
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
