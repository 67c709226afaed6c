import { readFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

/**
 * One format (issue 22): `npm run lint` runs Prettier's check over the sources with the project's
 * settings (.prettierrc.json), so no line runs past 160 characters and no file is formatted its own way.
 */
describe('formatting', () => {
  it('is part of the lint', () => {
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    expect(scripts.lint).toMatch(/prettier --check/);
    expect(scripts.test).toMatch(/npm run --silent lint/);
  });

  it('refuses a long or oddly formatted line, and accepts the same code formatted', async () => {
    const options = { ...(await prettier.resolveConfig('functions/routes.ts')), filepath: 'functions/x.ts' };
    const long = `export const x = { ${Array.from({ length: 20 }, (_, i) => `field${i}: 'value number ${i}'`).join(', ')} };\n`;
    expect(await prettier.check(long, options)).toBe(false);
    expect(await prettier.check('export const y = {a:1};\n', options)).toBe(false);
    const formatted = await prettier.format(long, options);
    expect(await prettier.check(formatted, options)).toBe(true);
    expect(Math.max(...formatted.split('\n').map((l) => l.length))).toBeLessThanOrEqual(160);
  });
});
