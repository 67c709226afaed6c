import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { LAMBDA_BUNDLE, LAMBDA_NODE_ENV } from './bundling';
import { fromRoot, projectRoot } from './paths';

export type TableAccess = 'read' | 'readWrite';

export interface AppFunctionProps {
  /** Entry file relative to the repository root, e.g. `functions/rooms/handler.ts`. */
  entry: string;
  description: string;
  environment?: Record<string, string>;
  memorySize?: number;
  timeout?: Duration;
}

/** Our Lambda defaults in one place: arm64, Node 22, ESM bundle, one-month logs. */
export class AppFunction extends Construct {
  readonly fn: NodejsFunction;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.fn = new NodejsFunction(this, 'Function', {
      entry: fromRoot(props.entry),
      handler: 'handler',
      projectRoot,
      depsLockFilePath: fromRoot('package-lock.json'),
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup,
      environment: {
        ...LAMBDA_NODE_ENV,
        LOG_LEVEL: 'INFO',
        ...props.environment,
      },
      // The options live in bundling.ts, shared with `npm run bundles`, which measures what they
      // produce (why the AWS SDK is bundled is said there).
      bundling: {
        target: LAMBDA_BUNDLE.target,
        format: LAMBDA_BUNDLE.format === 'esm' ? OutputFormat.ESM : OutputFormat.CJS,
        minify: LAMBDA_BUNDLE.minify,
        sourceMap: LAMBDA_BUNDLE.sourceMap,
        sourcesContent: LAMBDA_BUNDLE.sourcesContent,
        mainFields: [...LAMBDA_BUNDLE.mainFields],
        banner: LAMBDA_BUNDLE.banner,
        externalModules: [...LAMBDA_BUNDLE.externalModules],
        forceDockerBundling: false,
      },
    });
  }

  /** Grants the table access the function needs and tells it the table's name, in one call. */
  bindTable(table: ITableV2, access: TableAccess): this {
    if (access === 'readWrite') table.grantReadWriteData(this.fn);
    else table.grantReadData(this.fn);
    this.fn.addEnvironment('TABLE_NAME', table.tableName);
    return this;
  }

  /** Put and get of export files (get also signs the download links), plus the bucket's name. */
  bindExports(bucket: IBucket): this {
    this.fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:PutObject', 's3:GetObject'], resources: [bucket.arnForObjects('*')] }));
    this.fn.addEnvironment('EXPORTS_BUCKET', bucket.bucketName);
    return this;
  }
}
