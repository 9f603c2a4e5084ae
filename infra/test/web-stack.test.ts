import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { CachePolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Template } from 'aws-cdk-lib/assertions';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataStack } from '../lib/data-stack.ts';
import {
  mediaContentSecurityPolicy,
  sandboxedScriptContentSecurityPolicy,
  sandboxedScriptPathPattern,
} from '@cellar/shared/resources/security-headers';
import { clientVersionOf } from '@cellar/shared/workflows/client-version';
import { keys } from '../../functions/src/data/keys.ts';
import { corsAllowedHeaders } from '../lib/api-stack.ts';
import {
  apiCacheKeyHeaders,
  apiForwardedHeaders,
  clientTemplateKey,
  originVerifyHeader,
  qrcodeScanCode,
  releaseRouterFile,
  sharedCachePathPatterns,
  spaFallbackCode,
  stripPrefixCode,
  WebStack,
} from '../lib/web-stack.ts';
import { nagErrors, policyResources, resourcesOf, testApp } from './support.ts';

const apiDomainName = 'abc123.execute-api.eu-west-3.amazonaws.com';
const webAclArn = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/cellar-test-sites/0f1e2d3c';
const storeShell = {
  versionArn: 'arn:aws:lambda:us-east-1:123456789012:function:cellar-test-store-shell:3',
  roleArn: 'arn:aws:iam::123456789012:role/cellar-test-store-shell',
};

function build(siteDirectories?: { admin?: string; store?: string }) {
  const app = testApp({ nag: true });
  const data = new DataStack(app, 'cellar-test-data', { stage: 'dev' });
  // The API stack's secret, without building the API stack.
  const originVerifySecret = new Secret(new Stack(app, 'cellar-test-secrets'), 'OriginVerifySecret');
  const web = new WebStack(app, 'cellar-test-web', {
    stage: 'dev',
    apiDomainName,
    mediaBucket: data.mediaBucket,
    webAclArn,
    originVerifySecret,
    releasePointers: data.releasePointers,
    table: data.table,
    storeShell,
    siteDirectories,
  });
  return { web, template: Template.fromStack(web) };
}

let web: WebStack;
let template: Template;
let resources: Record<string, any>;
let distributions: [string, any][];

beforeAll(() => {
  ({ web, template } = build());
  resources = resourcesOf(template);
  distributions = Object.entries(resources).filter(([, resource]) => resource.Type === 'AWS::CloudFront::Distribution');
});

const config = (distribution: any) => distribution.Properties.DistributionConfig;
const behavior = (distribution: any, pattern: string) =>
  config(distribution).CacheBehaviors.find((b: any) => b.PathPattern === pattern);
const originOf = (distribution: any, targetOriginId: string) =>
  config(distribution).Origins.find((origin: any) => origin.Id === targetOriginId);
const functionCode = (association: any) =>
  resources[association.FunctionARN['Fn::GetAtt'][0]].Properties.FunctionCode as string;

/** Runs a CloudFront Function's code on a viewer request for `uri`. */
function run(code: string, uri: string): string {
  const handler = new Function(`${code}\nreturn handler;`)() as (event: unknown) => { uri: string };
  return handler({ request: { uri, querystring: {}, headers: {} } }).uri;
}

describe('the web stack', () => {
  it("routes the storefront's requests with a JS 2.0 function associated with the release pointers (the data stack's KeyValueStore)", () => {
    const store = distributions.find(([id]) => id.startsWith('StoreDistribution'))![1];
    const [association] = config(store).DefaultCacheBehavior.FunctionAssociations;
    const router = resources[association.FunctionARN['Fn::GetAtt'][0]];
    expect(router.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(router.Properties.FunctionConfig.KeyValueStoreAssociations).toEqual([
      { KeyValueStoreARN: { 'Fn::ImportValue': expect.stringMatching(/ReleasePointers.*Arn/) } },
    ]);
    expect(router.Properties.AutoPublish).toBe(true);
    // The admin's has none: it serves no release.
    const admin = distributions.find(([id]) => id.startsWith('AdminDistribution'))![1];
    const adminFunction =
      resources[config(admin).DefaultCacheBehavior.FunctionAssociations[0].FunctionARN['Fn::GetAtt'][0]];
    expect(adminFunction.Properties.FunctionConfig.KeyValueStoreAssociations).toBeUndefined();
  });

  it("writes the storefront's CSP in a viewer-response function over the release pointers (its policy's: a default)", () => {
    const store = distributions.find(([id]) => id.startsWith('StoreDistribution'))![1];
    const associations = config(store).DefaultCacheBehavior.FunctionAssociations;
    const response = associations.find((association: any) => association.EventType === 'viewer-response');
    const csp = resources[response.FunctionARN['Fn::GetAtt'][0]];
    expect(csp.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(csp.Properties.FunctionConfig.KeyValueStoreAssociations).toEqual([
      { KeyValueStoreARN: { 'Fn::ImportValue': expect.stringMatching(/ReleasePointers.*Arn/) } },
    ]);
    // The base policy is put into the code at synth time, its tokens (the admin's domain, the media bucket) joined by
    // CloudFormation: the same string as the policy's.
    const code = JSON.stringify(csp.Properties.FunctionCode);
    const policy = resources[config(store).DefaultCacheBehavior.ResponseHeadersPolicyId.Ref];
    const storeCsp = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy;
    expect(code).not.toContain('__BASE_CSP__');
    expect(code).toContain("script-src 'self'");
    expect(code).toContain('"Fn::GetAtt":["AdminDistribution');
    expect(storeCsp.Override).toBe(false);
    const admin = distributions.find(([id]) => id.startsWith('AdminDistribution'))![1];
    const adminPolicy = resources[config(admin).DefaultCacheBehavior.ResponseHeadersPolicyId.Ref];
    expect(
      adminPolicy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.Override,
    ).toBe(true);
  });

  it('serves each site from a private bucket through its own CloudFront distribution', () => {
    expect(distributions).toHaveLength(2);
    for (const [id, distribution] of distributions) {
      const defaults = config(distribution).DefaultCacheBehavior;
      expect(config(distribution)).toMatchObject({ HttpVersion: 'http2and3', Enabled: true });
      // The storefront's function maps `/` itself (to the home page's release document, else /index.html).
      expect(config(distribution).DefaultRootObject).toBe(
        id.startsWith('AdminDistribution') ? 'index.html' : undefined,
      );
      expect(config(distribution).Logging.Bucket).toBeDefined();
      expect(defaults.ViewerProtocolPolicy).toBe('redirect-to-https');
      const origin = originOf(distribution, defaults.TargetOriginId);
      expect(origin.OriginAccessControlId).toBeDefined();
      expect(JSON.stringify(origin.DomainName)).toMatch(/SiteBucket/);
    }
    expect(Object.keys(template.findOutputs('*')).sort()).toEqual(['AdminSiteUrl', 'StoreSiteUrl']);
  });

  it('falls back to index.html for client routes with a function, not with error responses (they would rewrite API 404s)', () => {
    for (const [id, distribution] of distributions) {
      expect(config(distribution).CustomErrorResponses).toBeUndefined();
      const associations = config(distribution).DefaultCacheBehavior.FunctionAssociations;
      // The storefront's second function (viewer-response) writes its CSP (below).
      expect(associations).toHaveLength(id.startsWith('StoreDistribution') ? 2 : 1);
      expect(associations[0].EventType).toBe('viewer-request');
      // The storefront's one viewer-request function serves the releases, then falls back the same way
      // (infra/test/release-router.test.ts runs it).
      expect(functionCode(associations[0])).toBe(
        id.startsWith('StoreDistribution') ? readFileSync(releaseRouterFile, 'utf8') : spaFallbackCode,
      );
    }
    expect(run(spaFallbackCode, '/en_US/product/12')).toBe('/index.html');
    expect(run(spaFallbackCode, '/')).toBe('/index.html');
    expect(run(spaFallbackCode, '/assets/index-3f2a.js')).toBe('/assets/index-3f2a.js');
    expect(run(spaFallbackCode, '/favicon.svg')).toBe('/favicon.svg');
  });

  it('lets CloudFront keep the storefront’s shared reads per site, language and query, without a token in the key', () => {
    const store = distributions.find(([id]) => id.startsWith('StoreDistribution'))![1];
    const admin = distributions.find(([id]) => id.startsWith('AdminDistribution'))![1];
    // The catalogue, and the site's fonts, information, popups, scripts and home cards (issue 17).
    expect(sharedCachePathPatterns().sort()).toEqual(
      [
        '/api/home-card',
        '/api/product',
        '/api/product/*',
        '/api/site-font',
        '/api/site/information',
        '/api/popup',
        '/api/popup/*/content',
        '/api/script-to-load',
      ].sort(),
    );
    for (const pattern of sharedCachePathPatterns()) {
      const shared = behavior(store, pattern);
      const cache = resources[shared.CachePolicyId.Ref].Properties.CachePolicyConfig;
      expect(cache.ParametersInCacheKeyAndForwardedToOrigin.HeadersConfig).toEqual({
        HeaderBehavior: 'whitelist',
        Headers: ['idsite', 'userlang', 'contentlang'],
      });
      expect(cache.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig.QueryStringBehavior).toBe('all');
      // The answer's s-maxage decides, within a minute.
      expect(cache).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 60 });
      expect(behavior(admin, pattern)).toBeUndefined();
    }
    // Matched before the rest of the API.
    const patterns = config(store).CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern);
    expect(patterns.indexOf('/api/product')).toBeLessThan(patterns.indexOf('/api/*'));
  });

  it("sends a QR code's tracked address /q/* of the storefront to the API's scan with the viewer's host", () => {
    const store = distributions.find(([id]) => id.startsWith('StoreDistribution'))![1];
    const admin = distributions.find(([id]) => id.startsWith('AdminDistribution'))![1];
    const scan = behavior(store, '/q/*');
    expect(originOf(store, scan.TargetOriginId)).toMatchObject({ DomainName: apiDomainName });
    expect(functionCode(scan.FunctionAssociations[0])).toBe(qrcodeScanCode);
    expect(behavior(admin, '/q/*')).toBeUndefined();
    const handler = new Function(`${qrcodeScanCode}\nreturn handler;`)() as (event: unknown) => {
      uri: string;
      querystring: Record<string, { value: string }>;
    };
    const request = handler({
      request: {
        uri: '/q/AbC',
        querystring: { site: { value: '2' }, x: { value: '1' } },
        headers: { host: { value: 'www.lilas.fr' } },
      },
    });
    expect(request.uri).toBe('/qrcode/scan/AbC');
    expect(request.querystring).toEqual({ host: { value: 'www.lilas.fr' }, site: { value: '2' } });
  });

  it('puts the WAF web ACL in front of both distributions', () => {
    for (const [, distribution] of distributions) expect(config(distribution).WebACLId).toBe(webAclArn);
  });

  it('sends /api/* to the HTTP API with the headers the API reads, never the Host, prefix stripped, HTTPS only', () => {
    for (const [, distribution] of distributions) {
      const api = behavior(distribution, '/api/*');
      expect(api).toMatchObject({ ViewerProtocolPolicy: 'https-only' });
      const cache = resources[api.CachePolicyId.Ref].Properties.CachePolicyConfig;
      const request = resources[api.OriginRequestPolicyId.Ref].Properties.OriginRequestPolicyConfig;
      const keyHeaders = cache.ParametersInCacheKeyAndForwardedToOrigin.HeadersConfig;
      expect(keyHeaders).toEqual({ HeaderBehavior: 'whitelist', Headers: [...apiCacheKeyHeaders] });
      expect(request.HeadersConfig.HeaderBehavior).toBe('whitelist');
      expect(request.QueryStringsConfig.QueryStringBehavior).toBe('all');
      // Every header the SPAs send reaches the API, and the Host is CloudFront's (API Gateway's own).
      const forwarded = [...keyHeaders.Headers, ...request.HeadersConfig.Headers].map((header: string) =>
        header.toLowerCase(),
      );
      expect(forwarded).toEqual(expect.arrayContaining([...corsAllowedHeaders, ...apiForwardedHeaders]));
      expect(forwarded).not.toContain('host');
      // Not cached unless an answer asks for it (the API says no-store), and then for a second at most.
      expect(cache).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 1 });
      expect(api.AllowedMethods).toEqual(
        expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      );
      expect(originOf(distribution, api.TargetOriginId)).toMatchObject({
        DomainName: apiDomainName,
        CustomOriginConfig: { OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] },
      });
      expect(functionCode(api.FunctionAssociations[0])).toBe(stripPrefixCode('/api'));
    }
    const strip = stripPrefixCode('/api');
    expect(run(strip, '/api/admin/product/12')).toBe('/admin/product/12');
    expect(run(strip, '/api')).toBe('/');
  });

  it("tells the API the client's address (CloudFront-Viewer-Address) and proves the request came through CloudFront (x-origin-verify, the API's secret)", () => {
    for (const [, distribution] of distributions) {
      const api = behavior(distribution, '/api/*');
      const request = resources[api.OriginRequestPolicyId.Ref].Properties.OriginRequestPolicyConfig;
      expect(request.HeadersConfig.Headers).toContain('CloudFront-Viewer-Address');
      const headers = originOf(distribution, api.TargetOriginId).OriginCustomHeaders;
      expect(headers).toHaveLength(1);
      expect(headers[0].HeaderName).toBe(originVerifyHeader);
      // A dynamic reference to the secret: the value itself is never in the template.
      const value = JSON.stringify(headers[0].HeaderValue);
      expect(value).toMatch(/\{\{resolve:secretsmanager:.*OriginVerifySecret.*:SecretString:::\}\}/);
      // The viewer's own x-origin-verify would be overwritten, but it is not forwarded either.
      expect(request.HeadersConfig.Headers.map((header: string) => header.toLowerCase())).not.toContain(
        originVerifyHeader,
      );
    }
  });

  it("keeps a menu entry's script document in its sandbox, before the rest of the API (docs/pages.md)", () => {
    for (const [, distribution] of distributions) {
      const behaviors = config(distribution).CacheBehaviors.map((b: any) => b.PathPattern);
      expect(behaviors.indexOf(sandboxedScriptPathPattern)).toBeLessThan(behaviors.indexOf('/api/*'));
      const script = behavior(distribution, sandboxedScriptPathPattern);
      const headers = resources[script.ResponseHeadersPolicyId.Ref];
      const csp = headers.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy;
      expect(csp.ContentSecurityPolicy).toBe(sandboxedScriptContentSecurityPolicy);
      expect(csp.ContentSecurityPolicy).toContain("frame-ancestors 'self'");
    }
  });

  it('serves /media/* from the media bucket (OAC, read-only, cached), prefix stripped, never as a script', () => {
    const policies = Object.values(resources).filter(
      (resource) => resource.Type === 'AWS::CloudFront::ResponseHeadersPolicy',
    );
    for (const [, distribution] of distributions) {
      const media = behavior(distribution, '/media/*');
      expect(media).toMatchObject({
        ViewerProtocolPolicy: 'redirect-to-https',
        AllowedMethods: ['GET', 'HEAD'],
        CachePolicyId: CachePolicy.CACHING_OPTIMIZED.cachePolicyId,
      });
      const origin = originOf(distribution, media.TargetOriginId);
      expect(origin.OriginAccessControlId).toBeDefined();
      expect(JSON.stringify(origin.DomainName)).toMatch(/MediaBucket.*RegionalDomainName/);
      expect(functionCode(media.FunctionAssociations[0])).toBe(stripPrefixCode('/media'));
      const headers = resources[media.ResponseHeadersPolicyId.Ref];
      expect(
        headers.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy
          .ContentSecurityPolicy,
      ).toBe(mediaContentSecurityPolicy);
    }
    expect(mediaContentSecurityPolicy).toContain('sandbox');
    // The admin's, the storefront's, the media's, a menu entry's script document's.
    expect(policies).toHaveLength(4);
    expect(run(stripPrefixCode('/media'), '/media/sites/1/logo/9b1c.png')).toBe('/sites/1/logo/9b1c.png');
  });

  it('sends strict security headers with the sites: CSP, HSTS two years with preload, nosniff; the admin framed by no one, the storefront by the admin only', () => {
    for (const [id, distribution] of distributions) {
      const headers = resources[config(distribution).DefaultCacheBehavior.ResponseHeadersPolicyId.Ref];
      const security = headers.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
      expect(security.StrictTransportSecurity).toMatchObject({
        AccessControlMaxAgeSec: 63_072_000,
        IncludeSubdomains: true,
        Preload: true,
      });
      expect(security.ContentTypeOptions).toBeDefined();
      expect(security.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
      const csp = JSON.stringify(security.ContentSecurityPolicy.ContentSecurityPolicy);
      if (id.startsWith('AdminDistribution')) {
        expect(security.FrameOptions.FrameOption).toBe('DENY');
        expect(csp).toContain("frame-ancestors 'none'");
      } else {
        // The admin's page editor frames the storefront's live preview: its domain only, by the CSP.
        expect(security.FrameOptions).toBeUndefined();
        expect(csp).not.toContain("frame-ancestors 'none'");
        const admin = distributions.find(([other]) => other.startsWith('AdminDistribution'))![0];
        expect(csp).toContain('frame-ancestors https://');
        expect(csp).toContain(`{"Fn::GetAtt":["${admin}","DomainName"]}`);
        expect(csp.match(/frame-ancestors/g)).toHaveLength(1);
      }
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain('https://cognito-idp.');
      // Large images go straight to the media bucket by presigned POST.
      expect(csp).toContain('.s3.');
      // The API answers carry the same headers.
      expect(behavior(distribution, '/api/*').ResponseHeadersPolicyId).toEqual(
        config(distribution).DefaultCacheBehavior.ResponseHeadersPolicyId,
      );
    }
  });

  it('keeps its buckets private, encrypted, TLS-only and logged, never emptied by CloudFormation', () => {
    const buckets = Object.entries(resources).filter(([, resource]) => resource.Type === 'AWS::S3::Bucket');
    expect(buckets).toHaveLength(3);
    for (const [id, bucket] of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(
        bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault
          .SSEAlgorithm,
      ).toBe('AES256');
      if (id.includes('SiteBucket'))
        expect(bucket.Properties.LoggingConfiguration.DestinationBucketName, id).toBeDefined();
    }
    const tlsOnly = Object.values(resources).filter(
      (resource) =>
        resource.Type === 'AWS::S3::BucketPolicy' &&
        JSON.stringify(resource.Properties.PolicyDocument).includes('"aws:SecureTransport":"false"'),
    );
    expect(tlsOnly).toHaveLength(3);
    expect(Object.values(resources).some((resource) => resource.Type === 'Custom::S3AutoDeleteObjects')).toBe(false);
  });

  it('uploads no site when no build folder exists, and records no storefront build (the table keeps the one served)', () => {
    expect(web.deployedSites).toEqual([]);
    expect(Object.values(resources).some((resource) => resource.Type === 'Custom::CDKBucketDeployment')).toBe(false);
    expect(Object.values(resources).some((resource) => resource.Type === 'Custom::CellarClientTemplate')).toBe(false);
  });

  it("answers a path the storefront's release does not hold with the SPA shell: an origin-response Lambda@Edge on its default behaviour only", () => {
    for (const [id, distribution] of distributions) {
      const defaults = config(distribution).DefaultCacheBehavior;
      if (id.startsWith('AdminDistribution')) {
        expect(defaults.LambdaFunctionAssociations).toBeUndefined();
        continue;
      }
      // The waf stack's published version (us-east-1), as given: the web stack creates no function of its own.
      expect(defaults.LambdaFunctionAssociations).toEqual([
        { EventType: 'origin-response', LambdaFunctionARN: storeShell.versionArn },
      ]);
      // Never on the API's or the media's behaviours: their 403 and 404 answers stay theirs.
      for (const other of config(distribution).CacheBehaviors)
        expect(other.LambdaFunctionAssociations, other.PathPattern).toBeUndefined();
    }
    expect(Object.values(resources).some((resource) => resource.Type === 'AWS::Lambda::Function')).toBe(false);
  });

  it("lets the origin-response function's role read the storefront's index.html (the shell), and nothing else of either bucket", () => {
    const policies = Object.values(resources).filter((resource) => resource.Type === 'AWS::S3::BucketPolicy');
    const statements = policies.flatMap((policy) =>
      (policy.Properties.PolicyDocument.Statement as any[]).map((statement) => ({
        bucket: policy.Properties.Bucket.Ref as string,
        ...statement,
      })),
    );
    const granted = statements.filter((statement) => JSON.stringify(statement.Principal).includes(storeShell.roleArn));
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({
      Effect: 'Allow',
      Action: 's3:GetObject',
      Principal: { AWS: storeShell.roleArn },
    });
    expect(granted[0].bucket).toMatch(/^StoreSiteBucket/);
    expect(granted[0].Resource).toEqual({
      'Fn::Join': ['', [{ 'Fn::GetAtt': [granted[0].bucket, 'Arn'] }, '/index.html']],
    });
  });

  it('passes the cdk-nag AwsSolutions checks and grants nothing on "*"', () => {
    expect(nagErrors(web)).toEqual([]);
    expect(policyResources(template).filter(({ resource }) => resource === '*')).toEqual([]);
  });
});

describe('the web stack uploading the storefront', () => {
  let directory: string;
  let built: ReturnType<typeof build>;
  const indexHtml = '<!doctype html><script type="module" src="/assets/index-9f8e.js"></script>';
  const builtAt = new Date('2026-03-14T09:26:53.000Z');

  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'cellar-store-'));
    mkdirSync(join(directory, 'assets'));
    writeFileSync(join(directory, 'index.html'), indexHtml);
    utimesSync(join(directory, 'index.html'), builtAt, builtAt);
    writeFileSync(join(directory, 'assets', 'index-9f8e.js'), 'console.log(2)');
    built = build({ store: directory });
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it("records the build's version (the prerender's clientVersionOf of the same index.html) in the table once uploaded", () => {
    const all = resourcesOf(built.template) as Record<string, any>;
    const records = Object.entries(all).filter(([, resource]) => resource.Type === 'Custom::CellarClientTemplate');
    expect(records).toHaveLength(1);
    const [, record] = records[0]!;
    const version = clientVersionOf(indexHtml);
    // The item functions/src/workflows/client-template.ts reads.
    expect(clientTemplateKey).toEqual(keys.clientTemplate());
    const putItem = {
      service: 'DynamoDB',
      action: 'PutItem',
      parameters: {
        TableName: expect.stringMatching(/^\$\{import:cellar-test-data:.*Table/),
        Item: {
          pk: { S: 'GLOBAL' },
          sk: { S: 'CLIENT_TEMPLATE' },
          version: { S: version },
          builtAt: { S: builtAt.toISOString() },
        },
      },
      // A new build is a new version: the item is written again.
      physicalResourceId: { id: `client-template-${version}` },
    };
    // AwsCustomResource renders each call as JSON text, the table's name imported inside it.
    for (const name of ['Create', 'Update']) expect(JSON.parse(render(record.Properties[name])), name).toEqual(putItem);
    // Never on deletion: a deployment without a build leaves the item naming the build still served.
    expect(record.Properties.Delete).toBeUndefined();
    // After both uploads of the storefront.
    const uploads = Object.entries(all)
      .filter(([, resource]) => resource.Type === 'Custom::CDKBucketDeployment')
      .map(([id]) => id);
    expect(uploads).toHaveLength(2);
    expect([record.DependsOn].flat()).toEqual(expect.arrayContaining(uploads));
  });

  it('may PutItem on the table and nothing else, and passes cdk-nag', () => {
    const all = resourcesOf(built.template) as Record<string, any>;
    const statements = Object.values(all)
      .filter((resource) => resource.Type === 'AWS::IAM::Policy')
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as any[])
      .filter((statement) => [statement.Action].flat().some((action: string) => action.startsWith('dynamodb:')));
    expect(statements).toEqual([
      {
        Effect: 'Allow',
        Action: 'dynamodb:PutItem',
        Resource: { 'Fn::ImportValue': expect.stringMatching(/^cellar-test-data:.*Table.*Arn/) },
      },
    ]);
    expect(nagErrors(built.web)).toEqual([]);
    expect(policyResources(built.template).filter(({ resource }) => resource === '*')).toEqual([]);
  });
});

/** A template value as text: Fn::Join joined; ImportValue as `${import:Name}`. */
function render(value: any): string {
  if (typeof value === 'string') return value;
  if (value?.['Fn::Join']) return (value['Fn::Join'][1] as any[]).map(render).join(value['Fn::Join'][0]);
  if (value?.['Fn::ImportValue']) return `\${import:${value['Fn::ImportValue']}}`;
  throw new Error(`cannot render ${JSON.stringify(value)}`);
}

describe('the web stack with built sites', () => {
  let directory: string;
  let built: ReturnType<typeof build>;

  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'cellar-site-'));
    mkdirSync(join(directory, 'assets'));
    writeFileSync(
      join(directory, 'index.html'),
      '<!doctype html><script type="module" src="/assets/index-1a2b.js"></script>',
    );
    writeFileSync(join(directory, 'assets', 'index-1a2b.js'), 'console.log(1)');
    built = build({ admin: directory, store: join(directory, 'missing') });
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('uploads the sites whose folder exists: hashed assets cached a year, other files revalidated, nothing pruned, never over the releases', () => {
    expect(built.web.deployedSites).toEqual(['admin']);
    const deployments = Object.values(resourcesOf(built.template)).filter(
      (resource) => resource.Type === 'Custom::CDKBucketDeployment',
    );
    // Its files, its hashed assets, and the admin's runtime settings (the storefront its editor previews).
    expect(deployments).toHaveLength(3);
    const byCache = Object.fromEntries(
      deployments.map((deployment: any) => [
        deployment.Properties.SystemMetadata['cache-control'],
        deployment.Properties,
      ]),
    );
    expect(byCache['public, max-age=31536000, immutable']).toMatchObject({
      Include: ['assets/*'],
      Exclude: ['*'],
      Prune: false,
    });
    // Older hashed assets stay (prerendered releases name the build they were made with), and nothing of a build is
    // written under releases/, where the workflows write.
    expect(byCache['public, max-age=0, must-revalidate']).toMatchObject({
      Exclude: ['assets/*', 'releases/*'],
      Prune: false,
    });
    expect(byCache['no-cache']).toMatchObject({ Prune: false });
    expect(JSON.stringify(byCache['no-cache'].SourceMarkers)).toContain('StoreDistribution');
  });

  it('still passes cdk-nag (the CDK deployment Lambda\'s findings are acknowledged with reasons) and grants nothing on "*"', () => {
    expect(nagErrors(built.web)).toEqual([]);
    expect(policyResources(built.template).filter(({ resource }) => resource === '*')).toEqual([]);
  });
});
