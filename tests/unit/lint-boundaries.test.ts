import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import boundaries of architecture.md, as `npm run lint` enforces them (eslint.config.js). */
const eslint = new ESLint({ cwd: process.cwd() });
const restricted = async (filePath: string, code: string) =>
  (await eslint.lintText(code, { filePath }))[0]!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);

describe('lint boundaries', () => {
  it('refuse a Lambda folder importing another', async () => {
    expect(await restricted('functions/deposits/x.ts', "import { listRooms } from '../rooms/list-rooms';\nexport const x = listRooms;\n")).toHaveLength(1);
  });

  it('refuse the AWS SDK outside functions/lib and functions/core', async () => {
    expect(await restricted('functions/stays/x.ts', "import { S3Client } from '@aws-sdk/client-s3';\nexport const x = S3Client;\n")).toHaveLength(1);
    expect(await restricted('functions/lib/x.ts', "import { S3Client } from '@aws-sdk/client-s3';\nexport const x = S3Client;\n")).toEqual([]);
    expect(await restricted('functions/core/records/x.ts', "import { GetCommand } from '@aws-sdk/lib-dynamodb';\nexport const x = GetCommand;\n")).toEqual([]);
  });

  it('let a Lambda folder use the kernel, the plumbing and shared/', async () => {
    const code = "import { postVoucher } from '../core/voucher';\nimport { keys } from '../lib/db/keys';\nimport { fold } from '../../shared/text/fold';\nexport const x = [postVoucher, keys, fold];\n";
    expect(await restricted('functions/deposits/x.ts', code)).toEqual([]);
  });

  it('refuse the kernel reaching into a Lambda folder', async () => {
    expect(await restricted('functions/core/records/x.ts', "import { listJournal } from '../../ledger/list-journal';\nexport const x = listJournal;\n")).toHaveLength(1);
    expect(await restricted('functions/core/x.ts', "import { listJournal } from '../ledger/list-journal';\nexport const x = listJournal;\n")).toHaveLength(1);
    expect(await restricted('functions/core/records/x.ts', "import { buildEntry } from '../ledger/posting';\nexport const x = buildEntry;\n")).toEqual([]);
  });

  it("refuse a web feature importing another feature's module other than queries.ts", async () => {
    expect(await restricted('web/src/features/stays/X.tsx', "import { x } from '../deposits/print';\nexport const y = x;\n")).toHaveLength(1);
    expect(await restricted('web/src/features/stays/X.tsx', "import { depositQueries } from '../deposits/queries';\nexport const y = depositQueries;\n")).toEqual([]);
  });
});
