import { CfnOutput, Stack, Tags, type StackProps } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { Route } from '../functions/route-types';
import { Api } from './constructs/api';
import { Auth } from './constructs/auth';
import { Data } from './constructs/data';
import { Exports } from './constructs/exports';
import { Jobs } from './constructs/jobs';
import { Web } from './constructs/web';

export interface NhaTroStackProps extends StackProps {
  stage: string;
  routes: readonly Route[];
  /** Turns on the admin clear-database operation; ignored in prod. */
  allowClearDatabase?: boolean;
  /** Built web app to upload (`web/dist`); omitted when it has not been built. */
  webDistPath?: string;
}

export class NhaTroStack extends Stack {
  readonly data: Data;
  readonly auth: Auth;
  readonly exports: Exports;
  readonly api: Api;
  readonly web: Web;
  readonly jobs: Jobs;

  constructor(scope: Construct, id: string, props: NhaTroStackProps) {
    super(scope, id, props);
    const { stage } = props;
    Tags.of(this).add('project', 'nha-tro');
    Tags.of(this).add('stage', stage);

    this.data = new Data(this, 'Data');
    this.auth = new Auth(this, 'Auth', { stage });
    this.exports = new Exports(this, 'Exports');

    const environment = {
      STAGE: stage,
      ALLOW_CLEAR_DATABASE: String(props.allowClearDatabase === true && stage !== 'prod'),
      COOKIE_SECURE: 'true',
    };

    this.api = new Api(this, 'Api', {
      routes: props.routes,
      table: this.data.table,
      auth: this.auth,
      exportsBucket: this.exports.bucket,
      environment,
    });
    // The bank webhook's HMAC key (created once per stage in Secrets Manager, never in the code or the
    // template): CloudFormation resolves it into the bank Lambda's environment only.
    const webhookSecret = Secret.fromSecretNameV2(this, 'BankWebhookSecret', `nha-tro/${stage}/bank-webhook-secret`);
    this.api.functions.get('bank')?.fn.addEnvironment('BANK_WEBHOOK_SECRET', webhookSecret.secretValue.unsafeUnwrap());
    // The tenant bill links' HMAC key (issue 24), kept the same way: the tenant-bills Lambda only.
    const tenantBillKey = Secret.fromSecretNameV2(this, 'TenantBillKey', `nha-tro/${stage}/tenant-bill-key`);
    this.api.functions.get('tenant-bills')?.fn.addEnvironment('TENANT_BILL_KEY', tenantBillKey.secretValue.unsafeUnwrap());
    this.web = new Web(this, 'Web', { api: this.api.httpApi, distPath: props.webDistPath });
    this.jobs = new Jobs(this, 'Jobs', { table: this.data.table, exportsBucket: this.exports.bucket, environment: { STAGE: stage } });

    new CfnOutput(this, 'ApiUrl', { value: this.api.httpApi.apiEndpoint });
    new CfnOutput(this, 'WebUrl', { value: `https://${this.web.distribution.distributionDomainName}` });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.client.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'ExportsBucket', { value: this.exports.bucket.bucketName });
  }
}
