/**
 * The stage's alarms (docs/infrastructure.md "Workflows stack and alarms"). One SNS topic per stage, made by the data
 * stack: it deploys first, so every later stack may name the topic without a cycle. Each alarm lives in the stack of
 * what it watches (the API's 5xx and the route-group Lambdas in the api stack, the table in the data stack, the task
 * Lambda and the state machines in the workflows stack) and tells the topic when it fires and when it clears.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { type ITopic, Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import type { Stage } from './stage.ts';

/** Every alarm looks at one 5-minute period: a page a few minutes late is fine, a missed one is not. */
const period = Duration.minutes(5);

/** `cellar-<stage>-alarms`: named, so subscribers added outside CDK (chat, paging) find it. */
export const alarmTopicName = (stage: Stage) => `cellar-${stage}-alarms`;

export interface AlarmTopicProps {
  readonly stage: Stage;
  /** Subscribed by e-mail (each confirms from the mail AWS sends): the stage configuration's `alarmEmails`. */
  readonly emails: readonly string[];
}

/**
 * The topic the alarms tell, encrypted with a key of our own: CloudWatch can publish to an encrypted topic only if the
 * key's policy lets it use the key, which the AWS-managed SNS key's policy does not and cannot.
 */
export class AlarmTopic extends Construct {
  readonly topic: Topic;
  readonly key: Key;

  constructor(scope: Construct, id: string, props: AlarmTopicProps) {
    super(scope, id);
    // Alarm notices hold no data to keep: key and topic go with the stack.
    this.key = new Key(this, 'Key', {
      description: `Cellar ${props.stage}: encrypts the alarm topic`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
    this.key.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudWatchAlarmsPublish',
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        // In a key policy "*" is the key itself.
        resources: ['*'],
      }),
    );
    this.topic = new Topic(this, 'Topic', {
      topicName: alarmTopicName(props.stage),
      displayName: `Cellar ${props.stage} alarms`,
      masterKey: this.key,
      enforceSSL: true,
    });
    for (const email of props.emails) this.topic.addSubscription(new EmailSubscription(email));
  }
}

export interface AlarmSpec {
  /** The alarm's construct id, unique in its scope. */
  readonly id: string;
  /** The alarm's name after `cellar-<stage>-`, what the mail's subject shows. */
  readonly name: string;
  readonly description: string;
  readonly metric: IMetric;
  /** Fires when the period's value is at least this. */
  readonly threshold: number;
}

/** An alarm on one 5-minute period, no data counting as fine, telling the topic when it fires and when it clears. */
export function addAlarm(scope: Construct, topic: ITopic, stage: Stage, spec: AlarmSpec): Alarm {
  const alarm = new Alarm(scope, spec.id, {
    alarmName: `cellar-${stage}-${spec.name}`,
    alarmDescription: spec.description,
    metric: spec.metric,
    threshold: spec.threshold,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    evaluationPeriods: 1,
    datapointsToAlarm: 1,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  const action = new SnsAction(topic);
  alarm.addAlarmAction(action);
  alarm.addOkAction(action);
  return alarm;
}

/**
 * A Lambda's errors (an invocation that threw or timed out: the route handlers answer their own failures, so this is
 * a crash) and throttles (the account's concurrency is exhausted: requests are refused).
 */
export function lambdaAlarms(
  scope: Construct,
  topic: ITopic,
  stage: Stage,
  fn: IFunction,
  label: { id: string; name: string },
): Alarm[] {
  return [
    addAlarm(scope, topic, stage, {
      id: `${label.id}ErrorsAlarm`,
      name: `lambda-${label.name}-errors`,
      description: `The ${label.name} Lambda threw or timed out (CloudWatch Logs Insights on its log group has the why).`,
      metric: fn.metricErrors({ period, statistic: 'Sum' }),
      threshold: 1,
    }),
    addAlarm(scope, topic, stage, {
      id: `${label.id}ThrottlesAlarm`,
      name: `lambda-${label.name}-throttles`,
      description: `The ${label.name} Lambda was throttled: the account's concurrency is exhausted, calls are refused.`,
      metric: fn.metricThrottles({ period, statistic: 'Sum' }),
      threshold: 1,
    }),
  ];
}

/** 5xx answers of the HTTP API: a few are expected (a payment provider down answers 502), a run of them is not. */
export const api5xxThreshold = 5;

export function httpApi5xxAlarm(scope: Construct, topic: ITopic, stage: Stage, metric: IMetric): Alarm {
  return addAlarm(scope, topic, stage, {
    id: 'Api5xxAlarm',
    name: 'api-5xx',
    description: `At least ${api5xxThreshold} answers of the HTTP API were 5xx in 5 minutes (its access log has the routes).`,
    metric,
    threshold: api5xxThreshold,
  });
}

/**
 * Throttled reads and writes of the table and of each index (on-demand: a partition or the table's own maximum was
 * exceeded). One alarm over the sum: six metrics, under the ten a metric-math alarm may use.
 */
export function tableThrottleAlarm(
  scope: Construct,
  topic: ITopic,
  stage: Stage,
  table: ITableV2,
  indexNames: readonly string[],
): Alarm {
  const metrics: Record<string, IMetric> = {};
  const targets = [
    { TableName: table.tableName },
    ...indexNames.map((index) => ({
      TableName: table.tableName,
      GlobalSecondaryIndexName: index,
    })),
  ];
  targets.forEach((dimensionsMap, i) => {
    for (const [kind, metricName] of [
      ['read', 'ReadThrottleEvents'],
      ['write', 'WriteThrottleEvents'],
    ] as const) {
      metrics[`${kind}${i}`] = new Metric({
        namespace: 'AWS/DynamoDB',
        metricName,
        dimensionsMap,
        statistic: 'Sum',
        period,
      });
    }
  });
  return addAlarm(scope, topic, stage, {
    id: 'TableThrottlesAlarm',
    name: 'table-throttles',
    description: 'Reads or writes of the table (or of an index) were throttled: the Lambdas retried or failed.',
    metric: new MathExpression({
      expression: 'SUM(FILL(METRICS(), 0))',
      usingMetrics: metrics,
      label: 'Throttle events of the table and its indexes',
      period,
    }),
    threshold: 1,
  });
}

/**
 * A workflow execution failed or timed out. A failure ran the machine's FailJob first, so the job's record (the
 * admin's job screen) says why; a timeout (the ASL's TimeoutSeconds) ends the execution without it, leaving the job
 * RUNNING: both are worth a look. Stopped executions (a stopped live edit) are not counted.
 */
export function stateMachineFailedAlarm(
  scope: Construct,
  topic: ITopic,
  stage: Stage,
  machine: IStateMachine,
  label: { id: string; name: string },
): Alarm {
  return addAlarm(scope, topic, stage, {
    id: `${label.id}FailedAlarm`,
    name: `workflow-${label.name}-failed`,
    description: `An execution of the ${label.name} workflow failed or timed out: its job's record and the machine's log say why.`,
    metric: new MathExpression({
      expression: 'SUM(FILL(METRICS(), 0))',
      usingMetrics: {
        failed: machine.metricFailed({ period, statistic: 'Sum' }),
        timedOut: machine.metricTimedOut({ period, statistic: 'Sum' }),
      },
      label: 'Executions failed or timed out',
      period,
    }),
    threshold: 1,
  });
}
