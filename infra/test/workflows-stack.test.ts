import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RouteGroup, routeGroups } from '@cellar/shared/routes/define';
import { tableDefinition } from '@cellar/shared/resources/table';
import {
  machineDefinitionFile,
  machineResourceName,
  type WorkflowMachineName,
  workflowMachineNames,
} from '@cellar/shared/workflows/machines';
import { api5xxThreshold } from '../lib/alarms.ts';
import { addCellarStacks, type CellarStacks } from '../lib/cellar-app.ts';
import {
  groupPermissions,
  jobExecutionActions,
  jobStartActions,
  releasePointerActions,
} from '../lib/group-permissions.ts';
import { repoRoot } from '../lib/lambda-bundling.ts';
import { parseStageConfig } from '../lib/stage.ts';
import { machineNamePrefix } from '../lib/workflow-arns.ts';
import {
  customerPoolTaskActions,
  siteExportPrefix,
  siteMediaPrefixes,
  taskHandlerEntry,
} from '../lib/workflows-stack.ts';
import { mediaKeys } from '../../functions/src/data/keys.ts';
import type { SiteId } from '../../functions/src/data/site-id.ts';
import { cdkContext, nagErrors, resourcesOf, testApp } from './support.ts';

const stage = 'dev';
const config = parseStageConfig(stage, cdkContext.stages);

let app: App;
let stacks: CellarStacks;
let data: Record<string, any>;
let api: Record<string, any>;
let web: Record<string, any>;
let workflows: Record<string, any>;
let workflowsNag: string[];

beforeAll(() => {
  app = testApp({ nag: true });
  stacks = addCellarStacks(app, { stage, config, siteDirectories: {} });
  data = resourcesOf(Template.fromStack(stacks.data));
  api = resourcesOf(Template.fromStack(stacks.api));
  web = resourcesOf(Template.fromStack(stacks.web));
  workflows = resourcesOf(Template.fromStack(stacks.workflows));
  workflowsNag = nagErrors(stacks.workflows);
});

const ofType = (resources: Record<string, any>, type: string) =>
  Object.entries(resources).filter(([, resource]) => resource.Type === type);

/** A template value as text: Fn::Join joined; Ref, GetAtt, ImportValue as `${Name}`, `${Id.Attr}`, `${import:Name}`. */
function render(value: any): string {
  if (typeof value === 'string') return value;
  if (value?.['Fn::Join']) return (value['Fn::Join'][1] as any[]).map(render).join(value['Fn::Join'][0]);
  if (value?.Ref) return `\${${value.Ref}}`;
  if (value?.['Fn::GetAtt']) return `\${${value['Fn::GetAtt'].join('.')}}`;
  if (value?.['Fn::ImportValue']) return `\${import:${value['Fn::ImportValue']}}`;
  throw new Error(`cannot render ${JSON.stringify(value)}`);
}

const arn = (resource: string) => `arn:\${AWS::Partition}:states:\${AWS::Region}:\${AWS::AccountId}:${resource}`;

/** The statements of the policies attached to a role. */
function statementsOf(resources: Record<string, any>, roleId: string): { actions: string[]; resources: string[] }[] {
  return ofType(resources, 'AWS::IAM::Policy')
    .filter(([, policy]) => policy.Properties.Roles.some((role: any) => role.Ref === roleId))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as any[])
    .map((statement) => ({
      actions: [statement.Action].flat().sort(),
      resources: [statement.Resource].flat().map(render).sort(),
    }));
}

/** The statements of a role's policies with their conditions. */
function statementsWithConditions(resources: Record<string, any>, roleId: string) {
  return ofType(resources, 'AWS::IAM::Policy')
    .filter(([, policy]) => policy.Properties.Roles.some((role: any) => role.Ref === roleId))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as any[])
    .map((statement) => ({
      actions: [statement.Action].flat().sort() as string[],
      resources: [statement.Resource].flat().map(render).sort(),
      conditions: statement.Condition as unknown,
    }));
}

/** Every action of a role, each with the resources it is granted on. */
function grants(resources: Record<string, any>, roleId: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const statement of statementsOf(resources, roleId))
    for (const action of statement.actions)
      found.set(action, [...(found.get(action) ?? []), ...statement.resources].sort());
  return found;
}

function taskFunction(): [string, any] {
  const functions = ofType(workflows, 'AWS::Lambda::Function');
  expect(functions).toHaveLength(1);
  return functions[0]!;
}

const machines = () => ofType(workflows, 'AWS::StepFunctions::StateMachine');
function machineNamed(name: WorkflowMachineName): [string, any] {
  const found = machines().find(
    ([, machine]) => machine.Properties.StateMachineName === machineResourceName(stage, name),
  );
  expect(found, name).toBeDefined();
  return found!;
}

function groupRole(group: RouteGroup): string {
  const [, fn] = ofType(api, 'AWS::Lambda::Function').find(
    ([, resource]) => resource.Properties.Environment?.Variables?.ROUTE_GROUP === group,
  )!;
  return fn.Properties.Role['Fn::GetAtt'][0];
}

/** Every Task state of a definition, Map iterations and parallel branches included. */
function taskStates(definition: any): [string, any][] {
  return Object.entries(definition.States as Record<string, any>).flatMap(([name, state]) => [
    ...(state.Type === 'Task' ? [[name, state] as [string, any]] : []),
    ...(state.ItemProcessor ? taskStates(state.ItemProcessor) : []),
    ...(state.Iterator ? taskStates(state.Iterator) : []),
    ...((state.Branches ?? []) as any[]).flatMap(taskStates),
  ]);
}

/** The metrics an alarm watches, whether alone or in a metric-math expression. */
function alarmMetrics(alarm: any): { namespace: string; name: string; dimensions: Record<string, string> }[] {
  const single = alarm.Properties.MetricName
    ? [
        {
          Namespace: alarm.Properties.Namespace,
          MetricName: alarm.Properties.MetricName,
          Dimensions: alarm.Properties.Dimensions,
        },
      ]
    : [];
  const math = ((alarm.Properties.Metrics ?? []) as any[]).flatMap((metric) =>
    metric.MetricStat ? [metric.MetricStat.Metric] : [],
  );
  return [...single, ...math].map((metric) => ({
    namespace: metric.Namespace,
    name: metric.MetricName,
    dimensions: Object.fromEntries(((metric.Dimensions ?? []) as any[]).map((d) => [d.Name, render(d.Value)])),
  }));
}

describe('the state machines', () => {
  it('are one standard machine per ASL file, named cellar-<stage>-<name>: the names the API starts', () => {
    expect(machines()).toHaveLength(workflowMachineNames.length);
    for (const name of workflowMachineNames) {
      const [, machine] = machineNamed(name);
      expect(machine.Properties.StateMachineType).toBe('STANDARD');
      expect(machine.Properties.StateMachineName).toBe(`${machineNamePrefix(stage)}${name}`);
    }
  });

  it('are synthesized from the very ASL files the local runner executes, ${TaskFunctionArn} being the task Lambda', () => {
    const [taskId] = taskFunction();
    for (const name of workflowMachineNames) {
      const [id, machine] = machineNamed(name);
      const file = readFileSync(join(repoRoot, machineDefinitionFile(name)), 'utf8');
      // DefinitionBody.fromFile: an asset, uploaded as is; Step Functions substitutes when it reads it.
      expect(machine.Properties.DefinitionString, id).toBeUndefined();
      const key = machine.Properties.DefinitionS3Location.Key as string;
      const asset = readFileSync(join(app.outdir, `asset.${key}`), 'utf8');
      expect(JSON.parse(asset), name).toEqual(JSON.parse(file));
      expect(machine.Properties.DefinitionSubstitutions).toEqual({
        TaskFunctionArn: { 'Fn::GetAtt': [taskId, 'Arn'] },
      });
      // Every placeholder is substituted, and after substitution every Task state calls the task Lambda.
      expect(new Set([...asset.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]))).toEqual(
        new Set(['TaskFunctionArn']),
      );
      const lambdaArn = 'arn:aws:lambda:eu-west-3:123456789012:function:cellar-dev-task';
      const deployed = JSON.parse(asset.replaceAll('${TaskFunctionArn}', lambdaArn));
      const tasks = taskStates(deployed);
      expect(tasks.length, name).toBeGreaterThan(0);
      for (const [state, task] of tasks) expect(task.Resource, `${name} ${state}`).toBe(lambdaArn);
    }
  });

  it("log every transition without the states' data to their own log group, and are traced", () => {
    for (const name of workflowMachineNames) {
      const [, machine] = machineNamed(name);
      const logging = machine.Properties.LoggingConfiguration;
      expect(logging).toMatchObject({ Level: 'ALL', IncludeExecutionData: false });
      const logGroup = logging.Destinations[0].CloudWatchLogsLogGroup.LogGroupArn['Fn::GetAtt'][0];
      expect(workflows[logGroup]).toMatchObject({ Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: 30 } });
      expect(machine.Properties.TracingConfiguration).toEqual({ Enabled: true });
    }
  });

  it('may invoke the task Lambda and nothing else (their logging and tracing aside, which have no resource)', () => {
    const [taskId] = taskFunction();
    for (const name of workflowMachineNames) {
      const [, machine] = machineNamed(name);
      const roleId = machine.Properties.RoleArn['Fn::GetAtt'][0];
      expect(JSON.stringify(workflows[roleId].Properties.AssumeRolePolicyDocument)).toContain('states.');
      const statements = statementsOf(workflows, roleId);
      const scoped = statements.filter((statement) => !statement.resources.includes('*'));
      expect(scoped, name).toEqual([{ actions: ['lambda:InvokeFunction'], resources: [`\${${taskId}.Arn}`] }]);
      const unscoped = statements.filter((statement) => statement.resources.includes('*'));
      expect(unscoped.flatMap((statement) => statement.resources)).toEqual(['*']);
      expect(
        unscoped[0]!.actions.filter(
          (action) =>
            !/^(logs:\w+LogDelivery|logs:\w+LogDeliveries|logs:(PutResourcePolicy|DescribeResourcePolicies|DescribeLogGroups)|xray:\w+)$/.test(
              action,
            ),
        ),
      ).toEqual([]);
    }
  });
});

describe('the task Lambda', () => {
  it('runs the task handler: Node.js 22 on arm64, 1536 MB for prerendering, 15 minutes, traced, its own log group', () => {
    expect(existsSync(taskHandlerEntry)).toBe(true);
    expect(readFileSync(taskHandlerEntry, 'utf8')).toMatch(/export const handler\b/);
    const [, fn] = taskFunction();
    expect(fn.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      MemorySize: 1536,
      Timeout: 900,
      Handler: 'index.handler',
      TracingConfig: { Mode: 'Active' },
    });
    const logGroup = fn.Properties.LoggingConfig.LogGroup.Ref;
    expect(workflows[logGroup]).toMatchObject({ Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: 30 } });
    expect(workflows[fn.Properties.Role['Fn::GetAtt'][0]].Properties.ManagedPolicyArns).toBeUndefined();
  });

  it("knows the API's address, the storefront's bucket, the release pointers and the stage, as the API's Lambdas do", () => {
    const variables = taskFunction()[1].Properties.Environment.Variables as Record<string, any>;
    expect(variables).toMatchObject({
      STAGE: stage,
      LOG_LEVEL: config.logLevel,
      STORE_WEB_URL: config.storeWebUrl,
      ADMIN_WEB_URL: config.adminWebUrl,
      MEDIA_BASE_URL: '/media',
      AUTH_MODE: 'cognito',
      POWERTOOLS_SERVICE_NAME: 'workflows',
      RELEASE_POINTERS: 'kvs',
      WORKFLOW_ADAPTER: 'stepfunctions',
      NODE_OPTIONS: '--enable-source-maps',
    });
    expect(render(variables.TABLE_NAME)).toMatch(/^\$\{import:cellar-dev-data:.*Table/);
    expect(render(variables.MEDIA_BUCKET)).toMatch(/^\$\{import:cellar-dev-data:.*MediaBucket/);
    expect(render(variables.KVS_ARN)).toMatch(/^\$\{import:cellar-dev-data:.*ReleasePointers.*Arn/);
    // The storefront's bucket holds the releases and the built index.html the prerender starts from.
    expect(render(variables.RELEASES_BUCKET)).toMatch(/^\$\{import:cellar-dev-web:.*StoreSiteBucket/);
    // The HTTP API's own address, without a trailing slash: the renderer appends `/page/…`.
    expect(render(variables.API_URL)).toMatch(/^\$\{import:cellar-dev-api:.*HttpApi.*ApiEndpoint/);
    expect(render(variables.STATE_MACHINE_ARN_PREFIX)).toBe(arn(`stateMachine:${machineNamePrefix(stage)}`));
    for (const name of ['STAFF_POOL_ID', 'STAFF_CLIENT_ID', 'CUSTOMER_POOL_ID', 'CUSTOMER_CLIENT_ID', 'MAIL_FROM'])
      expect(variables[name], name).toBeDefined();
    // The site deletion's Cognito client removes customers from the pool the API's Lambdas name, the one it may call.
    const [, apiFunction] = ofType(api, 'AWS::Lambda::Function')[0]!;
    for (const name of ['STAFF_POOL_ID', 'STAFF_CLIENT_ID', 'CUSTOMER_POOL_ID', 'CUSTOMER_CLIENT_ID'])
      expect(render(variables[name]), name).toBe(render(apiFunction.Properties.Environment.Variables[name]));
    expect(render(variables.CUSTOMER_POOL_ID)).toMatch(/^\$\{import:cellar-dev-data:.*CustomerUserPool/);
    expect(
      Object.keys(variables).filter((name) => name.endsWith('_ENDPOINT') || name === 'ORIGIN_VERIFY_SECRET'),
    ).toEqual([]);
  });

  it('may touch the table, the site deletion\'s media and customers, the storefront bucket\'s releases (and read its index.html) and the pointers: nothing else, no "*" but X-Ray', () => {
    const roleId = taskFunction()[1].Properties.Role['Fn::GetAtt'][0];
    const granted = grants(workflows, roleId);
    const services = new Set([...granted.keys()].map((action) => action.split(':')[0]));
    expect([...services].sort()).toEqual(['cloudfront-keyvaluestore', 'cognito-idp', 'dynamodb', 'logs', 's3', 'xray']);
    // No task starts an execution: the massive update's sites run in its inline Map, within its own execution.
    expect(services.has('states')).toBe(false);

    const media = (below: string) =>
      expect.stringMatching(new RegExp(`^\\$\\{import:cellar-dev-data:.*MediaBucket.*Arn.*\\}/${below}\\*$`));
    const releases = expect.stringMatching(/^\$\{import:cellar-dev-web:.*StoreSiteBucket.*Arn.*\}\/releases\/\*$/);
    const template = expect.stringMatching(/^\$\{import:cellar-dev-web:.*StoreSiteBucket.*Arn.*\}\/index\.html$/);
    // The site deletion: each of its prefixes emptied, its export written; nothing read.
    expect(granted.get('s3:DeleteObject')).toEqual(
      expect.arrayContaining([media('sites/'), media('private/sites/'), media('uploads/'), releases]),
    );
    expect(granted.get('s3:DeleteObject')).toHaveLength(4);
    expect(granted.get('s3:PutObject')).toEqual(expect.arrayContaining([media('private/exports/'), releases]));
    expect(granted.get('s3:PutObject')).toHaveLength(2);
    expect(granted.get('s3:AbortMultipartUpload')).toEqual([media('private/exports/')]);
    // The prerender's template, and the styles it inlines (functions/src/workflows/inline-styles.ts).
    const manifest = expect.stringMatching(
      /^\$\{import:cellar-dev-web:.*StoreSiteBucket.*Arn.*\}\/\.vite\/manifest\.json$/,
    );
    const styles = expect.stringMatching(/^\$\{import:cellar-dev-web:.*StoreSiteBucket.*Arn.*\}\/assets\/\*\.css$/);
    expect(granted.get('s3:GetObject')).toEqual(expect.arrayContaining([releases, template, manifest, styles]));
    expect(granted.get('s3:GetObject')).toHaveLength(4);
    expect(granted.get('s3:ListBucket')).toEqual([
      expect.stringMatching(/^\$\{import:cellar-dev-data:.*MediaBucket.*Arn.*\}$/),
      expect.stringMatching(/^\$\{import:cellar-dev-web:.*StoreSiteBucket.*Arn.*\}$/),
    ]);
    expect([...granted.keys()].filter((action) => action.startsWith('s3:')).sort()).toEqual([
      's3:AbortMultipartUpload',
      's3:DeleteObject',
      's3:GetObject',
      's3:ListBucket',
      's3:PutObject',
    ]);
    // The media bucket is listed under the sites' prefixes only.
    const mediaListing = statementsWithConditions(workflows, roleId).filter(
      (statement) => statement.actions.includes('s3:ListBucket') && /MediaBucket/.test(statement.resources.join()),
    );
    expect(mediaListing).toEqual([
      {
        actions: ['s3:ListBucket'],
        resources: [expect.stringMatching(/MediaBucket/)],
        conditions: { StringLike: { 's3:prefix': ['sites/*', 'private/sites/*', 'uploads/*'] } },
      },
    ]);

    // Its customers leave the customer pool; the staff pool is never called.
    const cognito = [...granted.keys()].filter((action) => action.startsWith('cognito-idp:'));
    expect(cognito).toEqual([...customerPoolTaskActions]);
    expect(granted.get('cognito-idp:AdminDeleteUser')).toEqual([
      expect.stringMatching(/^\$\{import:cellar-dev-data:.*CustomerUserPool.*Arn.*\}$/),
    ]);

    const pointers = [...granted.keys()].filter((action) => action.startsWith('cloudfront-keyvaluestore:'));
    expect(pointers.sort()).toEqual([...releasePointerActions].sort());
    for (const action of pointers)
      expect(granted.get(action)).toEqual([
        expect.stringMatching(/^\$\{import:cellar-dev-data:.*ReleasePointers.*Arn.*\}$/),
      ]);

    for (const [action, resources] of granted) {
      if (resources.includes('*'))
        expect(action, `${action} on "*"`).toMatch(/^xray:(PutTraceSegments|PutTelemetryRecords)$/);
      if (action.startsWith('dynamodb:'))
        for (const resource of resources)
          expect(resource).toMatch(/^\$\{import:cellar-dev-data:.*Table.*Arn.*\}(\/index\/\*)?$/);
    }
  });
});

describe("the site deletion's media", () => {
  it('are the objects under the prefixes the task may list and delete, its export under the prefix it may write', () => {
    for (const site of [1, 7, 12] as SiteId[]) {
      for (const prefix of mediaKeys.sitePrefixes(site))
        expect(
          siteMediaPrefixes.some((granted) => prefix.startsWith(granted)),
          prefix,
        ).toBe(true);
      expect(mediaKeys.siteExport(site, 'job-1').startsWith(siteExportPrefix)).toBe(true);
      // Never inside what the deletion empties: an export outlives its site.
      expect(siteMediaPrefixes.some((granted) => mediaKeys.siteExport(site, 'job-1').startsWith(granted))).toBe(false);
    }
  });
});

describe("the API's job-starting Lambdas", () => {
  it('start, follow and stop the executions of their own machines only, by ARN', () => {
    const withJobs = routeGroups.filter((group) => (groupPermissions[group].jobMachines ?? []).length > 0);
    expect(withJobs.sort()).toEqual(['billing', 'sites', 'superAdmin', 'translations']);
    // The super-admin starts every machine; the admin's publish and live edit run on the publishing machine; the
    // super-admin's translation jobs (translations group) on the machine-translation one; the producer's fee
    // reports (billing group) on theirs.
    expect(groupPermissions.superAdmin.jobMachines).toEqual(workflowMachineNames);
    expect(groupPermissions.sites.jobMachines).toEqual(['publish-site']);
    expect(groupPermissions.translations.jobMachines).toEqual(['translate-site']);
    expect(groupPermissions.billing.jobMachines).toEqual(['stripe-fee-report']);
    for (const group of withJobs) {
      const names = [...groupPermissions[group].jobMachines!].sort();
      const granted = grants(api, groupRole(group));
      expect(jobStartActions).toEqual(['states:StartExecution']);
      expect(granted.get('states:StartExecution'), group).toEqual(
        names.map((name) => arn(`stateMachine:${machineResourceName(stage, name)}`)),
      );
      for (const action of jobExecutionActions)
        expect(granted.get(action), `${group} ${action}`).toEqual(
          names.map((name) => arn(`execution:${machineResourceName(stage, name)}:*`)),
        );
      expect([...granted.keys()].filter((action) => action.startsWith('states:')).sort()).toEqual(
        [...jobStartActions, ...jobExecutionActions].sort(),
      );
    }
  });

  it("compute each machine's ARN from STATE_MACHINE_ARN_PREFIX and its name, never naming the workflows stack", () => {
    for (const group of ['sites', 'superAdmin'] as const) {
      const [, fn] = ofType(api, 'AWS::Lambda::Function').find(
        ([, resource]) => resource.Properties.Environment?.Variables?.ROUTE_GROUP === group,
      )!;
      const prefix = render(fn.Properties.Environment.Variables.STATE_MACHINE_ARN_PREFIX);
      expect(fn.Properties.Environment.Variables.WORKFLOW_ADAPTER).toBe('stepfunctions');
      for (const name of workflowMachineNames) {
        // The deployed machine's name, appended to the prefix, is the ARN the role may start.
        expect(`${prefix}${name}`).toBe(arn(`stateMachine:${machineNamed(name)[1].Properties.StateMachineName}`));
      }
    }
    expect(JSON.stringify(api)).not.toContain('cellar-dev-workflows');
    expect(stacks.api.dependencies.map((stack) => stack.stackName)).not.toContain(stacks.workflows.stackName);
  });

  it('switch the release pointers (a rollback, a stopped live edit) on the one KeyValueStore', () => {
    for (const group of routeGroups) {
      const granted = grants(api, groupRole(group));
      const pointers = [...granted.keys()].filter((action) => action.startsWith('cloudfront-keyvaluestore:'));
      expect(pointers.sort(), group).toEqual(
        groupPermissions[group].releasePointers ? [...releasePointerActions].sort() : [],
      );
      for (const action of pointers)
        expect(granted.get(action)).toEqual([
          expect.stringMatching(/^\$\{import:cellar-dev-data:.*ReleasePointers.*Arn.*\}$/),
        ]);
    }
  });
});

describe('the release pointers', () => {
  it("are one KeyValueStore of the data stack, associated with the storefront's functions, named to the API and the task", () => {
    const stores = ofType(data, 'AWS::CloudFront::KeyValueStore');
    expect(stores).toHaveLength(1);
    const [storeId, store] = stores[0]!;
    expect(store.DeletionPolicy).toBe('Retain');
    const associations = ofType(web, 'AWS::CloudFront::Function').flatMap(
      ([, fn]) => (fn.Properties.FunctionConfig.KeyValueStoreAssociations ?? []) as any[],
    );
    // The release router (viewer-request) and the CSP function (viewer-response) read the same store.
    expect(associations).toHaveLength(2);
    const exported = render(associations[0].KeyValueStoreARN);
    expect(render(associations[1].KeyValueStoreARN)).toBe(exported);
    expect(exported).toMatch(new RegExp(`^\\$\\{import:cellar-dev-data:ExportsOutputFnGetAtt${storeId}Arn`));
    expect(render(taskFunction()[1].Properties.Environment.Variables.KVS_ARN)).toBe(exported);
  });
});

describe('the alarms', () => {
  const alarmsOf = (resources: Record<string, any>) =>
    ofType(resources, 'AWS::CloudWatch::Alarm').map(([, alarm]) => alarm);

  it("all tell the stage's alarm topic when they fire and when they clear", () => {
    const [[topicId, topic]] = ofType(data, 'AWS::SNS::Topic') as [[string, any]];
    expect(topic.Properties.TopicName).toBe('cellar-dev-alarms');
    for (const [name, resources] of Object.entries({ data, api, workflows })) {
      const alarms = alarmsOf(resources);
      expect(alarms.length, name).toBeGreaterThan(0);
      for (const alarm of alarms) {
        const target =
          name === 'data'
            ? `\${${topicId}}`
            : expect.stringMatching(new RegExp(`^\\$\\{import:cellar-dev-data:ExportsOutputRef${topicId}`));
        expect(alarm.Properties.AlarmActions.map(render), alarm.Properties.AlarmName).toEqual([target]);
        expect(alarm.Properties.OKActions.map(render), alarm.Properties.AlarmName).toEqual([target]);
        expect(alarm.Properties).toMatchObject({
          ComparisonOperator: 'GreaterThanOrEqualToThreshold',
          EvaluationPeriods: 1,
          TreatMissingData: 'notBreaching',
        });
        expect(alarm.Properties.AlarmName).toMatch(/^cellar-dev-/);
      }
    }
    expect(alarmsOf(web)).toEqual([]);
  });

  it('keep the topic encrypted with a rotated key CloudWatch may use, and reachable over TLS only', () => {
    const [[, topic]] = ofType(data, 'AWS::SNS::Topic') as [[string, any]];
    const keyId = topic.Properties.KmsMasterKeyId['Fn::GetAtt'][0];
    expect(data[keyId].Properties.EnableKeyRotation).toBe(true);
    const statements = data[keyId].Properties.KeyPolicy.Statement as any[];
    expect(statements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Principal: { Service: 'cloudwatch.amazonaws.com' },
          Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        }),
      ]),
    );
    const [[, policy]] = ofType(data, 'AWS::SNS::TopicPolicy') as [[string, any]];
    expect(JSON.stringify(policy.Properties.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
  });

  it("watch the API's 5xx, every Lambda's errors and throttles, the table's throttles and every machine's failures", () => {
    const watched = (resources: Record<string, any>) => alarmsOf(resources).flatMap(alarmMetrics);

    const api5xx = alarmsOf(api).filter((alarm) => alarm.Properties.MetricName === '5xx');
    expect(api5xx).toHaveLength(1);
    expect(api5xx[0].Properties).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      Threshold: api5xxThreshold,
      Statistic: 'Sum',
    });
    expect(render(api5xx[0].Properties.Dimensions[0].Value)).toMatch(/^\$\{HttpApi/);

    const lambdaMetrics = [...watched(api), ...watched(workflows)].filter(
      (metric) => metric.namespace === 'AWS/Lambda',
    );
    const functions = [...ofType(api, 'AWS::Lambda::Function'), ...ofType(workflows, 'AWS::Lambda::Function')];
    expect(functions).toHaveLength(routeGroups.length + 1);
    for (const [id] of functions) {
      const names = lambdaMetrics.filter((metric) => metric.dimensions.FunctionName === `\${${id}}`).map((m) => m.name);
      expect(names.sort(), id).toEqual(['Errors', 'Throttles']);
    }

    const table = watched(data).filter((metric) => metric.namespace === 'AWS/DynamoDB');
    expect(new Set(table.map((metric) => metric.name))).toEqual(new Set(['ReadThrottleEvents', 'WriteThrottleEvents']));
    const indexes = tableDefinition.globalSecondaryIndexes.map((index) => index.indexName);
    expect(new Set(table.map((metric) => metric.dimensions.GlobalSecondaryIndexName ?? 'table'))).toEqual(
      new Set(['table', ...indexes]),
    );
    for (const metric of table) expect(metric.dimensions.TableName).toMatch(/^\$\{Table/);
    // A metric-math alarm may use ten metrics at most.
    for (const alarm of alarmsOf(data)) expect((alarm.Properties.Metrics ?? []).length).toBeLessThanOrEqual(11);

    const states = watched(workflows).filter((metric) => metric.namespace === 'AWS/States');
    for (const name of workflowMachineNames) {
      const [id] = machineNamed(name);
      const names = states.filter((metric) => metric.dimensions.StateMachineArn === `\${${id}}`).map((m) => m.name);
      expect(names.sort(), name).toEqual(['ExecutionsFailed', 'ExecutionsTimedOut']);
    }
    expect(alarmsOf(workflows)).toHaveLength(2 + workflowMachineNames.length);
    expect(alarmsOf(api)).toHaveLength(1 + 2 * routeGroups.length);
  });
});

describe('the workflows stack', () => {
  it('passes the cdk-nag AwsSolutions checks: no unsuppressed error', () => {
    expect(workflowsNag).toEqual([]);
  });
});
