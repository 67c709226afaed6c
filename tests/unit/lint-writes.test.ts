import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Writes go through the form hook or its button variant (eslint.config.js), never a feature's own useMutation. */
const eslint = new ESLint({ cwd: process.cwd() });
const refused = async (filePath: string, code: string) =>
  (await eslint.lintText(code, { filePath }))[0]!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);

const DIRECT = "import { useMutation, useQuery } from '@tanstack/react-query';\nexport const x = [useMutation, useQuery];\n";

describe('lint: writes through the form hook', () => {
  it('refuses useMutation (and mutationOptions) from @tanstack/react-query in a feature', async () => {
    expect(await refused('web/src/features/repairs/X.tsx', DIRECT)).toHaveLength(1);
    expect(await refused('web/src/features/admin/queries.ts', "import { mutationOptions } from '@tanstack/react-query';\nexport const x = mutationOptions;\n")).toHaveLength(1);
  });

  it('lets features read, and the hooks in web/src/components/forms use useMutation', async () => {
    expect(await refused('web/src/features/repairs/X.tsx', "import { useQuery } from '@tanstack/react-query';\nexport const x = useQuery;\n")).toEqual([]);
    expect(await refused('web/src/components/forms/use-x.ts', DIRECT)).toEqual([]);
  });

  it('keeps the feature boundary rule in force beside it', async () => {
    const messages = (await eslint.lintText(`import { x } from '../deposits/print';\n${DIRECT}export const y = x;\n`, { filePath: 'web/src/features/stays/X.tsx' }))[0]!.messages;
    expect(messages.map((m) => m.ruleId)).toEqual(expect.arrayContaining(['import-x/no-restricted-paths', 'no-restricted-syntax']));
  });
});
