/**
 * The stacks of one stage, in order: data (table, media bucket, pools) → api (Lambdas, HTTP API) →
 * web (sites on CloudFront, with /api and /media), the web stack also after waf (the sites' WAF web
 * ACL, in us-east-1). Used by `bin/app.ts` and by the tests, so the
 * tests synthesize exactly what `cdk synth` does.
 */
import { type App, Tags } from 'aws-cdk-lib';
import { ApiStack } from './api-stack.ts';
import { DataStack } from './data-stack.ts';
import type { Stage, StageConfig } from './stage.ts';
import { WafStack } from './waf-stack.ts';
import { type SiteName, WebStack } from './web-stack.ts';

export interface CellarStacks {
  readonly data: DataStack;
  readonly api: ApiStack;
  readonly web: WebStack;
  readonly waf: WafStack;
}

export function addCellarStacks(
  app: App,
  options: { stage: Stage; config: StageConfig; siteDirectories?: Partial<Record<SiteName, string>> },
): CellarStacks {
  const { stage, config } = options;
  // Environment-agnostic: synth needs no AWS credentials; the stacks deploy to the CLI's account
  // and region. A stack that needs a fixed account/region (e.g. a CloudFront certificate in
  // us-east-1) sets its own `env`.
  const data = new DataStack(app, `cellar-${stage}-data`, {
    stage,
    uploadOrigins: [new URL(config.adminWebUrl).origin, ...config.adminOrigins],
    description: `Cellar (${stage}): DynamoDB table, media bucket, Cognito user pools`,
  });
  const api = new ApiStack(app, `cellar-${stage}-api`, {
    stage,
    config,
    table: data.table,
    mediaBucket: data.mediaBucket,
    userPools: data.userPools,
    description: `Cellar (${stage}): HTTP API and one Lambda per route group`,
  });
  const waf = new WafStack(app, `cellar-${stage}-waf`, {
    stage,
    description: `Cellar (${stage}): WAF web ACL of the sites (CloudFront scope, us-east-1)`,
  });
  const web = new WebStack(app, `cellar-${stage}-web`, {
    stage,
    apiDomainName: api.apiDomainName,
    mediaBucket: data.mediaBucket,
    webAclArn: waf.sitesWebAclArn(),
    originVerifySecret: api.originVerifySecret,
    siteDirectories: options.siteDirectories,
    description: `Cellar (${stage}): admin and storefront sites on CloudFront, with /api and /media`,
  });

  // Fn::GetStackOutput is no CDK reference: the order is stated.
  web.addStackDependency(waf, "the web ACL ARN is read from the waf stack's output");

  for (const stack of [data, api, web, waf]) {
    Tags.of(stack).add('project', 'cellar');
    Tags.of(stack).add('stage', stage);
  }
  return { data, api, web, waf };
}
