import { join, resolve } from 'node:path';
import { startLocalStack } from './stack';
import { MissingJava } from './tools';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { stopAllChildren } from './processes';

/** `npm start`: the whole product on this machine, data kept in .local-data/ between starts. */
const ROOT = resolve(import.meta.dirname, '../..');

async function main() {
  console.log('Đang khởi động môi trường cục bộ (DynamoDB Local, cognito-local, s3rver, API, web)...');
  const stack = await startLocalStack({
    ports: { dynamodb: 8000, cognito: 9229, s3: 4569, gateway: 3030, web: 5173 },
    dataDir: join(ROOT, '.local-data'),
    seed: true,
  });
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

main().catch(async (error) => {
  console.error(error instanceof MissingJava ? `\n${error.message}\n` : error);
  await stopAllChildren();
  process.exit(1);
});
