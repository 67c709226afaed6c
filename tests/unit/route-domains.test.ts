import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes';

/**
 * One name per business domain (issue 22): a route's domain (the Lambda that serves it) is the name
 * of the contract file it comes from, `shared/api/<domain>.ts` or a file of `shared/api/<domain>/`,
 * and the folder of its code in functions/. Read from routes.ts itself: which namespace import each
 * row's contract comes through.
 */
const TABLE = readFileSync('functions/routes.ts', 'utf8');
const modules = new Map([...TABLE.matchAll(/^import \* as (\w+) from '\.\.\/shared\/api\/([\w/-]+)';$/gm)].map((m) => [m[1]!, m[2]!]));
const rows = [...TABLE.matchAll(/route\((\w+)\.([\w.]+), '([\w-]+)', '(\w+)'\)/g)].map((m) => ({ ns: m[1]!, contract: m[2]!, domain: m[3]!, handler: m[4]! }));
const domainOfContract = (module: string) => module.split('/')[0]!;

describe('one name per domain', () => {
  it('reads every row of the route table', () => {
    expect(rows.length).toBe(routes.length);
    for (const r of rows) expect(modules.has(r.ns), `${r.ns}.${r.contract}`).toBe(true);
  });

  it('serves every route from the domain named like its contract file, in functions/<domain>/', () => {
    const wrong = rows
      .filter((r) => domainOfContract(modules.get(r.ns)!) !== r.domain)
      .map((r) => `${r.ns}.${r.contract} → ${r.domain} (contract shared/api/${modules.get(r.ns)})`);
    expect(wrong).toEqual([]);
    for (const domain of new Set(rows.map((r) => r.domain))) expect(existsSync(`functions/${domain}/handler.ts`), domain).toBe(true);
  });

  it('has no contract file outside a domain: every file of shared/api is one domain, or its plumbing', () => {
    const PLUMBING = ['common.ts', 'endpoint.ts', 'zod-vi.ts'];
    const domains = new Set(rows.map((r) => r.domain));
    const names = readdirSync('shared/api', { withFileTypes: true })
      .filter((e) => !PLUMBING.includes(e.name))
      .map((e) => e.name.replace(/\.ts$/, ''));
    expect(names.filter((n) => !domains.has(n))).toEqual([]);
  });

  it("keeps the web's features under the same names: every feature folder is a domain", () => {
    const domains = new Set(rows.map((r) => r.domain));
    const features = readdirSync('web/src/features', { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(features.filter((f) => !domains.has(f))).toEqual([]);
  });
});
