import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { EXPORT_LINK_SECONDS } from '../../shared/api/exports';
import { env } from './env';

let client: S3Client | undefined;

/** s3rver knows one account, `S3RVER`; it checks that the key exists (and a link's expiry), not signatures. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The exports bucket's client; locally s3rver, which wants path-style addresses and unframed uploads. */
function s3(): S3Client {
  if (client) return client;
  const endpoint = env.s3Endpoint();
  client = new S3Client({
    region: env.region(),
    ...(endpoint ? { endpoint, forcePathStyle: true, credentials: S3RVER_CREDENTIALS, requestChecksumCalculation: 'WHEN_REQUIRED' } : {}),
  });
  return client;
}

/** The two kinds of file written into the bucket. */
export const EXPORT_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type ExportFormat = keyof typeof EXPORT_CONTENT_TYPES;

/** `attachment` with the name twice: ASCII for old clients, UTF-8 (RFC 5987) for the rest. */
export const contentDisposition = (fileName: string): string =>
  `attachment; filename="${
    fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'export'
  }"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export async function putExport(key: string, body: Uint8Array | string, contentType: string): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: env.exportsBucket(), Key: key, Body: body, ContentType: contentType }));
}

/**
 * A presigned GET of one export that downloads under its own name. 15 minutes unless a test asks for
 * less (an expired link must be refused by S3 itself, not by us).
 */
export async function presignedLink(key: string, fileName: string, expiresIn = EXPORT_LINK_SECONDS): Promise<{ url: string; expiresAt: Date }> {
  const signedAt = Date.now();
  const url = await getSignedUrl(
    s3(),
    new GetObjectCommand({ Bucket: env.exportsBucket(), Key: key, ResponseContentDisposition: contentDisposition(fileName) }),
    { expiresIn },
  );
  return { url, expiresAt: new Date(signedAt + expiresIn * 1000) };
}
