import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { DAILY_EXPORT_DAYS, DAILY_EXPORTS_PREFIX } from '../../functions/platform/export-prefixes';

/**
 * Export files, handed out as short-lived signed links. The lists people export (under `daily/`) are
 * forgotten after a week; the month-end files the scheduled job writes (under `month-end/<month>/`)
 * are the closed months' record and are kept.
 */
export class Exports extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [
        { id: 'expire-exports', prefix: DAILY_EXPORTS_PREFIX, expiration: Duration.days(DAILY_EXPORT_DAYS) },
        // Exports written before they moved under daily/ sit in folders named by their date (2026-…).
        { id: 'expire-undated-exports', prefix: '20', expiration: Duration.days(DAILY_EXPORT_DAYS) },
        { id: 'abort-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      // Emptying a bucket on delete needs a custom-resource Lambda; RETAIN keeps the stack free of
      // extra functions (and keeps the month-end files should the stack ever be removed).
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
