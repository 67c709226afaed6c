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
    expect(
      await refused('web/src/features/admin/queries.ts', "import { mutationOptions } from '@tanstack/react-query';\nexport const x = mutationOptions;\n"),
    ).toHaveLength(1);
  });

  it('lets features read, and the hooks in web/src/components/forms use useMutation', async () => {
    expect(await refused('web/src/features/repairs/X.tsx', "import { useQuery } from '@tanstack/react-query';\nexport const x = useQuery;\n")).toEqual([]);
    expect(await refused('web/src/components/forms/use-x.ts', DIRECT)).toEqual([]);
  });

  it('covers every feature, the utility analysis too', async () => {
    expect(await refused('web/src/features/utilities/analysis/X.tsx', DIRECT)).toHaveLength(1);
  });

  it('keeps the feature boundary rule in force beside it', async () => {
    const messages = (
      await eslint.lintText(`import { x } from '../deposits/print';\n${DIRECT}export const y = x;\n`, { filePath: 'web/src/features/stays/X.tsx' })
    )[0]!.messages;
    expect(messages.map((m) => m.ruleId)).toEqual(expect.arrayContaining(['import-x/no-restricted-paths', 'no-restricted-syntax']));
  });
});

/** A form's rules come from its contract (zod-rules), never restated by hand in the JSX. */
describe('lint: form rules from the contract', () => {
  const form = (rules: string, before = '') =>
    `import { Form, Input } from 'antd';\nimport { fieldRules } from '../../components/forms/zod-rules';\nimport { createRoom } from '../../../../shared/api/rooms';\n${before}export const F = () => (\n  <Form.Item name="room_id" rules={${rules}}>\n    <Input />\n  </Form.Item>\n);\nexport const r = [fieldRules, createRoom];\n`;

  it("refuses a literal message in a feature form's rules, however it is nested", async () => {
    expect(await refused('web/src/features/rooms/X.tsx', form("[{ required: true, message: 'Vui lòng nhập số phòng' }]"))).toEqual([
      expect.stringContaining('zod-rules.ts'),
    ]);
    expect(
      await refused(
        'web/src/features/rooms/X.tsx',
        form("[...fieldRules(createRoom.body, 'room_id'), ({ getFieldValue }) => ({ validator: () => Promise.resolve(), message: 'x' })]"),
      ),
    ).toHaveLength(1);
  });

  it("lets the contract's rules through, and a screen-only rule named outside the JSX", async () => {
    expect(await refused('web/src/features/rooms/X.tsx', form("fieldRules(createRoom.body, 'room_id')"))).toEqual([]);
    expect(await refused('web/src/features/rooms/X.tsx', form('[ONLY_HERE]', "const ONLY_HERE = { required: true, message: 'Chọn phòng' };\n"))).toEqual([]);
  });

  it('holds in the utility analysis and beside the useMutation ban, but not outside the features', async () => {
    const both = `import { useMutation } from '@tanstack/react-query';\n${form("[{ max: 3, message: 'x' }]")}export const m = useMutation;\n`;
    expect(await refused('web/src/features/utilities/analysis/X.tsx', both)).toHaveLength(2);
    expect(await refused('web/src/components/forms/X.tsx', form("[{ required: true, message: 'x' }]"))).toEqual([]);
  });
});
