/**
 * The rules of the sites' WAF web ACL (`waf-stack.ts`), as plain CloudFormation values so the tests
 * can read them. The API Gateway stage throttle is shared by every shop; these limits are per client
 * address, so one client cannot starve the others.
 */
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { routeTable } from '@cellar/shared/routes/route-table';

/** WAF counts over a sliding window of this length (300 s is WAF's default and the usual choice). */
export const rateWindowSeconds = 300;
/**
 * Requests of every kind (pages, assets, API) per client address and window: a storefront visit or a
 * busy admin session stays far below it (≈ 6.7 requests/s sustained), a scraper or a loop does not.
 */
export const requestsPerAddress = 2000;
/**
 * Sign-in, registration, password reset, order and contact-message calls per client address and
 * window: what a person does in five minutes is a handful; guessing passwords or flooding
 * mailboxes and orders needs hundreds.
 */
export const sensitiveCallsPerAddress = 100;

/** The calls under the tighter limit, by route name (their method and path come from the route table). */
export const sensitiveRouteNames = [
  'adminLogin',
  'login',
  'register',
  'passwordResetAsk',
  // Staff ask for a reset link too, and choosing a new password with a token is a guess at the token.
  'adminPasswordResetAsk',
  'passwordReset',
  'orderCreate',
  'contactMessage',
] as const satisfies readonly (keyof typeof routeTable)[];

/** The key of the 429 body in the web ACL's custom response bodies. */
export const tooManyRequestsBodyKey = 'too-many-requests';
/** Our JSON envelope, so the SPAs show the message as they show any refused call. */
export const tooManyRequestsBody = JSON.stringify({
  success: false,
  message: 'Too many requests, please try again later',
  data: null,
});

export interface SensitiveCall {
  readonly method: string;
  /** As the browser sends it: under `/api` on the site's own domain. */
  readonly path: string;
}

export function sensitiveCalls(): SensitiveCall[] {
  return sensitiveRouteNames.map((name) => ({ method: routeTable[name].method, path: `/api${routeTable[name].path}` }));
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One anchored pattern per method. The Lambdas' matcher ignores empty segments (`//login/` is
 * `/login`), so the pattern allows a trailing slash and the path is normalised first (`//`, `/./`).
 */
export function sensitivePathPatterns(calls: readonly SensitiveCall[] = sensitiveCalls()): Map<string, string> {
  const byMethod = new Map<string, string[]>();
  for (const call of calls) byMethod.set(call.method, [...(byMethod.get(call.method) ?? []), escapeRegex(call.path)]);
  return new Map([...byMethod].map(([method, paths]) => [method, `^(${paths.join('|')})/?$`]));
}

const block429: CfnWebACL.RuleActionProperty = {
  block: { customResponse: { responseCode: 429, customResponseBodyKey: tooManyRequestsBodyKey } },
};

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

function managedGroup(name: string, priority: number): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
    overrideAction: { none: {} },
    visibilityConfig: visibility(name),
  };
}

/** `method` is one of the calls' methods and the normalised path matches its pattern. */
function sensitiveStatement(): CfnWebACL.StatementProperty {
  const alternatives: CfnWebACL.StatementProperty[] = [...sensitivePathPatterns()].map(([method, pattern]) => ({
    andStatement: {
      statements: [
        {
          byteMatchStatement: {
            fieldToMatch: { method: {} },
            positionalConstraint: 'EXACTLY',
            searchString: method.toLowerCase(),
            textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
          },
        },
        {
          regexMatchStatement: {
            fieldToMatch: { uriPath: {} },
            regexString: pattern,
            textTransformations: [{ priority: 0, type: 'NORMALIZE_PATH' }],
          },
        },
      ],
    },
  }));
  return alternatives.length === 1 ? alternatives[0]! : { orStatement: { statements: alternatives } };
}

/**
 * Known-bad addresses first (Amazon's reputation list), then the two rate limits answering 429 in
 * our envelope, then known-bad inputs (Log4j, Java deserialisation, localhost Host…), which inspect
 * paths and headers and do not misread JSON bodies. Rule groups that inspect bodies for SQL or XSS
 * (the core rule set) would block rich-text pages and product descriptions: left out.
 */
export function sitesWebAclRules(): CfnWebACL.RuleProperty[] {
  return [
    managedGroup('AWSManagedRulesAmazonIpReputationList', 0),
    {
      name: 'RequestsPerAddress',
      priority: 1,
      statement: {
        rateBasedStatement: {
          aggregateKeyType: 'IP',
          limit: requestsPerAddress,
          evaluationWindowSec: rateWindowSeconds,
        },
      },
      action: block429,
      visibilityConfig: visibility('RequestsPerAddress'),
    },
    {
      name: 'SensitiveCallsPerAddress',
      priority: 2,
      statement: {
        rateBasedStatement: {
          aggregateKeyType: 'IP',
          limit: sensitiveCallsPerAddress,
          evaluationWindowSec: rateWindowSeconds,
          scopeDownStatement: sensitiveStatement(),
        },
      },
      action: block429,
      visibilityConfig: visibility('SensitiveCallsPerAddress'),
    },
    managedGroup('AWSManagedRulesKnownBadInputsRuleSet', 3),
  ];
}
