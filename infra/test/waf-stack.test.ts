import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCellarStacks, type CellarStacks } from '../lib/cellar-app.ts';
import { parseStageConfig } from '../lib/stage.ts';
import { storeShellDirectory } from '../lib/waf-stack.ts';
import {
  rateWindowSeconds,
  requestsPerAddress,
  sensitiveCallsPerAddress,
  sensitivePathPatterns,
  tooManyRequestsBody,
  tooManyRequestsBodyKey,
} from '../lib/waf-rules.ts';
import { cdkContext, nagErrors, resourcesOf, testApp } from './support.ts';

let stacks: CellarStacks;
let acl: any;
let aclId: string;
let rules: Record<string, any>;
let web: Record<string, any>;
let wafTemplate: Template;

beforeAll(() => {
  stacks = addCellarStacks(testApp({ nag: true }), {
    stage: 'dev',
    config: parseStageConfig('dev', cdkContext.stages),
    siteDirectories: {},
  });
  wafTemplate = Template.fromStack(stacks.waf);
  const acls = Object.entries(resourcesOf(wafTemplate)).filter(
    ([, resource]) => resource.Type === 'AWS::WAFv2::WebACL',
  ) as [string, any][];
  expect(acls).toHaveLength(1);
  [aclId, { Properties: acl }] = acls[0]!;
  rules = Object.fromEntries(acl.Rules.map((rule: any) => [rule.Name, rule]));
  web = resourcesOf(Template.fromStack(stacks.web));
});

/** What WAF's scope-down would say for a request (the patterns are plain enough for JS's regex). */
function isSensitive(method: string, path: string): boolean {
  const pattern = sensitivePathPatterns().get(method);
  return pattern !== undefined && new RegExp(pattern).test(path.replace(/\/{2,}/g, '/'));
}

describe("the sites' WAF web ACL", () => {
  it('lives in a stack of its own in us-east-1 (CloudFront scope), with CloudWatch metrics on the ACL and every rule', () => {
    expect(stacks.waf.region).toBe('us-east-1');
    expect(acl).toMatchObject({
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      VisibilityConfig: { CloudWatchMetricsEnabled: true },
    });
    for (const rule of acl.Rules)
      expect(rule.VisibilityConfig, rule.Name).toMatchObject({
        CloudWatchMetricsEnabled: true,
        SampledRequestsEnabled: true,
      });
  });

  it("is attached to both distributions through the waf stack's output, and the web stack deploys after it", () => {
    const outputs = wafTemplate.findOutputs('*');
    expect(Object.keys(outputs).sort()).toEqual(['SitesWebAclArn', 'StoreShellRoleArn', 'StoreShellVersionArn']);
    const outputName = 'SitesWebAclArn';
    const output = outputs[outputName]!;
    const distributions = Object.values(web).filter((resource) => resource.Type === 'AWS::CloudFront::Distribution');
    expect(distributions).toHaveLength(2);
    for (const distribution of distributions) {
      expect(distribution.Properties.DistributionConfig.WebACLId).toEqual({
        'Fn::GetStackOutput': { StackName: stacks.waf.stackName, Region: 'us-east-1', OutputName: outputName },
      });
    }
    expect(output.Value).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    expect(stacks.web.dependencies).toContain(stacks.waf);
  });

  it(`blocks a client address past ${requestsPerAddress} requests in ${rateWindowSeconds / 60} minutes with a 429 in our JSON envelope`, () => {
    expect(rules.RequestsPerAddress.Statement.RateBasedStatement).toEqual({
      AggregateKeyType: 'IP',
      Limit: 2000,
      EvaluationWindowSec: 300,
    });
    expect(rules.RequestsPerAddress.Action).toEqual({
      Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: tooManyRequestsBodyKey } },
    });
    expect(acl.CustomResponseBodies[tooManyRequestsBodyKey]).toEqual({
      ContentType: 'APPLICATION_JSON',
      Content: tooManyRequestsBody,
    });
    expect(JSON.parse(tooManyRequestsBody)).toEqual({
      success: false,
      message: 'Too many requests, please try again later',
      data: null,
    });
  });

  it(`blocks a client address past ${sensitiveCallsPerAddress} sign-in, registration, password reset, order and message calls in 5 minutes`, () => {
    const statement = rules.SensitiveCallsPerAddress.Statement.RateBasedStatement;
    expect(statement).toMatchObject({ AggregateKeyType: 'IP', Limit: 100, EvaluationWindowSec: 300 });
    expect(rules.SensitiveCallsPerAddress.Action).toEqual(rules.RequestsPerAddress.Action);
    // The template carries the same patterns the helper below checks.
    const patterns = statement.ScopeDownStatement.OrStatement.Statements.map(
      (alternative: any) => alternative.AndStatement.Statements[1].RegexMatchStatement.RegexString,
    );
    expect(patterns).toEqual([...sensitivePathPatterns().values()]);
    for (const [method, path] of [
      ['POST', '/api/admin/login'],
      ['POST', '/api/login'],
      ['POST', '/api/register'],
      ['PUT', '/api/password/reset/ask'],
      ['PUT', '/api/admin/password/reset/ask'],
      ['POST', '/api/order'],
      ['POST', '/api/message'],
      ['POST', '/api/login/'],
      ['POST', '/api//login'],
    ] as const) {
      expect(isSensitive(method, path), `${method} ${path}`).toBe(true);
    }
    for (const [method, path] of [
      ['GET', '/api/order'],
      ['GET', '/api/message'],
      ['POST', '/api/order/discount'],
      ['POST', '/login'],
      ['PUT', '/api/admin/product/12'],
    ] as const) {
      expect(isSensitive(method, path), `${method} ${path}`).toBe(false);
    }
  });

  it('adds the Amazon IP reputation list first and the known-bad-inputs group, with their own actions', () => {
    expect(acl.Rules.map((rule: any) => rule.Name)).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'RequestsPerAddress',
      'SensitiveCallsPerAddress',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    expect(acl.Rules.map((rule: any) => rule.Priority)).toEqual([0, 1, 2, 3]);
    for (const name of ['AWSManagedRulesAmazonIpReputationList', 'AWSManagedRulesKnownBadInputsRuleSet']) {
      expect(rules[name]).toMatchObject({
        Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: name } },
        OverrideAction: { None: {} },
      });
    }
  });

  it('passes the cdk-nag AwsSolutions checks', () => {
    expect(nagErrors(stacks.waf)).toEqual([]);
  });
});

describe("the storefront's origin-response function (Lambda@Edge)", () => {
  const waf = () => resourcesOf(wafTemplate) as Record<string, any>;
  const fnEntry = () => {
    const functions = Object.entries(waf()).filter(([, resource]) => resource.Type === 'AWS::Lambda::Function');
    expect(functions).toHaveLength(1);
    return functions[0]! as [string, any];
  };
  const getStackOutput = (name: string) => ({
    'Fn::GetStackOutput': { StackName: stacks.waf.stackName, Region: 'us-east-1', OutputName: name },
  });

  it('lives in this us-east-1 stack as Lambda@Edge allows it: no environment, x86_64, Node.js 22, small and quick', () => {
    const [, fn] = fnEntry();
    expect(fn.Properties).toMatchObject({
      Handler: 'index.handler',
      Runtime: 'nodejs22.x',
      Architectures: ['x86_64'],
      MemorySize: 128,
      Timeout: 5,
    });
    expect(fn.Properties.Environment).toBeUndefined();
    expect(fn.Properties.TracingConfig).toBeUndefined();
    // Its code is the folder of store-shell/index.mjs (infra/test/store-shell.test.ts runs that file).
    const staged = join(
      (stacks.waf.node.root as App).outdir,
      `asset.${fn.Properties.Code.S3Key.replace(/\.zip$/, '')}`,
    );
    expect(readdirSync(staged)).toEqual(['index.mjs']);
    expect(readFileSync(join(staged, 'index.mjs'), 'utf8')).toBe(
      readFileSync(join(storeShellDirectory, 'index.mjs'), 'utf8'),
    );
    const role = waf()[fn.Properties.Role['Fn::GetAtt'][0]];
    const trusted = (role.Properties.AssumeRolePolicyDocument.Statement as any[]).flatMap((statement) =>
      [statement.Principal.Service].flat(),
    );
    expect(trusted.sort()).toEqual(['edgelambda.amazonaws.com', 'lambda.amazonaws.com']);
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
  });

  it('may write its logs in any region, to its own log groups only, and nothing else (the bucket grants it index.html)', () => {
    const [fnId, fn] = fnEntry();
    const roleId = fn.Properties.Role['Fn::GetAtt'][0];
    const policies = Object.values(waf()).filter(
      (resource) =>
        resource.Type === 'AWS::IAM::Policy' && resource.Properties.Roles.some((role: any) => role.Ref === roleId),
    );
    const statements = policies.flatMap((policy) => policy.Properties.PolicyDocument.Statement as any[]);
    expect(statements).toHaveLength(1);
    expect(statements[0].Action).toEqual(['logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents']);
    const group = ['arn:aws:logs:*:', { Ref: 'AWS::AccountId' }, ':log-group:/aws/lambda/us-east-1.', { Ref: fnId }];
    expect(statements[0].Resource).toEqual(
      expect.arrayContaining([{ 'Fn::Join': ['', group] }, { 'Fn::Join': ['', [...group, ':*']] }]),
    );
    expect(statements[0].Resource).toHaveLength(2);
  });

  it("is associated with the storefront's default behaviour by its published version, read from this stack's outputs", () => {
    const outputs = wafTemplate.findOutputs('*') as Record<string, any>;
    const [versionId] = Object.entries(waf()).find(([, resource]) => resource.Type === 'AWS::Lambda::Version')!;
    expect(outputs.StoreShellVersionArn.Value).toEqual({ Ref: versionId });
    expect(outputs.StoreShellRoleArn.Value).toEqual({
      'Fn::GetAtt': [fnEntry()[1].Properties.Role['Fn::GetAtt'][0], 'Arn'],
    });
    const distributions = Object.entries(web).filter(
      ([, resource]) => resource.Type === 'AWS::CloudFront::Distribution',
    );
    const associations = distributions.map(
      ([, distribution]) => distribution.Properties.DistributionConfig.DefaultCacheBehavior.LambdaFunctionAssociations,
    );
    expect(associations.filter(Boolean)).toEqual([
      [{ EventType: 'origin-response', LambdaFunctionARN: getStackOutput('StoreShellVersionArn') }],
    ]);
    const policies = Object.values(web).filter((resource) => resource.Type === 'AWS::S3::BucketPolicy');
    const grants = policies.flatMap((policy) =>
      (policy.Properties.PolicyDocument.Statement as any[]).filter(
        (statement) =>
          JSON.stringify(statement.Principal) === JSON.stringify({ AWS: getStackOutput('StoreShellRoleArn') }),
      ),
    );
    expect(grants).toHaveLength(1);
    expect(grants[0].Action).toBe('s3:GetObject');
  });
});
