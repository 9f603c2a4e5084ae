/**
 * The stacks of one stage, in order: data (table, media bucket, pools, release pointers, alarm
 * topic) → api (Lambdas, HTTP API) → waf (in us-east-1: the sites' WAF web ACL and the storefront's
 * Lambda@Edge function) → web (sites on CloudFront, with /api and /media) → workflows (state
 * machines and their task Lambda, which needs the API's address and the storefront's bucket). Used
 * by `bin/app.ts` and by the tests, so the tests synthesize exactly what `cdk synth` does.
 */
import { type App, Tags } from 'aws-cdk-lib';
import { ApiStack } from './api-stack.ts';
import { DataStack } from './data-stack.ts';
import type { Stage, StageConfig } from './stage.ts';
import { WafStack } from './waf-stack.ts';
import { type SiteName, WebStack } from './web-stack.ts';
import { WorkflowsStack } from './workflows-stack.ts';

export interface CellarStacks {
  readonly data: DataStack;
  readonly api: ApiStack;
  readonly web: WebStack;
  readonly waf: WafStack;
  readonly workflows: WorkflowsStack;
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
    alarmEmails: config.alarmEmails,
    description: `Cellar (${stage}): DynamoDB table, media bucket, Cognito user pools, alarm topic`,
  });
  const api = new ApiStack(app, `cellar-${stage}-api`, {
    stage,
    config,
    table: data.table,
    mediaBucket: data.mediaBucket,
    userPools: data.userPools,
    releasePointers: data.releasePointers,
    alarmTopic: data.alarmTopic,
    description: `Cellar (${stage}): HTTP API and one Lambda per route group`,
  });
  const waf = new WafStack(app, `cellar-${stage}-waf`, {
    stage,
    description: `Cellar (${stage}): WAF web ACL of the sites and the storefront's Lambda@Edge function (us-east-1)`,
  });
  const web = new WebStack(app, `cellar-${stage}-web`, {
    stage,
    apiDomainName: api.apiDomainName,
    mediaBucket: data.mediaBucket,
    webAclArn: waf.sitesWebAclArn(),
    originVerifySecret: api.originVerifySecret,
    releasePointers: data.releasePointers,
    table: data.table,
    storeShell: { versionArn: waf.storeShellVersionArn(), roleArn: waf.storeShellRoleArn() },
    siteDirectories: options.siteDirectories,
    description: `Cellar (${stage}): admin and storefront sites on CloudFront, with /api and /media`,
  });

  // The API starts the machines by ARN, computed from their names (workflow-arns.ts): a reference from api to
  // workflows would be a cycle, since the task Lambda needs the API's address.
  const workflows = new WorkflowsStack(app, `cellar-${stage}-workflows`, {
    stage,
    config,
    table: data.table,
    mediaBucket: data.mediaBucket,
    userPools: data.userPools,
    apiUrl: api.apiEndpoint,
    releasesBucket: web.siteBuckets.store,
    releasePointers: data.releasePointers,
    alarmTopic: data.alarmTopic,
    description: `Cellar (${stage}): Step Functions workflows (publishing, site init and delete) and their task Lambda`,
  });

  // Fn::GetStackOutput is no CDK reference: the order is stated.
  web.addStackDependency(waf, "the web ACL and the Lambda@Edge function are read from the waf stack's outputs");

  for (const stack of [data, api, web, waf, workflows]) {
    Tags.of(stack).add('project', 'cellar');
    Tags.of(stack).add('stage', stage);
  }
  return { data, api, web, waf, workflows };
}
