import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy } from 'aws-cdk-lib/aws-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey, type Domain } from '../../functions/route-types';
import { routes } from '../../functions/routes';
import { TABLE } from '../../functions/platform/db/table';
import { ROLES } from '../../shared/catalog/roles';
import { domainAccess, isReadOnly, routesByDomain } from '../../infra/constructs/domain-access';
import { MONTHLY_CLOSE_CRON } from '../../infra/constructs/jobs';
import { NhaTroStack, type NhaTroStackProps } from '../../infra/stack';

// CloudFormation JSON is untyped; the assertions below probe it path by path.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

/** Synthesizes without running esbuild: assertions need the template, not the bundles. */
function synth(props: Partial<NhaTroStackProps> = {}): Template {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new NhaTroStack(app, 'TestStack', {
    env: { region: 'ap-southeast-1' },
    stage: 'dev',
    routes,
    ...props,
  });
  return Template.fromStack(stack);
}

const of = (template: Template, type: string): Record<string, Resource> => template.findResources(type) as Record<string, Resource>;
const asList = <T>(v: T | T[]): T[] => (Array.isArray(v) ? v : [v]);
const domains = routesByDomain(routes);
const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

let template: Template;
beforeAll(() => {
  template = synth();
});

/** Logical id of the Lambda of one API domain (found by the description the construct gives it). */
function functionId(domain: Domain): string {
  const found = Object.entries(of(template, 'AWS::Lambda::Function')).filter(([, r]) => r.Properties.Description === `API domain: ${domain}`);
  expect(found, `function of ${domain}`).toHaveLength(1);
  return found[0]![0];
}

/** Every IAM statement attached to a function's role. */
function statementsOf(fnLogicalId: string): Statement[] {
  const fn = of(template, 'AWS::Lambda::Function')[fnLogicalId]!;
  const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
  return Object.values(of(template, 'AWS::IAM::Policy'))
    .filter((p) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
}
const actionsOf = (fnLogicalId: string): string[] => statementsOf(fnLogicalId).flatMap((s) => asList(s.Action));

describe('HTTP API', () => {
  it('has one route per row of the route table, and no others', () => {
    const keys = Object.values(of(template, 'AWS::ApiGatewayV2::Route')).map((r) => r.Properties.RouteKey);
    expect(keys.sort()).toEqual(routes.map((r) => routeKey(r.endpoint)).sort());
  });

  it.each(routes.map((r) => [routeKey(r.endpoint), r.access] as const))('%s (%s) has the right authorization', (key, access) => {
    const [authorizerId] = Object.keys(of(template, 'AWS::ApiGatewayV2::Authorizer'));
    if (access === 'public') {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: key,
        AuthorizationType: 'NONE',
        AuthorizerId: Match.absent(),
      });
    } else {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: key,
        AuthorizationType: 'JWT',
        AuthorizerId: { Ref: authorizerId },
      });
    }
  });

  it('validates Cognito tokens of this pool and client', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: Match.stringLikeRegexp('WebClient') }],
        Issuer: { 'Fn::Join': ['', ['https://cognito-idp.ap-southeast-1.amazonaws.com/', { Ref: Match.stringLikeRegexp('UserPool') }]] },
      },
    });
  });

  it('has one integration and one unscoped invoke permission per domain', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Integration', domains.length);
    const permissions = Object.values(of(template, 'AWS::Lambda::Permission'));
    expect(permissions).toHaveLength(domains.length);
    for (const p of permissions) expect(JSON.stringify(p.Properties.SourceArn)).toContain('/*/*');
  });
});

describe('Lambda functions', () => {
  it('are exactly one per domain plus the monthly job', () => {
    template.resourceCountIs('AWS::Lambda::Function', domains.length + 1);
    for (const { domain } of domains) functionId(domain);
    template.hasResourceProperties('AWS::Lambda::Function', { Description: 'Job: monthly close' });
  });

  it('all run arm64 on nodejs22.x with one-month logs', () => {
    for (const fn of Object.values(of(template, 'AWS::Lambda::Function'))) {
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      expect(fn.Properties.Runtime).toBe('nodejs22.x');
      expect(fn.Properties.LoggingConfig?.LogGroup).toBeDefined();
    }
    for (const lg of Object.values(of(template, 'AWS::Logs::LogGroup'))) expect(lg.Properties.RetentionInDays).toBe(30);
  });

  it('API functions use the shared defaults (512 MB, 10 s) but the file workers, exports and bank statements (1024 MB, 29 s), and the billing run (29 s), and the stage settings', () => {
    for (const { domain } of domains) {
      const fn = of(template, 'AWS::Lambda::Function')[functionId(domain)]!;
      const exporter = domain === 'exports' || domain === 'bank-import' || domain === 'go-live';
      expect(fn.Properties.MemorySize, domain).toBe(exporter ? 1024 : 512);
      // API Gateway gives up on an integration after 30 s: the exporter and the billing run must answer before that.
      expect(fn.Properties.Timeout, domain).toBe(exporter || domain === 'bills' ? 29 : 10);
      expect(fn.Properties.Environment.Variables).toMatchObject({
        STAGE: 'dev',
        ALLOW_CLEAR_DATABASE: 'false',
        COOKIE_SECURE: 'true',
        USER_POOL_ID: { Ref: expect.stringMatching(/UserPool/) },
        USER_POOL_CLIENT_ID: { Ref: expect.stringMatching(/WebClient/) },
      });
    }
  });

  it('TABLE_NAME is set exactly where the table is granted', () => {
    for (const group of domains) {
      const vars = of(template, 'AWS::Lambda::Function')[functionId(group.domain)]!.Properties.Environment.Variables;
      if (domainAccess(group).table === 'none') expect(vars.TABLE_NAME).toBeUndefined();
      else expect(vars.TABLE_NAME).toEqual({ Ref: expect.stringMatching(/Table/) });
    }
  });
});

describe('least privilege', () => {
  it('GET-only domains cannot write the table', () => {
    const readOnly = domains.filter((g) => isReadOnly(g.routes) && g.domain !== 'admin');
    expect(readOnly.length).toBeGreaterThan(0);
    for (const { domain } of readOnly) {
      const actions = actionsOf(functionId(domain));
      for (const write of WRITE_ACTIONS) expect(actions, domain).not.toContain(write);
    }
  });

  it('domains with a POST, PUT or DELETE can write the table', () => {
    for (const group of domains.filter((g) => !isReadOnly(g.routes) && g.domain !== 'auth')) {
      expect(actionsOf(functionId(group.domain)), group.domain).toEqual(expect.arrayContaining(WRITE_ACTIONS));
    }
  });

  it('the auth function has no DynamoDB access at all', () => {
    expect(actionsOf(functionId('auth')).filter((a) => a.startsWith('dynamodb:'))).toEqual([]);
  });

  it('only the domains that show people read the directory; only admin may change it', () => {
    for (const { domain } of domains) {
      const cognito = actionsOf(functionId(domain)).filter((a) => a.startsWith('cognito-idp:'));
      if (domain === 'admin') {
        expect(cognito).toEqual(expect.arrayContaining(['cognito-idp:AdminCreateUser', 'cognito-idp:AdminAddUserToGroup', 'cognito-idp:ListUsers']));
      } else if (domain === 'users') {
        expect(cognito.sort()).toEqual(['cognito-idp:ListUsers', 'cognito-idp:ListUsersInGroup']);
      } else if (domain === 'logs') {
        expect(cognito).toEqual(['cognito-idp:ListUsers']);
      } else if (domain === 'deposits') {
        expect(cognito).toEqual(['cognito-idp:ListUsersInGroup']);
      } else if (domain === 'exports') {
        // It runs the activity log and the user lists in its own process when it exports them.
        expect(cognito.sort()).toEqual(['cognito-idp:ListUsers', 'cognito-idp:ListUsersInGroup']);
      } else {
        expect(cognito, domain).toEqual([]);
      }
    }
  });

  it('admin may describe the table', () => {
    if (!domains.some((g) => g.domain === 'admin')) return;
    expect(actionsOf(functionId('admin'))).toContain('dynamodb:DescribeTable');
  });

  it('only exporting domains touch the exports bucket', () => {
    for (const group of domains) {
      const s3 = actionsOf(functionId(group.domain)).filter((a) => a.startsWith('s3:'));
      expect(s3.length > 0, group.domain).toBe(domainAccess(group).exports);
    }
  });

  it('the exports function alone writes export files and reads them to sign links, and knows the bucket', () => {
    // go-live hands out its workbook template the same way (issue 25).
    expect(domains.filter((g) => domainAccess(g).exports).map((g) => g.domain)).toEqual(['exports', 'go-live']);
    const id = functionId('exports');
    expect(
      actionsOf(id)
        .filter((a) => a.startsWith('s3:'))
        .sort(),
    ).toEqual(['s3:GetObject', 's3:PutObject']);
    const ref = template.toJSON().Outputs.ExportsBucket.Value.Ref as string;
    expect(of(template, 'AWS::Lambda::Function')[id]!.Properties.Environment.Variables.EXPORTS_BUCKET).toEqual({ Ref: ref });
  });

  it('no statement grants every action, and no DynamoDB action on every resource', () => {
    for (const policy of Object.values(of(template, 'AWS::IAM::Policy'))) {
      for (const s of policy.Properties.PolicyDocument.Statement as Statement[]) {
        const actions = asList(s.Action);
        expect(actions).not.toContain('*');
        if (actions.some((a) => a.startsWith('dynamodb:'))) {
          expect(asList(s.Resource)).not.toContain('*');
          expect(actions).not.toContain('dynamodb:*');
        }
      }
    }
  });
});

describe('data', () => {
  it('is one on-demand table with PITR, deletion protection, TTL and the designed indexes', () => {
    template.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
    const expectedIndexes = Object.entries(TABLE.indexes).map(([name, d]) => ({
      IndexName: name,
      KeySchema: [{ AttributeName: d.partitionKey, KeyType: 'HASH' }, ...('sortKey' in d ? [{ AttributeName: d.sortKey, KeyType: 'RANGE' }] : [])],
      Projection: { ProjectionType: d.projection },
    }));
    template.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
        ],
        TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
        GlobalSecondaryIndexes: Match.arrayWith(expectedIndexes.map((i) => Match.objectLike(i))),
        Replicas: [
          Match.objectLike({
            Region: 'ap-southeast-1',
            DeletionProtectionEnabled: true,
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          }),
        ],
      },
    });
    const [table] = Object.values(of(template, 'AWS::DynamoDB::GlobalTable'));
    expect(table!.Properties.GlobalSecondaryIndexes).toHaveLength(expectedIndexes.length);
  });
});

describe('auth', () => {
  it('is an admin-only pool with one group per role', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Schema: Match.arrayWith([Match.objectLike({ Name: 'name' })]),
    });
    const groups = Object.values(of(template, 'AWS::Cognito::UserPoolGroup')).map((g) => g.Properties.GroupName);
    expect(groups.sort()).toEqual([...ROLES].sort());
  });

  it('has one public client: password and refresh flows, 1 h access, 30 d refresh', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AccessTokenValidity: 60,
      RefreshTokenValidity: 30 * 24 * 60,
      TokenValidityUnits: Match.objectLike({ AccessToken: 'minutes', RefreshToken: 'minutes' }),
      PreventUserExistenceErrors: 'ENABLED',
      AllowedOAuthFlows: Match.absent(),
    });
  });
});

describe('buckets', () => {
  it('none is public, all refuse plain http', () => {
    const buckets = of(template, 'AWS::S3::Bucket');
    expect(Object.keys(buckets).length).toBeGreaterThanOrEqual(2);
    for (const b of Object.values(buckets)) {
      expect(b.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(b.Properties.WebsiteConfiguration).toBeUndefined();
    }
    const policies = Object.values(of(template, 'AWS::S3::BucketPolicy'));
    for (const id of Object.keys(buckets)) {
      const policy = policies.find((p) => p.Properties.Bucket.Ref === id);
      expect(JSON.stringify(policy?.Properties.PolicyDocument), id).toContain('"aws:SecureTransport":"false"');
    }
  });

  it('the exports bucket expires objects after 7 days', () => {
    const ref = template.toJSON().Outputs.ExportsBucket.Value.Ref as string;
    const bucket = of(template, 'AWS::S3::Bucket')[ref]!;
    expect(bucket.Properties.LifecycleConfiguration.Rules).toEqual(
      expect.arrayContaining([expect.objectContaining({ ExpirationInDays: 7, Status: 'Enabled' })]),
    );
    expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe('AES256');
  });
});

describe('web', () => {
  it('forwards /api/* to the API uncached, with every method and the viewer headers', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        CacheBehaviors: [
          // The tenant's public bill read (issue 24), first as CloudFront matches in order: uncached too, with only the viewer's address.
          Match.objectLike({ PathPattern: '/api/t/*', CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId }),
          Match.objectLike({
            PathPattern: '/api/*',
            CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
            OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
          }),
        ],
      }),
    });
  });

  it('lets every API method through', () => {
    const [dist] = Object.values(of(template, 'AWS::CloudFront::Distribution'));
    expect(dist!.Properties.DistributionConfig.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*').AllowedMethods).toEqual(
      expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE']),
    );
  });

  it('rewrites SPA routes with a function on the default behaviour, not with error pages', () => {
    const [dist] = Object.values(of(template, 'AWS::CloudFront::Distribution'));
    const config = dist!.Properties.DistributionConfig;
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [expect.any(String), 'FunctionARN'] } },
    ]);
    for (const b of config.CacheBehaviors) expect(b.FunctionAssociations).toBeUndefined();
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
  });

  it('sends security headers with a CSP fit for the antd SPA', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ContentTypeOptions: { Override: true },
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 31536000 }),
          ReferrerPolicy: Match.objectLike({ ReferrerPolicy: 'strict-origin-when-cross-origin' }),
          ContentSecurityPolicy: Match.objectLike({
            ContentSecurityPolicy: Match.stringLikeRegexp("default-src 'self'.*style-src 'self' 'unsafe-inline'"),
          }),
        }),
      }),
    });
  });

  it('uploads nothing until web/dist is built', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });

  describe('with a web build', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'nha-tro-dist-'));
    afterAll(() => rmSync(dist, { recursive: true, force: true }));

    it('deploys hashed assets (immutable) and index.html (no-cache)', () => {
      writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
      const withWeb = synth({ webDistPath: dist });
      withWeb.resourceCountIs('Custom::CDKBucketDeployment', 2);
      withWeb.hasResourceProperties('Custom::CDKBucketDeployment', {
        Exclude: ['index.html', 'tenant.html'],
        Prune: false,
        SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
      });
      withWeb.hasResourceProperties('Custom::CDKBucketDeployment', {
        Include: ['index.html', 'tenant.html'],
        SystemMetadata: { 'cache-control': 'no-cache' },
        DistributionPaths: ['/index.html', '/tenant.html'],
      });
    });
  });
});

describe('monthly job', () => {
  it('runs at 01:00 on the 1st, Vietnam time, and invokes the job function', () => {
    const [jobId] = Object.entries(of(template, 'AWS::Lambda::Function')).find(([, r]) => r.Properties.Description === 'Job: monthly close')!;
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: MONTHLY_CLOSE_CRON,
      ScheduleExpressionTimezone: 'Asia/Ho_Chi_Minh',
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: Match.objectLike({ Arn: { 'Fn::GetAtt': [jobId, 'Arn'] } }),
    });
    expect(MONTHLY_CLOSE_CRON).toBe('cron(0 1 1 * ? *)');
    expect(actionsOf(jobId)).toEqual(expect.arrayContaining(WRITE_ACTIONS));
  });

  it('writes the month-end files into the exports bucket, which keeps them: only daily/ (and the older dated folders) expire', () => {
    const [jobId, job] = Object.entries(of(template, 'AWS::Lambda::Function')).find(([, r]) => r.Properties.Description === 'Job: monthly close')!;
    expect(
      actionsOf(jobId)
        .filter((a) => a.startsWith('s3:'))
        .sort(),
    ).toEqual(['s3:GetObject', 's3:PutObject']);
    const ref = template.toJSON().Outputs.ExportsBucket.Value.Ref as string;
    expect(job.Properties.Environment.Variables.EXPORTS_BUCKET).toEqual({ Ref: ref });
    const rules = of(template, 'AWS::S3::Bucket')[ref]!.Properties.LifecycleConfiguration.Rules as { Prefix?: string; ExpirationInDays?: number }[];
    const expiring = rules.filter((r) => r.ExpirationInDays !== undefined);
    expect(expiring.map((r) => [r.Prefix, r.ExpirationInDays])).toEqual([
      ['daily/', 7],
      ['20', 7],
    ]);
    expect(expiring.some((r) => 'month-end/2026-10/x.csv'.startsWith(r.Prefix ?? ''))).toBe(false);
  });
});

describe('stage settings', () => {
  const allowFlag = (t: Template) =>
    new Set(Object.values(t.findResources('AWS::Lambda::Function')).map((f) => f.Properties.Environment.Variables.ALLOW_CLEAR_DATABASE));

  it('clear-database can be turned on outside prod', () => {
    expect(allowFlag(synth({ stage: 'dev', allowClearDatabase: true }))).toEqual(new Set(['true', undefined]));
  });

  it('clear-database stays off in prod even when asked', () => {
    expect(allowFlag(synth({ stage: 'prod', allowClearDatabase: true }))).toEqual(new Set(['false', undefined]));
  });

  it('outputs what a deploy needs', () => {
    const outputs = Object.keys(template.toJSON().Outputs);
    expect(outputs).toEqual(expect.arrayContaining(['ApiUrl', 'WebUrl', 'UserPoolId', 'UserPoolClientId', 'TableName', 'ExportsBucket']));
  });
});

describe('domain access rules', () => {
  const route = (method: 'GET' | 'POST', domain: Domain) => ({
    endpoint: { method, path: `/api/${domain}`, summary: '', access: 'user' as const, response: undefined as never },
    domain,
    access: 'user' as const,
    handler: 'x',
  });

  it('derive table access from the methods', () => {
    expect(domainAccess({ domain: 'rooms', routes: [route('GET', 'rooms')] }).table).toBe('read');
    expect(domainAccess({ domain: 'rooms', routes: [route('GET', 'rooms'), route('POST', 'rooms')] }).table).toBe('readWrite');
    expect(domainAccess({ domain: 'auth', routes: [route('POST', 'auth')] }).table).toBe('none');
    expect(domainAccess({ domain: 'admin', routes: [route('GET', 'admin')] })).toMatchObject({ table: 'readWrite', describeTable: true });
  });

  it('give the exports bucket only to exporting domains', () => {
    expect(domainAccess({ domain: 'exports', routes: [route('POST', 'exports')] }).exports).toBe(true);
    expect(domainAccess({ domain: 'ledger', routes: [route('GET', 'ledger')] }).exports).toBe(false);
    expect(domainAccess({ domain: 'rooms', routes: [route('GET', 'rooms')] }).exports).toBe(false);
  });
});
