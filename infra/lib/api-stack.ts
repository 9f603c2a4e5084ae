/**
 * The HTTP API: one Lambda per route group (`functions/src/http/groups/<group>.ts`) behind one API
 * Gateway HTTP API whose routes are computed from the route table (`api-routes.ts`: greedy routes on
 * group-unique prefixes, explicit routes where a parameter decides), well under the 300-route quota.
 * Each Lambda dispatches by method + `rawPath` against the table itself.
 */
import { join } from 'node:path';
import { CfnOutput, Duration, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { CorsHttpMethod, HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IKeyValueStore } from 'aws-cdk-lib/aws-cloudfront';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { machineTranslationEnvironment } from './machine-translation-environment.ts';
import { billingEnvironment } from './billing-environment.ts';
import { socialEnvironment } from './social-environment.ts';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { scheduledTasks, type ScheduledTaskName } from '@cellar/shared/resources/scheduled-tasks';
import { lambdaBaseEnvironment } from './lambda-environment.ts';
import { lambdaRoleSuppressions, NagSuppressions } from './nag.ts';
import type { Construct } from 'constructs';
import { type RouteGroup, routeGroups } from '@cellar/shared/routes/define';
import { routeEntries } from '@cellar/shared/routes/route-table';
import type { PoolKind } from '@cellar/shared/resources/user-pools';
import { machineResourceName } from '@cellar/shared/workflows/machines';
import { type ApiRoute, apiRoutesFor } from './api-routes.ts';
import {
  cognitoAdminActions,
  groupPermissions,
  jobExecutionActions,
  jobStartActions,
  mailActions,
  mediaBucketActions,
  mediaObjectActions,
  releasePointerActions,
} from './group-permissions.ts';
import { httpApi5xxAlarm, lambdaAlarms } from './alarms.ts';
import { bedrockActions, bedrockModelArns } from './bedrock-model.ts';
import { imageLambdaBundling, lambdaBundling, lambdaProject, repoRoot } from './lambda-bundling.ts';
import type { Stage, StageConfig } from './stage.ts';
import { executionArns, stateMachineArn, stateMachineArnPrefix } from './workflow-arns.ts';

/**
 * Variables only some groups need. The shipping Lambda calls the carrier partners' real services
 * (Mondial Relay, Vignoble Export, Chronopost) with each site's own account; their addresses keep
 * the production defaults of `functions/src/lib/env.ts`.
 */
export const groupEnvironment: Partial<Record<RouteGroup, Record<string, string>>> = {
  shipping: { CARRIER_ADAPTERS: 'http' },
  // Card payments through Stripe (docs/checkout.md "Payment"); the keys are the platform's, set at
  // deployment (until then a card order answers 502 and the other methods work).
  checkout: { PAYMENT_ADAPTER: 'stripe' },
  // Canceling an order (by the producer or the unpaid-card task) cancels its card intent at Stripe.
  orders: { PAYMENT_ADAPTER: 'stripe' },
};

/** `superAdmin` → `super-admin`: the file name of a group's Lambda entry. */
export function groupFileName(group: RouteGroup): string {
  return group.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export function groupEntry(group: RouteGroup): string {
  return join(repoRoot, 'functions', 'src', 'http', 'groups', `${groupFileName(group)}.ts`);
}

function pascal(group: RouteGroup): string {
  return group[0]!.toUpperCase() + group.slice(1);
}

/** Headers the SPAs send (spec 1 §7 plus the super-admin's site override). */
export const corsAllowedHeaders = [
  'authorization',
  'content-type',
  'idsite',
  'idsiteoverride',
  'userlang',
  // The storefront's content language (docs/translations.md "Content language").
  'contentlang',
  'idempotency-key',
];

export interface ApiStackProps extends StackProps {
  readonly stage: Stage;
  readonly config: StageConfig;
  readonly table: ITableV2;
  readonly mediaBucket: IBucket;
  readonly userPools: Record<PoolKind, { pool: IUserPool; client: IUserPoolClient }>;
  /** The release pointers (data stack): a rollback and a stopped live edit write them. */
  readonly releasePointers: IKeyValueStore;
  /** The stage's alarm topic (data stack): the API's 5xx and each Lambda's errors and throttles tell it. */
  readonly alarmTopic: ITopic;
}

export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  /** `https://<id>.execute-api.<region>.amazonaws.com/` */
  readonly apiUrl: string;
  /**
   * `https://<id>.execute-api.<region>.amazonaws.com`, without the trailing slash: the workflows' prerender calls
   * `${API_URL}/page/…` through it (shared/src/workflows/store-renderer.ts).
   */
  readonly apiEndpoint: string;
  /** `<id>.execute-api.<region>.amazonaws.com`, for the CloudFront `/api/*` origin. */
  readonly apiDomainName: string;
  readonly functions: Record<RouteGroup, NodejsFunction>;
  /** The API Gateway routes, computed from the route table. */
  readonly apiRoutes: readonly ApiRoute[];
  readonly routeCount: number;
  /**
   * The value CloudFront sends as `x-origin-verify` to the API: a request carrying it came through
   * the sites' distributions, so its `cloudfront-viewer-address` is the shopper's (the Lambdas read
   * it as `ORIGIN_VERIFY_SECRET`).
   */
  readonly originVerifySecret: Secret;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { stage, config, table, mediaBucket, userPools, releasePointers } = props;
    const retention = RetentionDays.ONE_MONTH;
    const logRemoval = stage === 'prod' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description: `Cellar (${stage}): header value proving an API request came through the sites' CloudFront`,
      // Header-safe: letters and digits only.
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
    });
    NagSuppressions.addResourceSuppressions(this.originVerifySecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'CloudFormation resolves it into the distributions\' origin header and the Lambdas\' environment at deploy time only: a rotation must be followed by a deploy of the api and web stacks (docs/decisions.md "Deployment"), so it is rotated by hand.',
      },
    ]);

    const environment: Record<string, string> = {
      ...lambdaBaseEnvironment({ stage, config, table, mediaBucket, userPools }),
      // A dynamic reference: the value is resolved by CloudFormation, never written in the template.
      ORIGIN_VERIFY_SECRET: this.originVerifySecret.secretValue.unsafeUnwrap(),
    };

    const sesIdentities = this.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });
    // The groups that start jobs compute each machine's ARN from this prefix and the machine's name: the machines
    // belong to the workflows stack, which deploys after this one (workflow-arns.ts).
    const jobEnvironment = {
      WORKFLOW_ADAPTER: 'stepfunctions',
      STATE_MACHINE_ARN_PREFIX: stateMachineArnPrefix(this, stage),
    };
    const pointerEnvironment = { RELEASE_POINTERS: 'kvs', KVS_ARN: releasePointers.keyValueStoreArn };
    // The blog article generator: the stage's model on Bedrock, given up before the Lambda's 29 s (env.ts).
    const aiTextEnvironment = { AI_TEXT_ADAPTER: 'bedrock', BEDROCK_MODEL_ID: config.bedrockModelId };
    const mtEnvironment = machineTranslationEnvironment(this, config);
    const billingAdapterEnvironment = billingEnvironment(this, config);
    const socialNetworksEnvironment = socialEnvironment(this, config);

    const functions = {} as Record<RouteGroup, NodejsFunction>;
    for (const group of routeGroups) {
      const name = pascal(group);
      const logGroup = new LogGroup(this, `${name}Logs`, { retention, removalPolicy: logRemoval });
      // Our own role rather than the AWSLambdaBasicExecutionRole managed policy: it may write to
      // its own log group only.
      const role = new Role(this, `${name}Role`, {
        assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
        description: `Cellar ${stage}: Lambda of the ${group} route group`,
      });
      logGroup.grantWrite(role);

      const fn = new NodejsFunction(this, `${name}Function`, {
        description: `Cellar ${stage}: routes of the ${group} group`,
        entry: groupEntry(group),
        handler: 'handler',
        runtime: Runtime.NODEJS_22_X,
        architecture: Architecture.ARM_64,
        // The content group resizes uploaded photos into their AVIF and WebP widths with sharp in the request: Lambda
        // gives CPU in proportion to memory, and 1536 MB makes a 5 MB photo's ten variants a matter of seconds.
        memorySize: group === 'content' ? 1536 : 512,
        // API Gateway gives up at 30 s.
        timeout: Duration.seconds(29),
        role,
        logGroup,
        // X-Ray (docs/observability.md): the Lambda's segment; Powertools' Tracer adds the SDK and fetch calls.
        tracing: Tracing.ACTIVE,
        ...lambdaProject,
        // Powertools names the logs' `service` and the metrics' dimension after it.
        environment: {
          ...environment,
          ...groupEnvironment[group],
          ...(groupPermissions[group].jobMachines?.length ? jobEnvironment : {}),
          ...(groupPermissions[group].releasePointers ? pointerEnvironment : {}),
          ...(groupPermissions[group].aiText ? aiTextEnvironment : {}),
          ...(groupPermissions[group].machineTranslation ? mtEnvironment : {}),
          ...(groupPermissions[group].billing ? billingAdapterEnvironment : {}),
          ...(groupPermissions[group].socialNetworks ? socialNetworksEnvironment : {}),
          ROUTE_GROUP: group,
          POWERTOOLS_SERVICE_NAME: group,
        },
        // The content group resizes images (sharp, a native module installed beside the bundle for ARM64).
        bundling: group === 'content' ? imageLambdaBundling('arm64') : lambdaBundling,
      });

      const permissions = groupPermissions[group];
      const jobMachines = permissions.jobMachines ?? [];
      if (permissions.tableReadOnly) table.grantReadData(role);
      else table.grantReadWriteData(role);
      if (permissions.cognitoAdmin) {
        for (const { pool } of Object.values(userPools)) pool.grant(role, ...cognitoAdminActions);
      }
      if (permissions.sendMail) {
        role.addToPrincipalPolicy(new PolicyStatement({ actions: [...mailActions], resources: [sesIdentities] }));
      }
      if (permissions.media) {
        role.addToPrincipalPolicy(
          new PolicyStatement({ actions: [...mediaObjectActions], resources: [mediaBucket.arnForObjects('*')] }),
        );
        role.addToPrincipalPolicy(
          new PolicyStatement({ actions: [...mediaBucketActions], resources: [mediaBucket.bucketArn] }),
        );
      }
      if (permissions.releasePointers) {
        role.addToPrincipalPolicy(
          new PolicyStatement({ actions: [...releasePointerActions], resources: [releasePointers.keyValueStoreArn] }),
        );
      }
      if (permissions.aiText) {
        role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: [...bedrockActions],
            resources: bedrockModelArns(this, config.bedrockModelId),
          }),
        );
      }
      if (jobMachines.length > 0) {
        role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: [...jobStartActions],
            resources: jobMachines.map((machine) => stateMachineArn(this, stage, machine)),
          }),
        );
        role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: [...jobExecutionActions],
            resources: jobMachines.map((machine) => executionArns(this, stage, machine)),
          }),
        );
      }

      NagSuppressions.addResourceSuppressions(
        role,
        [
          ...lambdaRoleSuppressions,
          ...(permissions.media
            ? [
                {
                  id: 'AwsSolutions-IAM5',
                  reason:
                    'Media keys are generated per upload (sites/<id>/…/<uuid>.<ext>): objects of the media bucket only, and only Get/Put/Delete.',
                  appliesTo: [{ regex: '/^Resource::.*MediaBucket.*\\/\\*$/g' }],
                },
              ]
            : []),
          ...(permissions.sendMail
            ? [
                {
                  id: 'AwsSolutions-IAM5',
                  reason:
                    'SES authorises sending against the sender identity and, in the SES sandbox, the recipient identities too: identities of this account and region only, SendEmail/SendRawEmail only.',
                  appliesTo: ['Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*'],
                },
              ]
            : []),
          ...(permissions.aiText
            ? [
                {
                  id: 'AwsSolutions-IAM5',
                  reason:
                    "A cross-region inference profile sends each call to its model in one of its geography's regions, chosen by Bedrock: InvokeModel on that one model in any region, nothing else.",
                  appliesTo: [{ regex: '/^Resource::arn:<AWS::Partition>:bedrock:\\*::foundation-model\\/.*$/g' }],
                },
              ]
            : []),
          ...(jobMachines.length > 0
            ? [
                {
                  id: 'AwsSolutions-IAM5',
                  reason:
                    "An execution is named after its job, known only when the job starts: DescribeExecution and StopExecution on the executions of the group's own machines (execution:cellar-<stage>-<machine>:*), nothing else.",
                  appliesTo: jobMachines.map(
                    (machine) =>
                      `Resource::arn:<AWS::Partition>:states:<AWS::Region>:<AWS::AccountId>:execution:${machineResourceName(stage, machine)}:*`,
                  ),
                },
              ]
            : []),
        ],
        true,
      );
      NagSuppressions.addResourceSuppressions(fn, [
        {
          id: 'AwsSolutions-L1',
          reason:
            'Node.js 22 on purpose: the project, its local stack and its tests run on Node 22 and esbuild targets node22; moving to a newer runtime is a project decision, not a per-function one.',
        },
      ]);
      functions[group] = fn;
      lambdaAlarms(this, props.alarmTopic, stage, fn, { id: name, name: groupFileName(group) });
    }
    this.functions = functions;

    // Work on a clock (shared/src/resources/scheduled-tasks.ts): the group's own Lambda, given `{ task }`.
    for (const [task, schedule] of Object.entries(scheduledTasks) as Array<
      [ScheduledTaskName, (typeof scheduledTasks)[ScheduledTaskName]]
    >) {
      new Rule(
        this,
        `${pascal(schedule.group)}${task.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}Schedule`,
        {
          description: `Cellar ${stage}: ${task} every ${schedule.everyMinutes} minutes`,
          schedule: Schedule.rate(Duration.minutes(schedule.everyMinutes)),
          targets: [
            new LambdaFunction(functions[schedule.group], {
              event: RuleTargetInput.fromObject({ task }),
              retryAttempts: 2,
            }),
          ],
        },
      );
    }

    const corsOrigins = [...config.adminOrigins, ...config.storeOrigins];
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `cellar-${stage}`,
      description: `Cellar (${stage}): one Lambda per route group`,
      createDefaultStage: false,
      // The sites call the API on their own domain through CloudFront `/api/*` (same origin, no CORS).
      // CORS only serves direct calls to this API's address: the SPAs' dev servers in dev, tools.
      corsPreflight:
        corsOrigins.length > 0
          ? {
              allowOrigins: corsOrigins,
              allowHeaders: corsAllowedHeaders,
              allowMethods: [
                CorsHttpMethod.GET,
                CorsHttpMethod.POST,
                CorsHttpMethod.PUT,
                CorsHttpMethod.PATCH,
                CorsHttpMethod.DELETE,
                CorsHttpMethod.OPTIONS,
              ],
              allowCredentials: true,
              maxAge: Duration.hours(1),
            }
          : undefined,
    });

    const accessLogs = new LogGroup(this, 'ApiAccessLogs', { retention, removalPolicy: logRemoval });
    // No X-Ray here: API Gateway traces REST APIs only, not HTTP APIs; a trace starts at the Lambda.
    const defaultStage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        // One JSON line per request, with HTTP API's own variables (the same request id as the Lambda's log line).
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            method: '$context.httpMethod',
            path: '$context.path',
            route: '$context.routeKey',
            status: '$context.status',
            bytes: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
      // A ceiling against runaway costs (a looping client, a scraper), far above a wine shop's traffic.
      throttle: { rateLimit: 200, burstLimit: 400 },
    });
    this.apiUrl = defaultStage.url;
    this.apiEndpoint = this.httpApi.apiEndpoint;
    httpApi5xxAlarm(this, props.alarmTopic, stage, this.httpApi.metricServerError({ statistic: 'Sum' }));
    // `https://<id>.execute-api.<region>.amazonaws.com` → its host name.
    this.apiDomainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));

    // One integration (and one Lambda permission) per group, shared by all its routes.
    const integrations = Object.fromEntries(
      routeGroups.map((group) => [
        group,
        new HttpLambdaIntegration(`${pascal(group)}Integration`, functions[group], { scopePermissionToRoute: false }),
      ]),
    ) as Record<RouteGroup, HttpLambdaIntegration>;

    this.apiRoutes = apiRoutesFor(routeEntries);
    this.routeCount = this.apiRoutes.length;
    for (const route of this.apiRoutes) {
      this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: integrations[route.group],
      });
    }

    NagSuppressions.addResourceSuppressions(
      this.httpApi,
      [
        {
          id: 'AwsSolutions-APIG4',
          reason:
            'Authorisation is the Lambda pipeline, by the level written in the route table (public, customer, signedIn, admin, superAdmin) and the site (docs/request-pipeline.md); many routes are public, and an API Gateway authoriser must not change the answers.',
        },
      ],
      true,
    );

    new CfnOutput(this, 'ApiUrl', {
      value: this.apiUrl,
      description: 'The HTTP API (the sites reach it as /api on their own domain)',
    });
  }
}
