import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RouteGroup, routeGroups } from '@cellar/shared/routes/define';
import { routeEntries } from '@cellar/shared/routes/route-table';
import { segmentsOf, resolveApiRoute } from '../lib/api-routes.ts';
import { corsAllowedHeaders, groupEntry } from '../lib/api-stack.ts';
import { addCellarStacks, type CellarStacks } from '../lib/cellar-app.ts';
import { cognitoAdminActions, groupPermissions } from '../lib/group-permissions.ts';
import { parseStageConfig } from '../lib/stage.ts';
import { cdkContext, nagErrors, policyResources, resourcesOf, testApp } from './support.ts';

let stacks: CellarStacks;
let templates: Record<keyof CellarStacks, Template>;
let nag: Record<keyof CellarStacks, string[]>;
let api: Record<string, any>;

beforeAll(() => {
  const app = testApp({ nag: true });
  // No site folders: the synth must not depend on a web build.
  stacks = addCellarStacks(app, {
    stage: 'dev',
    config: parseStageConfig('dev', cdkContext.stages),
    siteDirectories: {},
  });
  // One synth for the whole file (Template.fromStack reuses it); each Annotations.fromStack re-synthesizes.
  templates = {
    data: Template.fromStack(stacks.data),
    api: Template.fromStack(stacks.api),
    web: Template.fromStack(stacks.web),
    waf: Template.fromStack(stacks.waf),
    workflows: Template.fromStack(stacks.workflows),
  };
  nag = {
    data: nagErrors(stacks.data),
    api: nagErrors(stacks.api),
    web: nagErrors(stacks.web),
    waf: nagErrors(stacks.waf),
    workflows: nagErrors(stacks.workflows),
  };
  api = resourcesOf(templates.api);
});

const ofType = (resources: Record<string, any>, type: string) =>
  Object.entries(resources).filter(([, resource]) => resource.Type === type);

/** What a Lambda's active tracing grants: X-Ray has no resource-level permissions, so on "*". */
const xrayActions = ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'];
/**
 * What a state machine's logging and tracing need besides (workflows-stack.test.ts checks they are the machines'
 * only): the log delivery actions and X-Ray's sampling have no resource-level permissions either.
 */
const machineWildcardActions = [
  ...xrayActions,
  'xray:GetSamplingRules',
  'xray:GetSamplingTargets',
  'logs:CreateLogDelivery',
  'logs:GetLogDelivery',
  'logs:UpdateLogDelivery',
  'logs:DeleteLogDelivery',
  'logs:ListLogDeliveries',
  'logs:PutResourcePolicy',
  'logs:DescribeResourcePolicies',
  'logs:DescribeLogGroups',
];

/** Group Lambdas by their ROUTE_GROUP variable. */
function groupFunctions(): Map<RouteGroup, { id: string; resource: any }> {
  const found = new Map<RouteGroup, { id: string; resource: any }>();
  for (const [id, resource] of ofType(api, 'AWS::Lambda::Function')) {
    const group = resource.Properties.Environment?.Variables?.ROUTE_GROUP as RouteGroup | undefined;
    if (group) {
      expect(found.has(group), `two Lambdas for ${group}`).toBe(false);
      found.set(group, { id, resource });
    }
  }
  return found;
}

/** The synthesized routes, each followed Target → Integration → Lambda → its ROUTE_GROUP. */
function synthesizedRoutes(): { method: string; path: string; group: string }[] {
  return ofType(api, 'AWS::ApiGatewayV2::Route').map(([id, route]) => {
    const [method, path] = (route.Properties.RouteKey as string).split(' ') as [string, string];
    const [prefix, reference] = route.Properties.Target['Fn::Join'][1];
    expect(prefix, id).toBe('integrations/');
    const integration = api[reference.Ref];
    expect(integration?.Type, id).toBe('AWS::ApiGatewayV2::Integration');
    expect(integration.Properties.IntegrationType).toBe('AWS_PROXY');
    const lambda = api[integration.Properties.IntegrationUri['Fn::GetAtt'][0]];
    expect(lambda?.Type, id).toBe('AWS::Lambda::Function');
    return { method, path, group: lambda.Properties.Environment.Variables.ROUTE_GROUP };
  });
}

describe('the HTTP API', () => {
  it('delivers every call of the route table to exactly one Lambda: the one of its group', () => {
    const routes = synthesizedRoutes();
    const wrong: string[] = [];
    for (const entry of routeEntries) {
      const path = `/${segmentsOf(entry.path)
        .map((segment) => (segment.startsWith('{') ? '12' : segment))
        .join('/')}`;
      try {
        // Throws when two groups' routes match and HTTP API's choice between them is not certain.
        const route = resolveApiRoute(routes, entry.method, path);
        if (route?.group !== entry.group)
          wrong.push(
            `${entry.name}: ${entry.method} ${path} → ${route ? `${route.method} ${route.path} (${route.group})` : 'no route'}`,
          );
      } catch (error) {
        wrong.push(`${entry.name}: ${String(error)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('stays under the quotas: fewer than 300 routes, one integration and one invoke permission per group', () => {
    const routes = ofType(api, 'AWS::ApiGatewayV2::Route');
    expect(routes.length).toBe(stacks.api.routeCount);
    expect(routes.length).toBeLessThan(300);
    expect(new Set(routes.map(([, route]) => route.Properties.RouteKey)).size).toBe(routes.length);
    expect(ofType(api, 'AWS::ApiGatewayV2::Integration')).toHaveLength(routeGroups.length);
    expect(
      ofType(api, 'AWS::Lambda::Permission').filter(([, p]) => p.Properties.Principal === 'apigateway.amazonaws.com'),
    ).toHaveLength(routeGroups.length);
  });

  it('keeps every stack under 500 resources', () => {
    for (const [name, template] of Object.entries(templates)) {
      expect(Object.keys(resourcesOf(template)).length, name).toBeLessThan(500);
    }
  });

  it('answers CORS only for the configured origins, with the headers the SPAs send and credentials', () => {
    const [[, httpApi]] = ofType(api, 'AWS::ApiGatewayV2::Api') as [[string, any]];
    expect(httpApi.Properties.ProtocolType).toBe('HTTP');
    expect(httpApi.Properties.CorsConfiguration).toMatchObject({
      AllowOrigins: ['http://localhost:5173', 'http://localhost:5174'],
      AllowHeaders: corsAllowedHeaders,
      AllowCredentials: true,
    });
  });

  it('serves on the $default stage with access logs and outputs its URL', () => {
    templates.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: {
        DestinationArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^ApiAccessLogs'), 'Arn'] },
        Format: Match.stringLikeRegexp('\\$context\\.requestId'),
      },
    });
    expect(Object.keys(templates.api.findOutputs('ApiUrl'))).toEqual(['ApiUrl']);
  });
});

describe('the route-group Lambdas', () => {
  it('are one per group, from functions/src/http/groups/<group>.ts, Node.js 22 on arm64, 512 MB (content 1536), 29 s', () => {
    const functions = groupFunctions();
    expect([...functions.keys()].sort()).toEqual([...routeGroups].sort());
    for (const group of routeGroups) {
      const entry = readFileSync(groupEntry(group), 'utf8');
      expect(entry).toContain('export const handler');
      expect(entry).toContain(`createGroupHandler('${group}'`);
      const { Properties } = functions.get(group)!.resource;
      expect(Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        // The content group resizes photos with sharp: more memory, more CPU.
        MemorySize: group === 'content' ? 1536 : 512,
        Timeout: 29,
        Handler: 'index.handler',
      });
    }
  });

  it('log to their own log group, kept one month', () => {
    for (const { resource } of groupFunctions().values()) {
      const logGroupId = resource.Properties.LoggingConfig.LogGroup.Ref;
      expect(api[logGroupId]).toMatchObject({ Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: 30 } });
    }
  });

  it('get the AWS configuration: real Cognito, SES, media under /media, source maps; never a local stand-in', () => {
    for (const [group, { resource }] of groupFunctions()) {
      const variables = resource.Properties.Environment.Variables as Record<string, unknown>;
      for (const name of [
        'TABLE_NAME',
        'MEDIA_BUCKET',
        'STAFF_POOL_ID',
        'STAFF_CLIENT_ID',
        'CUSTOMER_POOL_ID',
        'CUSTOMER_CLIENT_ID',
        'MAIL_FROM',
        'ADMIN_WEB_URL',
        'STORE_WEB_URL',
        'LOG_LEVEL',
      ]) {
        expect(variables[name], `${group} ${name}`).toBeDefined();
      }
      expect(variables).toMatchObject({
        STAGE: 'dev',
        MAIL_ADAPTER: 'ses',
        MEDIA_BASE_URL: '/media',
        NODE_OPTIONS: '--enable-source-maps',
        ROUTE_GROUP: group,
        POWERTOOLS_SERVICE_NAME: group,
      });
      // The value CloudFront sends as x-origin-verify, resolved by CloudFormation (never in the template).
      expect(variables.ORIGIN_VERIFY_SECRET, group).toEqual({
        'Fn::Join': [
          '',
          ['{{resolve:secretsmanager:', { Ref: expect.stringMatching(/^OriginVerifySecret/) }, ':SecretString:::}}'],
        ],
      });
      // The shipping Lambda calls the carrier partners' real services; no other group calls them.
      expect(variables.CARRIER_ADAPTERS, group).toBe(group === 'shipping' ? 'http' : undefined);
      // Only the groups that start jobs start the deployed machines (workflows-stack.test.ts checks the prefix), and
      // only those that switch releases have the pointers.
      const startsJobs = (groupPermissions[group].jobMachines ?? []).length > 0;
      expect(variables.WORKFLOW_ADAPTER, group).toBe(startsJobs ? 'stepfunctions' : undefined);
      expect(variables.STATE_MACHINE_ARN_PREFIX !== undefined, group).toBe(startsJobs);
      expect(variables.RELEASE_POINTERS, group).toBe(groupPermissions[group].releasePointers ? 'kvs' : undefined);
      // The content Lambda's article generator asks the stage's model (cdk.json dev: bedrockModelId).
      expect(variables.AI_TEXT_ADAPTER, group).toBe(groupPermissions[group].aiText ? 'bedrock' : undefined);
      expect(variables.BEDROCK_MODEL_ID, group).toBe(
        groupPermissions[group].aiText ? 'eu.amazon.nova-lite-v1:0' : undefined,
      );
      // The translations Lambda answers DeepL's usage; dev names no DeepL secret, so it says the word list is local.
      expect(variables.MT_ADAPTER, group).toBe(groupPermissions[group].machineTranslation ? 'local' : undefined);
      expect(variables.DEEPL_API_KEY, group).toBeUndefined();
      // The social Lambda calls the networks; dev names no social secret, so its consents are simulated.
      expect(variables.SOCIAL_ADAPTER, group).toBe(groupPermissions[group].socialNetworks ? 'local' : undefined);
      expect(variables.GOOGLE_CLIENT_SECRET, group).toBeUndefined();
    }
    for (const template of Object.values(templates)) {
      for (const [id, resource] of ofType(resourcesOf(template), 'AWS::Lambda::Function')) {
        const variables = (resource.Properties.Environment?.Variables ?? {}) as Record<string, unknown>;
        expect(variables.AUTH_MODE ?? 'cognito', id).toBe('cognito');
        expect(
          Object.keys(variables).filter((name) => name.endsWith('_ENDPOINT')),
          id,
        ).toEqual([]);
      }
    }
  });

  it('may each touch only what their group needs: the table always (read-only for documents); Cognito admin, SES, media, jobs and release pointers by the permission map', () => {
    const policies = ofType(api, 'AWS::IAM::Policy');
    for (const [group, { resource }] of groupFunctions()) {
      const roleId = resource.Properties.Role['Fn::GetAtt'][0];
      expect(api[roleId].Properties.ManagedPolicyArns, `${group} has no managed policy`).toBeUndefined();
      const statements = policies
        .filter(([, policy]) => policy.Properties.Roles.some((role: any) => role.Ref === roleId))
        .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as any[]);
      const actions = statements.flatMap((statement) => [statement.Action].flat() as string[]);
      const services = new Set(actions.map((action) => action.split(':')[0]));
      const expected = groupPermissions[group];
      expect(services.has('dynamodb'), group).toBe(true);
      // A read-only group (documents) may not write a single item.
      const writes = actions.filter((action) =>
        /^dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem|TransactWriteItems)$/.test(action),
      );
      expect(writes.length > 0, `${group} writes the table`).toBe(expected.tableReadOnly !== true);
      expect(services.has('cognito-idp'), group).toBe(expected.cognitoAdmin);
      expect(services.has('ses'), group).toBe(expected.sendMail);
      expect(services.has('s3'), group).toBe(expected.media);
      expect(services.has('states'), group).toBe((expected.jobMachines ?? []).length > 0);
      expect(services.has('cloudfront-keyvaluestore'), group).toBe(expected.releasePointers === true);
      expect(services.has('bedrock'), group).toBe(expected.aiText === true);
      expect(
        [...services].filter(
          (service) =>
            ![
              'dynamodb',
              'logs',
              'cognito-idp',
              'ses',
              's3',
              'xray',
              'states',
              'cloudfront-keyvaluestore',
              'bedrock',
            ].includes(service ?? ''),
        ),
        group,
      ).toEqual([]);
      // X-Ray: sending traces only.
      expect(actions.filter((action) => action.startsWith('xray:')).sort(), group).toEqual([...xrayActions].sort());

      const cognito = statements.filter((statement) =>
        [statement.Action].flat().some((action: string) => action.startsWith('cognito-idp:')),
      );
      for (const statement of cognito) {
        // The two pools of the data stack, nothing else.
        const resources = [statement.Resource].flat();
        expect(resources, group).toHaveLength(2);
        expect(JSON.stringify(resources), group).toMatch(
          /StaffUserPool.*CustomerUserPool|CustomerUserPool.*StaffUserPool/,
        );
      }
      // Bedrock: the stage's one model (its inference profile, and the model in the profile's regions), invoke only.
      for (const statement of statements.filter((one) =>
        [one.Action].flat().some((a: string) => a.startsWith('bedrock:')),
      )) {
        expect([statement.Action].flat(), group).toEqual(['bedrock:InvokeModel']);
        expect(JSON.stringify(statement.Resource), group).toMatch(/inference-profile\/eu\.amazon\.nova-lite-v1:0/);
        expect(JSON.stringify(statement.Resource), group).toMatch(
          /:bedrock:\*::foundation-model\/amazon\.nova-lite-v1:0/,
        );
      }
      const logs = statements.filter((statement) =>
        [statement.Action].flat().some((action: string) => action.startsWith('logs:')),
      );
      expect(logs.map((statement) => statement.Resource)).toEqual([
        { 'Fn::GetAtt': [resource.Properties.LoggingConfig.LogGroup.Ref, 'Arn'] },
      ]);
    }
  });

  it('trace every invocation with X-Ray (active tracing)', () => {
    for (const [group, { resource }] of groupFunctions()) {
      expect(resource.Properties.TracingConfig, group).toEqual({ Mode: 'Active' });
    }
  });

  it('keep PDF work in the documents Lambda: it reads the table only and touches no bucket, no pool, no mail', () => {
    expect(groupPermissions.documents).toEqual({
      cognitoAdmin: false,
      sendMail: false,
      media: false,
      tableReadOnly: true,
    });
    expect(
      routeEntries.filter((entry) => entry.group === 'documents').map((entry) => `${entry.method} ${entry.path}`),
    ).toEqual(['GET /v2/vintage/pdf/{id}']);
  });

  it('are allowed every Cognito admin call the functions make', () => {
    const functionsSrc = fileURLToPath(new URL('../../functions/src', import.meta.url));
    const files = (function walk(dir: string): string[] {
      return readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory()
          ? walk(path)
          : path.endsWith('.ts') && !path.endsWith('.test.ts')
            ? [path]
            : [];
      });
    })(functionsSrc);
    const used = new Set(
      files.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\b(Admin[A-Za-z]+)Command\b/g)].map(
          (match) => `cognito-idp:${match[1]}`,
        ),
      ),
    );
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((action) => !(cognitoAdminActions as readonly string[]).includes(action))).toEqual([]);
  });
});

describe('scheduled tasks', () => {
  it('invoke the orders Lambda with { task } every 5 minutes to cancel unpaid card orders', () => {
    const orders = groupFunctions().get('orders')!;
    const rules = ofType(api, 'AWS::Events::Rule').map(([, rule]) => rule.Properties);
    expect(rules).toHaveLength(2);
    const unpaid = rules.find((rule) => rule.Targets[0].Input.includes('cancel-unpaid-card-orders'));
    expect(unpaid).toMatchObject({ ScheduleExpression: 'rate(5 minutes)', State: 'ENABLED' });
    expect(unpaid.Targets).toEqual([
      expect.objectContaining({
        Arn: { 'Fn::GetAtt': [orders.id, 'Arn'] },
        Input: JSON.stringify({ task: 'cancel-unpaid-card-orders' }),
      }),
    ]);
    const permissions = ofType(api, 'AWS::Lambda::Permission')
      .map(([, p]) => p.Properties)
      .filter((p) => p.Principal === 'events.amazonaws.com');
    // One permission per rule, both on the orders Lambda only.
    const onOrders = expect.objectContaining({ FunctionName: { 'Fn::GetAtt': [orders.id, 'Arn'] } });
    expect(permissions).toEqual([onOrders, onOrders]);
  });

  it('invoke the orders Lambda with { task } every hour to send the review asks due', () => {
    const orders = groupFunctions().get('orders')!;
    const rules = ofType(api, 'AWS::Events::Rule').map(([, rule]) => rule.Properties);
    const asks = rules.find((rule) => rule.Targets[0].Input.includes('send-review-asks'));
    expect(asks).toMatchObject({ ScheduleExpression: 'rate(1 hour)', State: 'ENABLED' });
    expect(asks.Targets).toEqual([
      expect.objectContaining({
        Arn: { 'Fn::GetAtt': [orders.id, 'Arn'] },
        Input: JSON.stringify({ task: 'send-review-asks' }),
      }),
    ]);
  });
});

describe('every stack', () => {
  it('grants no IAM permission on Resource "*" but X-Ray and the state machines\' log delivery (which have no other resource)', () => {
    for (const [name, template] of Object.entries(templates)) {
      const allowed = name === 'workflows' ? machineWildcardActions : xrayActions;
      expect(
        policyResources(template).filter(
          ({ resource, actions }) => resource === '*' && !actions.every((action) => allowed.includes(action)),
        ),
        name,
      ).toEqual([]);
    }
  });

  it('blocks public access on every bucket', () => {
    for (const [name, template] of Object.entries(templates)) {
      const buckets = ofType(resourcesOf(template), 'AWS::S3::Bucket');
      for (const [id, bucket] of buckets) {
        expect(bucket.Properties.PublicAccessBlockConfiguration, `${name} ${id}`).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
      }
    }
  });

  it('deploys in order data → api → web → workflows, and waf before web, without a cycle', () => {
    const names = (stack: Stack) => stack.dependencies.map((dependency) => dependency.stackName).sort();
    expect(names(stacks.data)).toEqual([]);
    expect(names(stacks.api)).toEqual([stacks.data.stackName]);
    expect(names(stacks.waf)).toEqual([]);
    expect(names(stacks.web)).toEqual([stacks.api.stackName, stacks.data.stackName, stacks.waf.stackName].sort());
    // The API starts the machines by ARN: it never names the workflows stack (workflow-arns.ts).
    expect(names(stacks.workflows)).toEqual([stacks.api.stackName, stacks.data.stackName, stacks.web.stackName].sort());
  });

  it('passes the cdk-nag AwsSolutions checks: no unsuppressed error', () => {
    expect(nag).toEqual({ data: [], api: [], web: [], waf: [], workflows: [] });
  });

  it('synthesizes without esbuild in tests (bundling skipped)', () => {
    expect(stacks.api.bundlingRequired).toBe(false);
    expect(existsSync(groupEntry('superAdmin'))).toBe(true);
  });
});
