import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { measure } from '../../scripts/web-weight';

/** Incompressible bytes, so a file's gzip size is about its length. */
const noise = (kib: number) => randomBytes(kib * 1024);

const files: Record<string, Buffer> = {
  'index.html': Buffer.from('<html></html>'),
  'entry.js': noise(100),
  'login.js': noise(20),
  'layout.js': noise(30),
  'menu.js': noise(10),
  'dash.js': noise(5),
  'logs.js': noise(4),
  'table.js': noise(70),
};
const manifest = {
  'index.html': { file: 'entry.js', isEntry: true },
  'src/features/auth/LoginPage.tsx': { file: 'login.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/app/layout/AppLayout.tsx': { file: 'layout.js', isDynamicEntry: true, imports: ['_menu.js'] },
  '_menu.js': { file: 'menu.js' },
  'src/features/dashboard/DashboardPage.tsx': { file: 'dash.js', isDynamicEntry: true, imports: ['_table.js', '_menu.js'] },
  'src/features/logs/LogsPage.tsx': { file: 'logs.js', isDynamicEntry: true, imports: ['_table.js'] },
  '_table.js': { file: 'table.js' },
};
const near = (value: number, expected: number) => expect(Math.abs(value - expected)).toBeLessThan(1.5);

describe('npm run weight: what each route downloads, from the build manifest', () => {
  const screens = [
    { path: '/dashboard', src: 'src/features/dashboard/DashboardPage.tsx' },
    { path: '/logs', src: 'src/features/logs/LogsPage.tsx' },
  ];
  const weights = measure(manifest, (f) => files[f]!, screens);
  const w = (name: string) => weights.find((x) => x.name === name)!;

  it('counts the login route, the layout beyond it, and each screen beyond both', () => {
    near(w('login route').kib, 120);
    near(w('layout after sign-in').kib, 40);
    expect(w('/dashboard')).toMatchObject({ files: 1, ok: true });
    near(w('/dashboard').kib, 5);
    near(w('/dashboard').firstVisitKib!, 75);
  });

  it('checks a chunk screens share on its own, and fails it over 60 KiB', () => {
    expect(w('shared table.js')).toMatchObject({ ok: false, target: 60 });
  });
});
