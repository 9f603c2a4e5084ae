/**
 * The CDK app. Run from the repository root (`cdk synth`, see ../../cdk.json) or with
 * `npm run synth -w infra`; choose the stage with `-c stage=dev|prod` (default dev).
 */
import { App, Tags } from 'aws-cdk-lib';
import { DataStack } from '../lib/data-stack.ts';
import { parseStage } from '../lib/stage.ts';

const app = new App();
const stage = parseStage(app.node.tryGetContext('stage'));

// Environment-agnostic for now: synth needs no AWS credentials. A stack that needs a fixed
// account/region (e.g. a CloudFront certificate in us-east-1) sets its own `env`.
const data = new DataStack(app, `cellar-${stage}-data`, {
  stage,
  description: `Cellar (${stage}): DynamoDB table, media bucket, Cognito user pools`,
});

for (const stack of [data]) {
  Tags.of(stack).add('project', 'cellar');
  Tags.of(stack).add('stage', stage);
}

app.synth();
