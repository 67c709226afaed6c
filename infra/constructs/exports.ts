import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/** CSV exports, handed out as short-lived signed links; nothing here is kept beyond a week. */
export class Exports extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ id: 'expire-exports', expiration: Duration.days(7), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      // Only throwaway files: leaving a bucket behind would just be clutter, but emptying it needs a
      // custom-resource Lambda; RETAIN keeps the stack free of extra functions.
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
