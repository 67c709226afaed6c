import { Duration, Fn } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { CSP } from './web-csp';

export interface WebProps {
  api: HttpApi;
  /** Folder of the built React app (`web/dist`); without it the site is created empty. */
  distPath?: string;
}

/*
 * A tenant's bill link (/t/<token>, issue 24) opens the tenant page's own entry (tenant.html).
 * Client-side routes (/rooms/12, /ledger) have no file in the bucket: serve the app shell for any
 * path without an extension. Only the default behaviour runs this, so /api answers (404s included)
 * reach the browser untouched — a distribution-wide 403/404 → index.html rule would mask them.
 */
const SPA_REWRITE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.indexOf('/t/') === 0) {
    request.uri = '/tenant.html';
  } else if (uri.lastIndexOf('.') <= uri.lastIndexOf('/')) {
    request.uri = '/index.html';
  }
  return request;
}`;

/** The pages of the build (the staff application's and the tenant bill's): revalidated on every load. */
const PAGES = ['index.html', 'tenant.html'];

/** The React build in a private bucket behind CloudFront, which also forwards /api/* to the API. */
export class Web extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Nha tro: security headers for the SPA and the API',
      securityHeadersBehavior: {
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        contentSecurityPolicy: { contentSecurityPolicy: CSP, override: true },
      },
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SPA_REWRITE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve index.html for client-side routes',
    });

    // https://<id>.execute-api.<region>.amazonaws.com -> <id>.execute-api.<region>.amazonaws.com
    const apiDomain = Fn.select(2, Fn.split('/', props.api.apiEndpoint));

    const apiOrigin = new HttpOrigin(apiDomain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY });
    // The tenant's public bill read is rate-limited per viewer address: behind CloudFront the API sees
    // the edge's address, so the header CloudFront itself sets with the viewer's goes along (nothing else).
    const tenantBillRequests = new OriginRequestPolicy(this, 'TenantBillRequests', {
      comment: 'Nha tro: the tenant bill read, with the viewer address for its rate limit',
      headerBehavior: OriginRequestHeaderBehavior.allowList('CloudFront-Viewer-Address'),
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Nha tro back-office',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Includes the Vietnamese edge locations.
      priceClass: PriceClass.PRICE_CLASS_200,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // First: CloudFront takes the first behaviour whose pattern matches.
        '/api/t/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: tenantBillRequests,
          responseHeadersPolicy: securityHeaders,
          compress: true,
        },
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Everything the browser sent (Authorization, cookies, query) except Host, which must be
          // the API's own for API Gateway to route the request.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
          compress: true,
        },
      },
    });

    if (props.distPath) this.deploy(props.distPath);
  }

  /**
   * Hashed assets are immutable; index.html is revalidated on every load so a deploy shows at once.
   * Two deployments because each sets one Cache-Control. No pruning: a tab opened before a deploy
   * still lazy-loads its old chunks, and stale hashed files cost next to nothing.
   */
  private deploy(distPath: string): void {
    const source = Source.asset(distPath);
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [source],
      destinationBucket: this.bucket,
      exclude: [...PAGES],
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      prune: false,
    });
    const shell = new BucketDeployment(this, 'DeployIndex', {
      sources: [source],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: [...PAGES],
      cacheControl: [CacheControl.noCache()],
      prune: false,
      distribution: this.distribution,
      distributionPaths: PAGES.map((p) => `/${p}`),
    });
    shell.node.addDependency(assets);
  }
}
