import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCellarStacks, type CellarStacks } from '../lib/cellar-app.ts';
import { parseStageConfig } from '../lib/stage.ts';
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
    expect(Object.keys(outputs)).toHaveLength(1);
    const [[outputName, output]] = Object.entries(outputs) as [[string, any]];
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
