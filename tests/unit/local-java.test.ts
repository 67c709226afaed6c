import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('the local stack without Java', () => {
  it('says what to install instead of failing obscurely', () => {
    // A PATH with node but no java: the launcher must stop at once with an install hint.
    const r = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        "import('./infra/local/tools.ts').then((m) => m.ensureDynamoDbLocal()).catch((e) => { console.error(e.message); process.exit(3); })",
      ],
      { env: { PATH: '/nonexistent', HOME: process.env.HOME }, encoding: 'utf8', cwd: process.cwd() },
    );
    expect(r.status).toBe(3);
    expect(r.stderr).toMatch(/Java 17/);
    expect(r.stderr).toMatch(/apt-get install -y openjdk-17-jdk-headless/);
  });
});
