/**
 * Long work as Step Functions workflows (docs/workflows.md, docs/infrastructure.md "Workflows stack and alarms"): one
 * standard state machine per ASL file of shared/src/workflows/asl/ (the files `npm start` runs locally), every Task
 * state calling one task Lambda (`functions/src/workflows/task-handler.ts`) with the task's name. The API's `sites`
 * and `superAdmin` Lambdas start them by ARN (workflow-arns.ts); the task Lambda prerenders the storefront into
 * releases in the storefront's bucket and switches the release pointers (the data stack's KeyValueStore).
 */
import { join } from 'node:path';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { IKeyValueStore } from 'aws-cdk-lib/aws-cloudfront';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { mediaBucketDefinition } from '@cellar/shared/resources/media-bucket';
import type { PoolKind } from '@cellar/shared/resources/user-pools';
import {
  machineDefinitionFile,
  machineResourceName,
  type WorkflowMachineName,
  workflowMachineNames,
} from '@cellar/shared/workflows/machines';
import { lambdaAlarms, stateMachineFailedAlarm } from './alarms.ts';
import { releasePointerActions } from './group-permissions.ts';
import { lambdaBundling, lambdaProject, repoRoot } from './lambda-bundling.ts';
import { lambdaBaseEnvironment } from './lambda-environment.ts';
import { machineTranslationEnvironment } from './machine-translation-environment.ts';
import { billingEnvironment } from './billing-environment.ts';
import { lambdaRoleSuppressions, NagSuppressions } from './nag.ts';
import type { Stage, StageConfig } from './stage.ts';
import { prerenderStyleKeys, prerenderTemplateKey, releasesPrefix } from './web-stack.ts';
import { stateMachineArnPrefix } from './workflow-arns.ts';

export const taskHandlerEntry = join(repoRoot, 'functions', 'src', 'workflows', 'task-handler.ts');

/** The ASL file of a machine, absolute. */
export const machineDefinitionPath = (name: WorkflowMachineName) => join(repoRoot, machineDefinitionFile(name));

/** `publish-site` → `PublishSite`: construct ids. */
export const machineId = (name: WorkflowMachineName) =>
  name.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());

/** What the task Lambda does with release objects: write a release, read it back (snapshot, manifest), prune it. */
export const releaseObjectActions = ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'] as const;

/**
 * Where a site's media objects live (functions/src/data/keys.ts `mediaKeys.sitePrefixes`: `sites/<id>/`,
 * `private/sites/<id>/`, `uploads/<id>/`): the site deletion lists each prefix and deletes what it finds
 * (functions/src/workflows/tasks/site-tasks.ts, forget-site). Site init copies no media.
 */
export const siteMediaPrefixes = [
  'sites/',
  `${mediaBucketDefinition.privatePrefix}sites/`,
  mediaBucketDefinition.uploadsPrefix,
] as const;
/** Where the site deletion writes the site's export (`mediaKeys.siteExport`: `private/exports/site-<id>/<job>`). */
export const siteExportPrefix = `${mediaBucketDefinition.privatePrefix}exports/`;
/**
 * Writing the export: one PUT, or a multipart upload past one part (functions/src/data/s3.ts `putChunks`: its
 * create, parts and completion are s3:PutObject), aborted when a part fails (s3:AbortMultipartUpload).
 */
export const siteExportActions = ['s3:PutObject', 's3:AbortMultipartUpload'] as const;
/**
 * The Cognito call of the site deletion: each of the site's customers leaves the customer pool before its item
 * (delete-batch: functions/src/identity/identity-pool.ts `remove`, AdminDeleteUserCommand of
 * @aws-sdk/client-cognito-identity-provider). No task touches the staff pool: a deleted site's staff keep their
 * sign-in (they may belong to other sites).
 */
export const customerPoolTaskActions = ['cognito-idp:AdminDeleteUser'] as const;

export interface WorkflowsStackProps extends StackProps {
  readonly stage: Stage;
  readonly config: StageConfig;
  readonly table: ITableV2;
  readonly mediaBucket: IBucket;
  readonly userPools: Record<PoolKind, { pool: IUserPool; client: IUserPoolClient }>;
  /** The HTTP API's address, no trailing slash (the api stack's `apiEndpoint`): the prerender reads the site there. */
  readonly apiUrl: string;
  /** The storefront's bucket: releases under `releases/`, the built `index.html` (prerender template) at the root. */
  readonly releasesBucket: IBucket;
  /** The release pointers the storefront's function reads (data stack). */
  readonly releasePointers: IKeyValueStore;
  /** The stage's alarm topic (data stack). */
  readonly alarmTopic: ITopic;
}

export class WorkflowsStack extends Stack {
  readonly taskFunction: NodejsFunction;
  readonly stateMachines: Record<WorkflowMachineName, StateMachine>;

  constructor(scope: Construct, id: string, props: WorkflowsStackProps) {
    super(scope, id, props);
    const { stage, config, table, mediaBucket, userPools, releasesBucket, releasePointers, alarmTopic } = props;
    const retention = RetentionDays.ONE_MONTH;
    const logRemoval = stage === 'prod' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    const logGroup = new LogGroup(this, 'TaskLogs', { retention, removalPolicy: logRemoval });
    // Our own role, as the route groups': it may write to its own log group only.
    const role = new Role(this, 'TaskRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Cellar ${stage}: the workflows' task Lambda`,
    });
    logGroup.grantWrite(role);

    this.taskFunction = new NodejsFunction(this, 'TaskFunction', {
      description: `Cellar ${stage}: every Task state of the workflows (prerendering, releases, site init and delete)`,
      entry: taskHandlerEntry,
      handler: 'handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      // Prerendering renders the storefront's React tree page after page: memory is also Lambda's CPU.
      memorySize: 1536,
      // Lambda's ceiling: one Prerender task renders a whole site (pages × languages, products × languages).
      timeout: Duration.minutes(15),
      role,
      logGroup,
      tracing: Tracing.ACTIVE,
      ...lambdaProject,
      environment: {
        // The site deletion removes customers from the customer pool; the staff pool is never called.
        ...lambdaBaseEnvironment({ stage, config, table, mediaBucket, userPools }),
        POWERTOOLS_SERVICE_NAME: 'workflows',
        // The translation jobs' adapter: DeepL with the stage's key, or the local word list.
        ...machineTranslationEnvironment(this, config),
        // The fee reports' adapter: Stripe with the stage's key, or the local demo data.
        ...billingEnvironment(this, config),
        // The prerender reads the site through the public API, as a browser would.
        API_URL: props.apiUrl,
        RELEASES_BUCKET: releasesBucket.bucketName,
        RELEASE_POINTERS: 'kvs',
        KVS_ARN: releasePointers.keyValueStoreArn,
        // No task starts an execution (a massive update's update-site runs the publishing steps itself, in the
        // inline Map), so the role may start none: set anyway, a task that ever starts one fails with AccessDenied
        // instead of running a machine in this process (the local adapter).
        WORKFLOW_ADAPTER: 'stepfunctions',
        STATE_MACHINE_ARN_PREFIX: stateMachineArnPrefix(this, stage),
      },
      bundling: lambdaBundling,
    });
    const fn = this.taskFunction;

    table.grantReadWriteData(role);
    // The site deletion: its customers' sign-in (customer pool only), its media (listed and deleted under the site's
    // prefixes only), its export (written under the private exports prefix only). Nothing reads media.
    userPools.customer.pool.grant(role, ...customerPoolTaskActions);
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [mediaBucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': siteMediaPrefixes.map((prefix) => `${prefix}*`) } },
      }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:DeleteObject'],
        resources: siteMediaPrefixes.map((prefix) => mediaBucket.arnForObjects(`${prefix}*`)),
      }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [...siteExportActions],
        resources: [mediaBucket.arnForObjects(`${siteExportPrefix}*`)],
      }),
    );
    // The storefront's bucket: its releases, and of the build the prerender's template (index.html) with the styles it
    // inlines (Vite's manifest and the stylesheets): nothing else of the build, neither its scripts nor public files.
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [...releaseObjectActions],
        resources: [releasesBucket.arnForObjects(`${releasesPrefix}*`)],
      }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [prerenderTemplateKey, ...prerenderStyleKeys].map((key) => releasesBucket.arnForObjects(key)),
      }),
    );
    // Listing finds a site's releases to prune or delete, and makes a missing object a 404 rather than a 403 (a
    // storefront never built has no template). It lists names only: the site's own public files.
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['s3:ListBucket'], resources: [releasesBucket.bucketArn] }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: [...releasePointerActions], resources: [releasePointers.keyValueStoreArn] }),
    );

    NagSuppressions.addResourceSuppressions(
      role,
      [
        ...lambdaRoleSuppressions,
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "The site deletion removes a site's media, whose keys are per upload (sites/<id>/…/<uuid>.<ext>) and whose site is known only at run time: DeleteObject under the three prefixes that hold sites' objects (sites/, private/sites/, uploads/) only; it writes the site's export, named after its job, under private/exports/ only (PutObject, AbortMultipartUpload).",
          appliesTo: [
            {
              regex: `/^Resource::.*MediaBucket.*\\/(${[...siteMediaPrefixes, siteExportPrefix].map((prefix) => prefix.replaceAll('/', '\\/')).join('|')})\\*$/g`,
            },
          ],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "A release's documents are named by the site's pages, products and languages, under releases/<idSite>/<releaseId>/: objects under the storefront bucket's releases/ prefix only (not its build), Get/Put/Delete only.",
          appliesTo: [{ regex: `/^Resource::.*StoreSiteBucket.*\\/${releasesPrefix.replace('/', '')}\\/\\*$/g` }],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "The prerender inlines the build's stylesheets, named by their content hash (assets/index-<hash>.css): GetObject of the storefront bucket's .css files under assets/ only, not its scripts.",
          appliesTo: [{ regex: '/^Resource::.*StoreSiteBucket.*\\/assets\\/\\*\\.css$/g' }],
        },
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
    lambdaAlarms(this, alarmTopic, stage, fn, { id: 'Task', name: 'workflows-task' });

    const stateMachines = {} as Record<WorkflowMachineName, StateMachine>;
    for (const name of workflowMachineNames) {
      const machine = new StateMachine(this, `${machineId(name)}Machine`, {
        // Fixed: the API starts it by this name's ARN.
        stateMachineName: machineResourceName(stage, name),
        stateMachineType: StateMachineType.STANDARD,
        // The very file the local runner executes; its Task states all name ${TaskFunctionArn}.
        definitionBody: DefinitionBody.fromFile(machineDefinitionPath(name)),
        definitionSubstitutions: { TaskFunctionArn: fn.functionArn },
        // Every transition, without the states' input and output: which task ran, retried or failed, not the data
        // (ids and S3 keys; the job record keeps the rest).
        logs: {
          destination: new LogGroup(this, `${machineId(name)}MachineLogs`, { retention, removalPolicy: logRemoval }),
          level: LogLevel.ALL,
          includeExecutionData: false,
        },
        tracingEnabled: true,
      });
      // Not grantInvoke: it would add <arn>:* (every version and alias); the ASL calls the function itself.
      machine.addToRolePolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.functionArn] }));
      NagSuppressions.addResourceSuppressions(
        machine.role,
        [
          {
            id: 'AwsSolutions-IAM5',
            reason:
              'Logging to CloudWatch Logs and X-Ray tracing: the log delivery actions (logs:CreateLogDelivery, …) and X-Ray PutTraceSegments, PutTelemetryRecords, GetSampling* have no resource-level permissions, "*" is their only resource (added by CDK for `logs` and `tracingEnabled`).',
            appliesTo: ['Resource::*'],
          },
        ],
        true,
      );
      stateMachineFailedAlarm(this, alarmTopic, stage, machine, { id: machineId(name), name });
      stateMachines[name] = machine;
    }
    this.stateMachines = stateMachines;

    new CfnOutput(this, 'StateMachineArnPrefix', {
      value: stateMachineArnPrefix(this, stage),
      description: "The machines' ARNs are this prefix followed by their names (publish-site, site-init, …)",
    });
    new CfnOutput(this, 'TaskFunctionName', {
      value: fn.functionName,
      description: 'The task Lambda of every workflow (its log group has the tasks’ logs)',
    });
  }
}
