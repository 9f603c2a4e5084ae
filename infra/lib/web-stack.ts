/**
 * The two sites (admin, storefront), each a private S3 bucket behind its own CloudFront
 * distribution. On each domain: the SPA (default behaviour, with a CloudFront Function for client
 * routes), the API under `/api/*` (same origin, so no CORS) and the media under `/media/*`.
 * The storefront's bucket also holds the sites' prerendered releases (`releases/…`, written by the
 * workflows stack), served by its function through the release pointers (the data stack's
 * KeyValueStore); a path the served release does not hold gets the SPA shell from an origin-response
 * Lambda@Edge function (the waf stack's, in us-east-1). Uploading the storefront records its build's
 * version in the table, where the API reads it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Annotations, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { routeEntries } from '@cellar/shared/routes/route-table';
import {
  AccessLevel,
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  type IKeyValueStore,
  LambdaEdgeEventType,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { ArnPrincipal, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Version } from 'aws-cdk-lib/aws-lambda';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { NagSuppressions } from './nag.ts';
import type { Construct } from 'constructs';
import type { Stage } from './stage.ts';
import {
  cognitoEndpoint,
  mediaContentSecurityPolicy,
  sandboxedScriptContentSecurityPolicy,
  sandboxedScriptPathPattern,
  siteContentSecurityPolicy,
  storefrontFrameSources,
} from '@cellar/shared/resources/security-headers';
import { mediaBucketEndpoint } from '@cellar/shared/resources/media-bucket';
import { adminConfigPath, type AdminConfig } from '@cellar/shared/site/admin-config';
import { clientVersionOf } from '@cellar/shared/workflows/client-version';

export type SiteName = 'admin' | 'store';
export const siteNames: readonly SiteName[] = ['admin', 'store'];

export interface WebStackProps extends StackProps {
  readonly stage: Stage;
  /** Host name of the HTTP API (`<id>.execute-api.<region>.amazonaws.com`). */
  readonly apiDomainName: string;
  /** The media bucket of the data stack; its own policy lets this account's distributions read it. */
  readonly mediaBucket: IBucket;
  /** ARN of the WAF web ACL (CloudFront scope, us-east-1) put in front of both distributions. */
  readonly webAclArn: string;
  /** Its value is sent to the API as `x-origin-verify` (the API stack's secret). */
  readonly originVerifySecret: ISecret;
  /** The release pointers (data stack), read by the storefront's function. */
  readonly releasePointers: IKeyValueStore;
  /** The table (data stack): uploading the storefront records its build's version there (`clientTemplateItem`). */
  readonly table: ITableV2;
  /**
   * The storefront's origin-response Lambda@Edge function (the waf stack's, in us-east-1): its published version,
   * associated with the storefront's default behaviour, and its role, which the storefront bucket lets read
   * `index.html` (waf-stack.ts `storeShellVersionArn`, `storeShellRoleArn`).
   */
  readonly storeShell: { readonly versionArn: string; readonly roleArn: string };
  /**
   * Built sites to upload (`web-admin/dist`, `web-store/dist`); a site whose folder is missing is
   * not uploaded (synth and tests need no web build).
   */
  readonly siteDirectories?: Partial<Record<SiteName, string>>;
}

/** CloudFront Function: a path without a file extension is a client route of the SPA. */
export const spaFallbackCode = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/**
 * The storefront's viewer-request function (CloudFront Functions JS 2.0, with the release pointers): a site's current
 * release where there is one, else the SPA fallback above. Its own file, so its test evaluates exactly what deploys.
 */
export const releaseRouterFile = fileURLToPath(new URL('release-router.js', import.meta.url));

/** The storefront's viewer-response function: the site's CSP with its scripts' origins (store-csp.js). */
export const storeCspFile = fileURLToPath(new URL('store-csp.js', import.meta.url));

/** store-csp.js with the storefront's base policy put in (a string that may hold tokens: CloudFormation joins them). */
export function storeCspCode(baseCsp: string): string {
  return readFileSync(storeCspFile, 'utf8').replace("'__BASE_CSP__'", JSON.stringify(baseCsp));
}

/** Where the sites' releases live in the storefront's bucket (shared/src/workflows/releases.ts `releasePrefix`). */
export const releasesPrefix = 'releases/';

/**
 * The built storefront's `index.html`, at the root of its bucket (uploaded with the site's files): the prerender's
 * template (shared/src/workflows/store-renderer.ts), read by the workflows' task from RELEASES_BUCKET.
 */
export const prerenderTemplateKey = 'index.html';

/**
 * What else of the built storefront the prerender reads from the bucket (functions/src/workflows/inline-styles.ts):
 * Vite's manifest, and the stylesheets it names, inlined into the template.
 */
export const prerenderStyleKeys = ['.vite/manifest.json', 'assets/*.css'] as const;

/**
 * The table item naming the storefront build the bucket serves (functions/src/data/keys.ts `keys.clientTemplate()`),
 * read by functions/src/workflows/client-template.ts: the API's Lambdas cannot read the storefront's bucket (this
 * stack depends on the api stack), so the deployment that uploads the build records it.
 */
export const clientTemplateKey = { pk: 'GLOBAL', sk: 'CLIENT_TEMPLATE' } as const;

/**
 * What the deployment records of a built storefront: the version the prerender computes from the same `index.html`
 * (shared/src/workflows/client-version.ts), and when the build was made (the file's time, as the local stack says it):
 * the same build synthesizes the same item, so a deployment without a new build changes nothing.
 */
export function clientTemplateItem(storeDirectory: string): { version: string; builtAt: string } {
  const file = join(storeDirectory, prerenderTemplateKey);
  if (!existsSync(file)) throw new Error(`${file} is missing: the storefront build is incomplete, run npm run build`);
  return { version: clientVersionOf(readFileSync(file, 'utf8')), builtAt: statSync(file).mtime.toISOString() };
}

/** CloudFront Function: strips a path prefix (`/api`, `/media`) before the request goes to the origin. */
export function stripPrefixCode(prefix: string): string {
  return `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '${prefix}') request.uri = '/';
  else if (uri.indexOf('${prefix}/') === 0) request.uri = uri.substring(${prefix.length});
  return request;
}`;
}

/**
 * CloudFront Function: a QR code's tracked address `/q/<token>[?site=<id>]` goes to the API's scan with the host it
 * was asked on (the API finds the site by it: another site's token is not found there), as
 * scripts/src/local/site-server.ts does.
 */
export const qrcodeScanCode = `function handler(event) {
  var request = event.request;
  var token = request.uri.substring(3);
  var query = { host: { value: request.headers.host ? request.headers.host.value : '' } };
  if (request.querystring.site) query.site = { value: request.querystring.site.value };
  request.uri = '/qrcode/scan/' + token;
  request.querystring = query;
  return request;
}`;

/** The custom origin header proving to the API that a request came through these distributions. */
export const originVerifyHeader = 'x-origin-verify';

/**
 * The viewer headers the API reads besides those of the cache key (`apiCacheKeyHeaders`): the body's
 * type, the order's idempotency key, Stripe's webhook signature. A header the API starts reading
 * must be added here (or to the cache key), or it never arrives in AWS.
 */
export const apiForwardedHeaders = ['content-type', 'idempotency-key', 'stripe-signature'] as const;
/**
 * Headers that change the API's answer, so they are in the cache key (and therefore forwarded).
 * Authorization can only reach the origin this way once headers are listed (CloudFront refuses it
 * in an origin request policy).
 */
export const apiCacheKeyHeaders = ['authorization', 'idsite', 'idsiteoverride', 'userlang', 'contentlang'] as const;
/**
 * The cache key of the storefront's shared reads (routes with `sharedCache`): their answer is the same for every
 * shopper of a site in a language (interface and content), so no Authorization in it.
 */
export const sharedCacheKeyHeaders = ['idsite', 'userlang', 'contentlang'] as const;

/** The CloudFront path patterns of the routes a shared cache may keep (`/product/{id}` → `/api/product/*`). */
export function sharedCachePathPatterns(): string[] {
  const patterns = routeEntries
    .filter((route) => route.method === 'GET' && route.sharedCache)
    .map((route) => `/api${route.path.replace(/\{[^}]+\}/g, '*')}`);
  return [...new Set(patterns)];
}

/** Added by CloudFront: the shopper's address and port (the API itself sees CloudFront's). */
export const viewerAddressHeader = 'CloudFront-Viewer-Address';

export class WebStack extends Stack {
  readonly distributions: Record<SiteName, Distribution>;
  readonly siteBuckets: Record<SiteName, Bucket>;
  /** Sites uploaded by this synth (their build folder existed). */
  readonly deployedSites: readonly SiteName[];

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { stage } = props;

    // Access logs of the site buckets and of CloudFront. CloudFront's standard logs are written with
    // ACLs, so this bucket keeps ACLs enabled (still private: public access is blocked).
    const logsBucket = new Bucket(this, 'LogsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });

    /** What every answer of the sites carries besides its own content policy: HSTS, nosniff, the referrer policy. */
    const transportHeaders = {
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(730),
        includeSubdomains: true,
        preload: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
    };

    /**
     * The security headers of a site. `frameAncestors` absent (the admin): no one may frame it (CSP
     * `frame-ancestors 'none'` and X-Frame-Options DENY). The storefront names the admin's origin, whose page
     * editor frames its live preview (docs/pages.md): the CSP alone says so, X-Frame-Options having no value
     * for another origin.
     */
    const siteCsp = (frameAncestors?: string[], frame?: string[]) =>
      siteContentSecurityPolicy({
        connect: [cognitoEndpoint(this.region), mediaBucketEndpoint(props.mediaBucket.bucketName, this.region)],
        frameAncestors,
        frame,
      });
    // The storefront's documents get their CSP from its viewer-response function (the site's script origins added):
    // its policy keeps a CSP already there (`override: false`), whichever of the two CloudFront applies first.
    const siteHeadersPolicy = (id: string, site: string, frameAncestors?: string[], frame?: string[]) =>
      new ResponseHeadersPolicy(this, id, {
        comment: `Cellar ${stage}: security headers of the ${site}`,
        securityHeadersBehavior: {
          contentSecurityPolicy: {
            contentSecurityPolicy: siteCsp(frameAncestors, frame),
            override: frameAncestors === undefined,
          },
          ...transportHeaders,
          ...(frameAncestors ? {} : { frameOptions: { frameOption: HeadersFrameOption.DENY, override: true } }),
        },
      });
    // The admin's policy keeps its id (and its resource): it was the one policy of both sites.
    // The admin frames the storefront's live preview. Naming the storefront's own domain here would make a cycle (its
    // policy names the admin's domain): until the stage has domains of its own, any CloudFront domain may be framed.
    const adminHeaders = siteHeadersPolicy('SiteHeaders', 'admin site', undefined, ['https://*.cloudfront.net']);
    // A JAVASCRIPT menu entry's document keeps its own sandbox policy, which the site's would replace (docs/pages.md).
    const sandboxedScriptHeaders = new ResponseHeadersPolicy(this, 'SandboxedScriptHeaders', {
      comment: `Cellar ${stage}: a menu entry's code runs sandboxed, framed by its own site only`,
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: sandboxedScriptContentSecurityPolicy, override: true },
        ...transportHeaders,
      },
    });
    const mediaHeaders = new ResponseHeadersPolicy(this, 'MediaHeaders', {
      comment: `Cellar ${stage}: uploaded media never run scripts`,
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: mediaContentSecurityPolicy, override: true },
        ...transportHeaders,
      },
    });

    const viewerFunction = (id: string, comment: string, code: string) =>
      new CloudFrontFunction(this, id, {
        comment,
        code: FunctionCode.fromInline(code),
        runtime: FunctionRuntime.JS_2_0,
      });
    const spaFallback = viewerFunction(
      'SpaFallback',
      'SPA: a path without a file extension serves /index.html',
      spaFallbackCode,
    );
    const releaseRouter = new CloudFrontFunction(this, 'StoreReleaseRouter', {
      comment: "A site's current release (release pointers), else the SPA fallback",
      code: FunctionCode.fromFile({ filePath: releaseRouterFile }),
      runtime: FunctionRuntime.JS_2_0,
      keyValueStore: props.releasePointers,
    });
    const stripApi = viewerFunction('StripApiPrefix', '/api/x goes to the HTTP API as /x', stripPrefixCode('/api'));
    // Keys in the media bucket are like sites/1/logo/<uuid>.png; their URLs /media/sites/1/logo/<uuid>.png.
    const stripMedia = viewerFunction('StripMediaPrefix', '/media/x is the media object x', stripPrefixCode('/media'));
    const qrcodeScan = viewerFunction('QrcodeScan', '/q/<token> is the API scan of a QR code', qrcodeScanCode);

    const apiOrigin = new HttpOrigin(props.apiDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      // CloudFront needs the plain value: a dynamic reference CloudFormation resolves at deploy time.
      // A viewer's own x-origin-verify is overwritten by it.
      customHeaders: { [originVerifyHeader]: props.originVerifySecret.secretValue.unsafeUnwrap() },
    });
    // The managed AllViewerExceptHostHeader policy cannot add CloudFront's own headers, and a policy
    // that forwards every viewer header would forward the Host, which API Gateway refuses. So the
    // headers are listed: the cache key's (with Authorization) and the others.
    const apiRequestPolicy = new OriginRequestPolicy(this, 'ApiOriginRequest', {
      comment: `Cellar ${stage}: what the API reads, plus the viewer's address`,
      headerBehavior: OriginRequestHeaderBehavior.allowList(...apiForwardedHeaders, viewerAddressHeader),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
      cookieBehavior: OriginRequestCookieBehavior.none(),
    });
    // Answers are not cached: the API says no-store, and the default TTL is 0. A header in the cache
    // key needs a maximum TTL above 0, hence 1 s — only for an answer that asks to be cached (a
    // vintage sheet), and then per token, site and language.
    const apiCache = new CachePolicy(this, 'ApiCache', {
      comment: `Cellar ${stage}: API answers, keyed by what changes them`,
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      headerBehavior: CacheHeaderBehavior.allowList(...apiCacheKeyHeaders),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      cookieBehavior: CacheCookieBehavior.none(),
    });
    // The storefront's catalogue reads (docs/catalogue-cache.md): kept for the seconds their Cache-Control says
    // (s-maxage), per site, language and query, compressed.
    const sharedCache = new CachePolicy(this, 'StoreSharedCache', {
      comment: `Cellar ${stage}: the storefront's catalogue reads, per site, language and query`,
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(60),
      headerBehavior: CacheHeaderBehavior.allowList(...sharedCacheKeyHeaders),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingBrotli: true,
      enableAcceptEncodingGzip: true,
    });
    // The media bucket belongs to the data stack, whose bucket policy lets this account's
    // distributions read it (OAC). Handing the bucket itself to the origin would make the data
    // stack's policy name these distributions: a cycle between the stacks. So the origin gets an
    // imported reference, and the policy statement it cannot add is already there.
    const mediaBucket = Bucket.fromBucketAttributes(this, 'MediaBucket', {
      bucketName: props.mediaBucket.bucketName,
      bucketRegionalDomainName: props.mediaBucket.bucketRegionalDomainName,
    });
    const mediaOrigin = S3BucketOrigin.withOriginAccessControl(mediaBucket, { originAccessLevels: [AccessLevel.READ] });

    // The API answers carry their site's headers.
    const apiBehavior = (responseHeadersPolicy: ResponseHeadersPolicy): BehaviorOptions => ({
      origin: apiOrigin,
      // A redirected POST would lose its body: API calls must use HTTPS from the start.
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: apiCache,
      originRequestPolicy: apiRequestPolicy,
      responseHeadersPolicy,
      functionAssociations: [{ function: stripApi, eventType: FunctionEventType.VIEWER_REQUEST }],
    });
    const mediaBehavior: BehaviorOptions = {
      origin: mediaOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: mediaHeaders,
      functionAssociations: [{ function: stripMedia, eventType: FunctionEventType.VIEWER_REQUEST }],
    };

    const siteBuckets = {} as Record<SiteName, Bucket>;
    const distributions = {} as Record<SiteName, Distribution>;
    const deployedSites: SiteName[] = [];
    for (const site of siteNames) {
      const name = site === 'admin' ? 'Admin' : 'Store';
      // siteNames lists the admin first: the storefront's policy names the admin distribution's domain (the
      // stage has no domain names of its own yet; a custom admin domain would take its place here).
      const storeFraming = (): [string[], string[]] => [
        [`https://${distributions.admin.distributionDomainName}`],
        [...storefrontFrameSources],
      ];
      const siteHeaders =
        site === 'admin' ? adminHeaders : siteHeadersPolicy('StoreSiteHeaders', 'storefront', ...storeFraming());
      const storeCsp =
        site === 'store'
          ? new CloudFrontFunction(this, 'StoreSiteCsp', {
              comment: "The storefront's CSP with the site's script origins (release pointers)",
              code: FunctionCode.fromInline(storeCspCode(siteCsp(...storeFraming()))),
              runtime: FunctionRuntime.JS_2_0,
              keyValueStore: props.releasePointers,
            })
          : null;
      const bucket = new Bucket(this, `${name}SiteBucket`, {
        blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
        objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
        encryption: BucketEncryption.S3_MANAGED,
        enforceSSL: true,
        autoDeleteObjects: false,
        serverAccessLogsBucket: logsBucket,
        serverAccessLogsPrefix: `s3/${site}/`,
      });
      // The origin-response function reads the shell with its own role (Lambda@Edge cannot use OAC): index.html only.
      if (site === 'store')
        bucket.addToResourcePolicy(
          new PolicyStatement({
            principals: [new ArnPrincipal(props.storeShell.roleArn)],
            actions: ['s3:GetObject'],
            resources: [bucket.arnForObjects(prerenderTemplateKey)],
          }),
        );
      const distribution = new Distribution(this, `${name}Distribution`, {
        comment: `Cellar ${stage}: ${site === 'admin' ? 'admin' : 'storefront'} site`,
        // The storefront's function maps `/` itself (the home page's release document, else /index.html): no default
        // root object, which could hand it /index.html instead, a file no release document is named after.
        defaultRootObject: site === 'admin' ? 'index.html' : undefined,
        httpVersion: HttpVersion.HTTP2_AND_3,
        // Rate limits per client address and AWS managed rules (waf-stack.ts).
        webAclId: props.webAclArn,
        priceClass: PriceClass.PRICE_CLASS_100,
        enableLogging: true,
        logBucket: logsBucket,
        logFilePrefix: `cloudfront/${site}/`,
        defaultBehavior: {
          origin: S3BucketOrigin.withOriginAccessControl(bucket, { originAccessLevels: [AccessLevel.READ] }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: siteHeaders,
          // Not distribution-wide error responses: those would also turn the API's 404s into the SPA.
          // The storefront's function serves the releases first (one viewer-request function per behaviour).
          functionAssociations: [
            {
              function: site === 'store' ? releaseRouter : spaFallback,
              eventType: FunctionEventType.VIEWER_REQUEST,
            },
            ...(storeCsp ? [{ function: storeCsp, eventType: FunctionEventType.VIEWER_RESPONSE }] : []),
          ],
          // A path the served release does not hold (the bucket's 403 for a `releases/` key) answers the SPA shell:
          // on this behaviour only, so the API's and the media's answers stay as they are (store-shell/index.mjs).
          edgeLambdas:
            site === 'store'
              ? [
                  {
                    functionVersion: Version.fromVersionArn(this, 'StoreShellVersion', props.storeShell.versionArn),
                    eventType: LambdaEdgeEventType.ORIGIN_RESPONSE,
                  },
                ]
              : undefined,
        },
        additionalBehaviors: {
          // Behaviours are matched in this order: the script document and the storefront's shared reads before the
          // rest of the API.
          [sandboxedScriptPathPattern]: apiBehavior(sandboxedScriptHeaders),
          ...(site === 'store'
            ? Object.fromEntries(
                sharedCachePathPatterns().map((pattern) => [
                  pattern,
                  { ...apiBehavior(siteHeaders), cachePolicy: sharedCache, compress: true },
                ]),
              )
            : {}),
          '/api/*': apiBehavior(siteHeaders),
          '/media/*': mediaBehavior,
          // A QR code's tracked address: counted and redirected by the API, never cached (each scan counts).
          ...(site === 'store'
            ? {
                '/q/*': {
                  ...apiBehavior(siteHeaders),
                  allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
                  viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
                  functionAssociations: [{ function: qrcodeScan, eventType: FunctionEventType.VIEWER_REQUEST }],
                },
              }
            : {}),
        },
      });
      NagSuppressions.addResourceSuppressions(distribution, [
        { id: 'AwsSolutions-CFR1', reason: 'The sites sell to every country the carriers serve: no geo restriction.' },
        {
          id: 'AwsSolutions-CFR4',
          reason:
            'The distribution uses the default *.cloudfront.net certificate, whose TLS policy cannot be chosen; a custom domain with its ACM certificate (TLSv1.2_2021) comes with the production domains.',
        },
      ]);
      siteBuckets[site] = bucket;
      distributions[site] = distribution;

      const directory = props.siteDirectories?.[site];
      if (directory && existsSync(directory)) {
        deployedSites.push(site);
        // Vite's hashed files never change: cached for a year. Everything else (index.html, public
        // files) revalidates, so a new build shows at once without a CloudFront invalidation (which
        // would need cloudfront:CreateInvalidation on "*"). No pruning: two deployments share the
        // bucket, old hashed files keep serving pages loaded before a deploy, and the storefront's
        // releases keep the build they were prerendered with (their HTML names its hashed files).
        // Nothing is uploaded under releases/ either: the workflows write there, and a stray
        // folder of the build must not overwrite a release.
        const assets = new BucketDeployment(this, `${name}SiteAssets`, {
          sources: [Source.asset(directory)],
          destinationBucket: bucket,
          exclude: ['*'],
          include: ['assets/*'],
          cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
          prune: false,
          memoryLimit: 512,
        });
        const files = new BucketDeployment(this, `${name}SiteFiles`, {
          sources: [Source.asset(directory)],
          destinationBucket: bucket,
          exclude: ['assets/*', `${releasesPrefix}*`],
          cacheControl: [CacheControl.fromString('public, max-age=0, must-revalidate')],
          prune: false,
          memoryLimit: 512,
        });
        if (site === 'store') this.recordClientTemplate(props.table, directory, [assets, files]);
      }
    }
    // The admin's runtime settings (shared/src/site/admin-config.ts): the storefront its page editor previews.
    if (deployedSites.includes('admin')) {
      const config: AdminConfig = { storeUrl: `https://${distributions.store.distributionDomainName}` };
      new BucketDeployment(this, 'AdminRuntimeConfig', {
        sources: [Source.jsonData(adminConfigPath.slice(1), config)],
        destinationBucket: siteBuckets.admin,
        cacheControl: [CacheControl.fromString('no-cache')],
        prune: false,
        memoryLimit: 512,
      });
    }
    this.siteBuckets = siteBuckets;
    this.distributions = distributions;
    this.deployedSites = deployedSites;

    // The media origin's policy statement lives in the data stack (see above).
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      "The data stack grants this account's CloudFront distributions read access to the media bucket.",
    );
    if (deployedSites.length > 0) this.suppressSingletonFindings();

    new CfnOutput(this, 'AdminSiteUrl', {
      value: `https://${distributions.admin.distributionDomainName}`,
      description: 'The admin site',
    });
    new CfnOutput(this, 'StoreSiteUrl', {
      value: `https://${distributions.store.distributionDomainName}`,
      description: 'The storefront',
    });
  }

  /**
   * The built storefront's version, written to the table once its files are uploaded (`clientTemplateItem`): an
   * AwsCustomResource's PutItem, run again whenever the item changes (a new build), never on deletion. A synth
   * without the storefront's build uploads nothing and records nothing: the item keeps naming the build the bucket
   * still serves (removing this resource leaves it as it is).
   */
  private recordClientTemplate(table: ITableV2, directory: string, uploads: readonly BucketDeployment[]): void {
    const { version, builtAt } = clientTemplateItem(directory);
    const putItem = {
      service: 'DynamoDB',
      action: 'PutItem',
      parameters: {
        TableName: table.tableName,
        Item: {
          pk: { S: clientTemplateKey.pk },
          sk: { S: clientTemplateKey.sk },
          version: { S: version },
          builtAt: { S: builtAt },
        },
      },
      physicalResourceId: PhysicalResourceId.of(`client-template-${version}`),
    };
    const record = new AwsCustomResource(this, 'StoreClientTemplate', {
      resourceType: 'Custom::CellarClientTemplate',
      onCreate: putItem,
      onUpdate: putItem,
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({ actions: ['dynamodb:PutItem'], resources: [table.tableArn] }),
      ]),
      installLatestAwsSdk: false,
    });
    // After the upload: the version is recorded once the bucket serves that build.
    for (const upload of uploads) record.node.addDependency(upload);
  }

  /**
   * The Lambdas of BucketDeployment (`Custom::CDKBucketDeployment…`) and of AwsCustomResource (`AWS679f53fac…`) are
   * CDK-managed singletons that cannot be configured: their findings are accepted on them alone, with the reason.
   */
  private suppressSingletonFindings(): void {
    const customResource = this.node.tryFindChild(`AWS${AwsCustomResource.PROVIDER_FUNCTION_UUID.replaceAll('-', '')}`);
    if (customResource)
      NagSuppressions.addResourceSuppressions(
        customResource,
        [
          {
            id: 'AwsSolutions-IAM4',
            reason:
              'The CDK AwsCustomResource Lambda (which records the storefront build in the table) writes its logs with the AWSLambdaBasicExecutionRole managed policy; CDK does not let its role be shaped. Its own policy is dynamodb:PutItem on the table alone.',
            appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
          },
          {
            id: 'AwsSolutions-L1',
            reason: 'The runtime of the CDK AwsCustomResource Lambda is chosen by aws-cdk-lib, not by this project.',
          },
        ],
        true,
      );
    const handlers = this.node.children.filter((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    for (const handler of handlers) {
      NagSuppressions.addResourceSuppressions(
        handler,
        [
          {
            id: 'AwsSolutions-IAM4',
            reason:
              'The CDK BucketDeployment Lambda writes its logs with the AWSLambdaBasicExecutionRole managed policy; CDK does not let its role be shaped.',
            appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
          },
          {
            id: 'AwsSolutions-IAM5',
            reason:
              'The CDK BucketDeployment Lambda copies the build from the CDK asset bucket to the site bucket: the wildcard actions (s3:GetObject*, List*, DeleteObject*, Abort*) and objects are on those two buckets only, as CDK writes them.',
          },
          {
            id: 'AwsSolutions-L1',
            reason: 'The runtime of the CDK BucketDeployment Lambda is chosen by aws-cdk-lib, not by this project.',
          },
        ],
        true,
      );
    }
  }
}
