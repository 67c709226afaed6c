import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Typed entities (issue 22, docs/kernel.md): a DynamoDB item becomes an object in its entity's model
 * file only (`functions/<domain>/model/`, `functions/kernel/model/`). Everywhere else code handles the
 * typed objects those files answer, so a field read two ways in two places cannot happen. The platform
 * (plumbing: cursors, the idempotency record, the client) keeps its own items.
 *
 * What counts as converting by hand: `String(x.field)`, `Number(x.field ?? 0)`, `x.field as string` on
 * anything but a request's own parts (its body, query, params: already typed by their zod contract) or
 * an error.
 */
const HAND = /\b(?:String|Number|Boolean)\((\w+)\??\.(\w+)(?:\)|\s*\?\?)|\b(\w+)\??\.(\w+) as (?:string|number|boolean)\b/g;
const NOT_ITEMS = new Set(['body', 'query', 'params', 'input', 'args', 'event', 'process', 'env', 'e', 'err', 'error', 'opts', 'options', 'caller', 'ctx']);

/** Not items, each for a reason: a JWT's claims from Cognito, and the partner's answer already checked by its zod schema. */
const NOT_ITEMS_AT = new Set(['functions/auth/login.ts: String(id.sub)', 'functions/expenses/chotot-api.ts: String(t.id)']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === 'model' || p === path.join('functions', 'platform') ? [] : sources(p);
    return d.name.endsWith('.ts') ? [p] : [];
  });
}

export function handConversions(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(HAND)) if (!NOT_ITEMS.has((m[1] ?? m[3])!) && !NOT_ITEMS_AT.has(`${file}: ${m[0]}`)) found.push(`${file}:${i + 1}: ${m[0]}`);
  });
  return found;
}

describe('typed entities', () => {
  it('convert no item by hand outside its model file', () => {
    const found = sources('functions').flatMap((f) => handConversions(f, readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  });

  it('see a hand conversion for what it is (the check can fail)', () => {
    expect(
      handConversions(
        'x.ts',
        'const id = String(i.entry_id);\nconst n = Number(body.amount);\nconst v = Number(stored?.version ?? 0);\nconst s = i.note as string;',
      ),
    ).toEqual(['x.ts:1: String(i.entry_id)', 'x.ts:3: Number(stored?.version ??', 'x.ts:4: i.note as string']);
  });
});
