/**
 * cdk-nag is CommonJS whose exports Node's ESM loader cannot list (`import { NagSuppressions }`
 * fails under tsx), so it is imported whole here and re-exported.
 */
import cdkNag from 'cdk-nag';

export const { AwsSolutionsChecks, NagSuppressions } = cdkNag;

/** What every one of our Lambda roles is granted wider than a resource, and why (the route groups', the task's). */
export const lambdaRoleSuppressions = [
  {
    id: 'AwsSolutions-IAM5',
    reason:
      'Active tracing: X-Ray PutTraceSegments and PutTelemetryRecords have no resource-level permissions, "*" is their only resource.',
    appliesTo: ['Resource::*'],
  },
  {
    id: 'AwsSolutions-IAM5',
    reason:
      'grantReadWriteData (grantReadData for read-only groups) adds <table-arn>/index/* so Query can use the GSIs: scoped to the indexes of this one table.',
    appliesTo: [{ regex: '/^Resource::.*\\/index\\/\\*$/g' }],
  },
];
