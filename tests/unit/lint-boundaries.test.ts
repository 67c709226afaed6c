import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of architecture.md and docs/kernel.md, as `npm run lint` enforces them
 * (eslint.config.js): in-memory snippets linted as if they were files at the given paths. The paths
 * they import are real files: the boundary rule resolves them (an import that resolves nowhere is
 * typecheck's to refuse), and the cycle rule walks the real files' own imports.
 */
const eslint = new ESLint({ cwd: process.cwd() });
// The boundary checks need no walk of the whole import graph: the cycle rule is left to its own tests.
const boundaries = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
const BOUNDARY_RULES = ['no-restricted-imports', 'import-x/no-restricted-paths'];
const messages = async (linter: ESLint, filePath: string, code: string) => (await linter.lintText(code, { filePath }))[0]!.messages;
const restricted = async (filePath: string, code: string) =>
  (await messages(boundaries, filePath, code)).filter((m) => BOUNDARY_RULES.includes(m.ruleId ?? '')).map((m) => m.message);
const cycles = async (filePath: string, code: string) =>
  (await messages(eslint, filePath, code)).filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => m.message);

/** `import { x } from '<spec>'` from `filePath`, after checking the import names a real file (so a pass is not vacuous). */
function importing(filePath: string, spec: string, name = 'x', type = false): string {
  const target = path.resolve(path.dirname(filePath), spec);
  expect(
    ['.ts', '.tsx', '/index.ts'].some((ext) => existsSync(target + ext)),
    `${spec} from ${filePath}`,
  ).toBe(true);
  return `import ${type ? 'type ' : ''}{ ${name} } from '${spec}';\nexport type X = typeof ${name};\n`;
}

describe('lint boundaries', () => {
  it('refuse a Lambda folder importing another', async () => {
    expect(await restricted('functions/deposits/x.ts', "import { listRooms } from '../rooms/list-rooms';\nexport const x = listRooms;\n")).toHaveLength(1);
  });

  it('refuse the AWS SDK outside functions/platform (a domain model and the kernel included)', async () => {
    expect(await restricted('functions/stays/x.ts', "import { S3Client } from '@aws-sdk/client-s3';\nexport const x = S3Client;\n")).toHaveLength(1);
    expect(await restricted('functions/stays/model/x.ts', "import { GetCommand } from '@aws-sdk/lib-dynamodb';\nexport const x = GetCommand;\n")).toHaveLength(
      1,
    );
    expect(
      await restricted('functions/kernel/ledger/x.ts', "import { GetCommand } from '@aws-sdk/lib-dynamodb';\nexport const x = GetCommand;\n"),
    ).toHaveLength(1);
    expect(await restricted('functions/platform/x.ts', "import { S3Client } from '@aws-sdk/client-s3';\nexport const x = S3Client;\n")).toEqual([]);
    expect(await restricted('functions/platform/db/x.ts', "import { GetCommand } from '@aws-sdk/lib-dynamodb';\nexport const x = GetCommand;\n")).toEqual([]);
  });

  it('let a Lambda folder use the kernel, the plumbing and shared/', async () => {
    const code =
      "import { postVoucher } from '../kernel/voucher';\nimport { keys } from '../platform/db/keys';\nimport { fold } from '../../shared/text/fold';\nexport const x = [postVoucher, keys, fold];\n";
    expect(await restricted('functions/deposits/x.ts', code)).toEqual([]);
  });

  it('refuse the kernel reaching into a Lambda folder', async () => {
    expect(
      await restricted('functions/kernel/rooms/x.ts', "import { listJournal } from '../../ledger/list-journal';\nexport const x = listJournal;\n"),
    ).toHaveLength(1);
    expect(await restricted('functions/kernel/x.ts', "import { listJournal } from '../ledger/list-journal';\nexport const x = listJournal;\n")).toHaveLength(1);
    // Not even through a door: the kernel knows no domain.
    expect(await restricted('functions/kernel/x.ts', "import { getStay } from '../stays';\nexport const x = getStay;\n")).toHaveLength(1);
    expect(await restricted('functions/kernel/rooms/x.ts', "import { buildEntry } from '../ledger/entry';\nexport const x = buildEntry;\n")).toEqual([]);
  });

  it("refuse a web feature importing another feature's module other than queries.ts", async () => {
    expect(await restricted('web/src/features/stays/X.tsx', "import { x } from '../deposits/print';\nexport const y = x;\n")).toHaveLength(1);
    expect(
      await restricted('web/src/features/stays/X.tsx', "import { depositQueries } from '../deposits/queries';\nexport const y = depositQueries;\n"),
    ).toEqual([]);
  });
});

describe('lint boundaries at any depth (paths resolved, not matched as text)', () => {
  it('refuse a domain importing another from two and three folders down', async () => {
    for (const file of ['functions/deposits/sub/x.ts', 'functions/deposits/a/b/x.ts']) {
      const up = '../'.repeat(file.split('/').length - 2);
      expect(await restricted(file, importing(file, `${up}rooms/list-rooms`, 'listRooms')), file).toHaveLength(1);
      // Type-only imports too: a domain does not know another's shapes either.
      expect(await restricted(file, importing(file, `${up}ledger/list-journal`, 'listJournal', true)), file).toHaveLength(1);
    }
  });

  it('let a domain at any depth use its own folder, the kernel, the platform, shared/ and the route tables', async () => {
    const file = 'functions/deposits/a/b/x.ts';
    for (const spec of [
      '../../create-deposit',
      '../../../kernel/voucher',
      '../../../platform/http/handler',
      '../../../../shared/text/fold',
      '../../../handler-registry',
    ])
      expect(await restricted(file, importing(file, spec)), spec).toEqual([]);
  });

  it('refuse the kernel importing the HTTP layer or a domain, at any depth', async () => {
    expect(await restricted('functions/kernel/x.ts', importing('functions/kernel/x.ts', '../platform/http/idempotency', 'withScope'))).toHaveLength(1);
    expect(
      await restricted('functions/kernel/ledger/x.ts', importing('functions/kernel/ledger/x.ts', '../../platform/http/reply', 'Reply', true)),
    ).toHaveLength(1);
    expect(await restricted('functions/kernel/a/b/x.ts', importing('functions/kernel/a/b/x.ts', '../../../rooms/list-rooms', 'listRooms'))).toHaveLength(1);
    expect(await restricted('functions/kernel/rooms/x.ts', importing('functions/kernel/rooms/x.ts', '../../routes', 'routes'))).toHaveLength(1);
    // The platform below it is the kernel's to use, and so is the transaction seam the HTTP layer fills.
    expect(
      await restricted('functions/kernel/rooms/x.ts', importing('functions/kernel/rooms/x.ts', '../../platform/db/tx-contributors', 'contributedItems')),
    ).toEqual([]);
  });

  it('refuse the platform importing the kernel, a domain or the route tables', async () => {
    expect(await restricted('functions/platform/db/x.ts', importing('functions/platform/db/x.ts', '../../kernel/ledger/posting', 'Entry', true))).toHaveLength(
      1,
    );
    expect(await restricted('functions/platform/x.ts', importing('functions/platform/x.ts', '../kernel/commit', 'commit'))).toHaveLength(1);
    expect(await restricted('functions/platform/http/x.ts', importing('functions/platform/http/x.ts', '../../rooms/list-rooms', 'listRooms'))).toHaveLength(1);
    expect(await restricted('functions/platform/http/x.ts', importing('functions/platform/http/x.ts', '../../handler-registry', 'handlerOf'))).toHaveLength(1);
    expect(await restricted('functions/platform/http/x.ts', importing('functions/platform/http/x.ts', '../db/transact', 'transact'))).toEqual([]);
  });

  it('refuse shared/ importing functions or web, and running code importing tests', async () => {
    expect(await restricted('shared/x.ts', importing('shared/x.ts', '../functions/platform/errors', 'Conflict'))).toHaveLength(1);
    expect(await restricted('functions/platform/x.ts', importing('functions/platform/x.ts', '../../tests/web/harness', 'renderScreen'))).toHaveLength(1);
  });
});

describe("a domain's door (index.ts)", () => {
  it("let a domain use another's index.ts, at any depth, and nothing else of it", async () => {
    for (const file of ['functions/stays/x.ts', 'functions/stays/model/x.ts']) {
      const up = '../'.repeat(file.split('/').length - 2);
      expect(await restricted(file, importing(file, `${up}deposits`, 'getDeposit')), file).toEqual([]);
      expect(await restricted(file, importing(file, `${up}deposits/model/deposit`, 'getDeposit')), file).toHaveLength(1);
    }
  });

  it('keep every door to entities and rules: no operation or handler behind it', () => {
    for (const d of readdirSync('functions', { withFileTypes: true })) {
      const door = `functions/${d.name}/index.ts`;
      if (!d.isDirectory() || !existsSync(door)) continue;
      for (const m of readFileSync(door, 'utf8').matchAll(/from '([^']+)'/g)) expect(m[1], door).toMatch(/^\.\/(model|rules)\//);
    }
  });
});

describe('web features at any depth', () => {
  it("refuse a nested feature folder importing another feature's module, let it use queries.ts and index.ts", async () => {
    const file = 'web/src/features/receipts/adjustments/X.tsx';
    expect(await restricted(file, importing(file, '../../deposits/print'))).toHaveLength(1);
    expect(await restricted(file, importing(file, '../../stays/queries', 'stayQueries'))).toEqual([]);
    expect(await restricted(file, importing(file, '../../readings', 'readingOfText'))).toEqual([]);
    // Its own domain's other folders are its own.
    expect(await restricted(file, importing(file, '../summary/queries', 'summaryQueries'))).toEqual([]);
  });
});

describe('no import cycles', () => {
  it('refuse a module importing one that imports it back', async () => {
    // functions/platform/db/transact.ts imports ../errors (Conflict): errors importing transact closes a loop.
    expect(await cycles('functions/platform/errors.ts', importing('functions/platform/errors.ts', './db/transact', 'transact'))).toHaveLength(1);
    // The web client and the session rules used to import each other (the client now only takes a handler).
    const client = readFileSync('web/src/api/client.ts', 'utf8');
    const before = `import { sessionExpired } from '../app/session/session-actions';\nexport const onExpiry = sessionExpired;\n${client}`;
    expect(await cycles('web/src/api/client.ts', before)).toHaveLength(1);
  });

  it('let type-only imports close a loop (they vanish at run time), and hold on the client as it is', async () => {
    expect(await cycles('functions/platform/errors.ts', importing('functions/platform/errors.ts', './db/transact', 'TxItem', true))).toEqual([]);
    expect(await cycles('web/src/api/client.ts', readFileSync('web/src/api/client.ts', 'utf8'))).toEqual([]);
  });
});
