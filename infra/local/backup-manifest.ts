import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, normalize } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { PARTIAL_SUFFIX } from './backup-rules';

/**
 * What a backup holds, written last (before the folder's rename): each file with its size and
 * sha256, so a restore can tell a complete, intact backup from one cut short or damaged since.
 */
export const MANIFEST = 'manifest.json';

// A path inside the backup folder, written with `/`: relative, no `..`, so a doctored manifest cannot point a restore elsewhere.
const innerPath = z
  .string()
  .min(1)
  .refine((p) => !isAbsolute(p) && !normalize(p).split(/[\\/]/).includes('..') && !p.includes('\\'), 'a relative path inside the backup');

export const backupManifest = z.object({
  kind: z.literal('nha-tro-local-backup'),
  format: z.literal(1),
  name: z.string(),
  taken_at: z.iso.datetime(),
  product: z.object({ version: z.string(), commit: z.string().optional() }),
  files: z.array(z.object({ path: innerPath, bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })).min(1),
});
export type BackupManifest = z.infer<typeof backupManifest>;

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** The manifest of a backup folder, or undefined when it is missing or not ours. */
export function readManifest(folder: string): BackupManifest | undefined {
  const file = join(folder, MANIFEST);
  if (!existsSync(file)) return undefined;
  try {
    return backupManifest.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return undefined;
  }
}

/**
 * Whether a backup can be restored: complete (renamed from `.partial`, with its manifest), holding a
 * DynamoDB database, every file present with the size and sha256 the manifest recorded. The problem
 * is said in Vietnamese, for the operator.
 */
export async function checkBackup(folder: string): Promise<{ manifest: BackupManifest } | { problem: string }> {
  if (folder.endsWith(PARTIAL_SUFFIX)) return { problem: 'bản sao lưu này chưa làm xong (thư mục .partial: máy bị tắt khi đang sao lưu)' };
  if (!existsSync(join(folder, MANIFEST))) return { problem: `thiếu ${MANIFEST}: bản sao lưu không đầy đủ` };
  const manifest = readManifest(folder);
  if (!manifest) return { problem: `${MANIFEST} không đọc được: bản sao lưu bị hỏng` };
  if (!manifest.files.some((f) => f.path.startsWith('dynamodb/') && f.path.endsWith('.db'))) return { problem: 'bản sao lưu không có tệp dữ liệu DynamoDB' };
  for (const f of manifest.files) {
    const file = join(folder, f.path);
    if (!existsSync(file)) return { problem: `thiếu tệp ${f.path}` };
    if (statSync(file).size !== f.bytes) return { problem: `tệp ${f.path} có kích thước khác lúc sao lưu: bản sao lưu bị hỏng` };
    if ((await sha256Of(file)) !== f.sha256) return { problem: `tệp ${f.path} sai mã kiểm tra sha256: bản sao lưu bị hỏng` };
  }
  return { manifest };
}
