import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureDynamoDbLocal } from './tools';
import { startChild, stopChild, waitForPort } from './processes';

const require = createRequire(import.meta.url);

export interface Service {
  url: string;
  stop(): Promise<void>;
}

/**
 * DynamoDB Local on 127.0.0.1: in memory for tests, or persistent under `dbPath` for `npm start`.
 * With `backupRoot` (only with a `dbPath`: an in-memory table has no file to copy) the launcher serves
 * its backup hook (POST /nha-tro/backup), writing only under that folder.
 */
export async function startDynamoDb(port: number, dbPath: string | undefined, workDir: string, quiet: boolean, backupRoot?: string): Promise<Service> {
  const { classpath, libraryPath, mainClass } = ensureDynamoDbLocal();
  if (dbPath) mkdirSync(dbPath, { recursive: true });
  const backup = dbPath && backupRoot ? resolve(backupRoot) : undefined;
  if (backup) mkdirSync(backup, { recursive: true });
  // Even in memory the emulator writes a metadata file into its working directory: keep it out of the repo.
  mkdirSync(workDir, { recursive: true });
  const args = [
    `-Djava.library.path=${libraryPath}`,
    '-Xmx512m',
    ...(backup ? [`-Dnhatro.backupRoot=${backup}`] : []),
    '-cp',
    classpath,
    mainClass,
    '-port',
    String(port),
    '-disableTelemetry',
    ...(dbPath ? ['-dbPath', dbPath] : ['-inMemory']),
  ];
  const { child, tail } = startChild('dynamodb', 'java', args, { quiet, cwd: workDir });
  await waitForPort(port, 'DynamoDB Local', 60_000, () => (child.exitCode !== null ? tail.join('\n') : undefined));
  return { url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

/**
 * cognito-local keeps its pools as JSON files in `<dir>/.cognito`. Its issuer is set to the exact
 * address we call it on, so tokens verify against the same URL the gateway fetches the JWKS from.
 */
export async function startCognito(port: number, dir: string, quiet: boolean): Promise<Service> {
  const url = `http://127.0.0.1:${port}`;
  mkdirSync(join(dir, '.cognito', 'db'), { recursive: true });
  writeFileSync(
    join(dir, '.cognito', 'config.json'),
    JSON.stringify({ TokenConfig: { IssuerDomain: url }, UserPoolDefaults: { UsernameAttributes: [] } }, null, 2),
  );
  const bin = join(dirname(require.resolve('cognito-local/package.json')), 'lib', 'bin', 'start.js');
  // Its pool files are replaced atomically, never truncated in place (see cognito-durable.ts).
  // (As URLs: cognito-local runs in its data folder, where neither would resolve by name.)
  const durable = pathToFileURL(join(import.meta.dirname, 'cognito-durable.ts')).href;
  const { child, tail } = startChild('cognito', process.execPath, ['--import', import.meta.resolve('tsx'), '--import', durable, bin], {
    cwd: dir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DEBUG: '', COGNITO_DB_DIR: join(dir, '.cognito', 'db') },
    quiet,
  });
  await waitForPort(port, 'cognito-local', 30_000, () => (child.exitCode !== null ? tail.join('\n') : undefined));
  return { url, stop: () => stopChild(child) };
}

/** s3rver runs in this process; files live under `dir`. */
export async function startS3(port: number, dir: string, buckets: string[]): Promise<Service> {
  mkdirSync(dir, { recursive: true });
  const S3rver = require('s3rver') as new (o: object) => { run(): Promise<unknown>; close(): Promise<void> };
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory: dir,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  await server.run();
  return { url: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
