import { Duration, Stack } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpNoneAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { Domain, Route } from '../../functions/route-types';
import type { Auth } from './auth';
import { domainAccess, needsJwt, routesByDomain } from './domain-access';
import { AppFunction } from './lambda';

export interface ApiProps {
  routes: readonly Route[];
  table: ITableV2;
  auth: Auth;
  exportsBucket: IBucket;
  /** Variables every API function gets (STAGE, ALLOW_CLEAR_DATABASE, ...). */
  environment: Record<string, string>;
}

const pascal = (s: string) => s.replace(/(^|[-_])(\w)/g, (_m, _sep, c: string) => c.toUpperCase());

/** The HTTP API: one Lambda per domain, one route per row of the route table. */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly functions = new Map<Domain, AppFunction>();

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { userPool, client } = props.auth;
    const region = Stack.of(this).region;

    const jwt = new HttpJwtAuthorizer('CognitoJwt', `https://cognito-idp.${region}.amazonaws.com/${userPool.userPoolId}`, {
      // Cognito access tokens carry the client in `client_id`; API Gateway accepts it as the audience.
      jwtAudience: [client.userPoolClientId],
    });

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Nhà trọ back-office API',
      // Safe default: a route is signed-in unless the table marks it public.
      defaultAuthorizer: jwt,
    });

    for (const group of routesByDomain(props.routes)) {
      const { domain, routes } = group;
      const access = domainAccess(group);
      const fn = new AppFunction(this, `${pascal(domain)}`, {
        entry: `functions/${domain}/handler.ts`,
        description: `API domain: ${domain}`,
        memorySize: access.memorySize,
        timeout: access.timeoutSeconds ? Duration.seconds(access.timeoutSeconds) : undefined,
        environment: {
          ...props.environment,
          USER_POOL_ID: userPool.userPoolId,
          USER_POOL_CLIENT_ID: client.userPoolClientId,
        },
      });
      this.functions.set(domain, fn);

      if (access.table !== 'none') fn.bindTable(props.table, access.table);
      if (access.describeTable) {
        fn.fn.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:DescribeTable'], resources: [props.table.tableArn] }));
      }
      if (access.cognitoActions.length > 0) userPool.grant(fn.fn, ...access.cognitoActions);
      if (access.exports) fn.bindExports(props.exportsBucket);

      // One integration (and one invoke permission) per domain: per-route permissions would push
      // a full route table towards CloudFormation's 500-resource limit.
      const integration = new HttpLambdaIntegration(`${pascal(domain)}Integration`, fn.fn, { scopePermissionToRoute: false });
      for (const route of routes) {
        this.httpApi.addRoutes({
          path: route.endpoint.path,
          methods: [HttpMethod[route.endpoint.method]],
          integration,
          ...(needsJwt(route.access) ? {} : { authorizer: new HttpNoneAuthorizer() }),
        });
      }
    }
  }
}
