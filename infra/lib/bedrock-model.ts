import { Stack } from 'aws-cdk-lib';

/** Converse is authorised as InvokeModel (docs: "Converse API" permissions); no streaming, no other model call. */
export const bedrockActions = ['bedrock:InvokeModel'] as const;

/** Cross-region inference profiles are named by their geography (`eu.amazon.nova-pro-v1:0`). */
const profilePrefix = /^(us|eu|apac|us-gov|global)\./;

/**
 * What `bedrock:InvokeModel` must be allowed on for the stage's model: the foundation model in the stack's region; for
 * an inference profile, the profile itself and its model in every region the profile routes to (any region: the
 * profile chooses, within its geography).
 */
export function bedrockModelArns(stack: Stack, modelId: string): string[] {
  const prefix = profilePrefix.exec(modelId);
  if (!prefix)
    return [stack.formatArn({ service: 'bedrock', account: '', resource: 'foundation-model', resourceName: modelId })];
  return [
    stack.formatArn({ service: 'bedrock', resource: 'inference-profile', resourceName: modelId }),
    stack.formatArn({
      service: 'bedrock',
      region: '*',
      account: '',
      resource: 'foundation-model',
      resourceName: modelId.slice(prefix[0].length),
    }),
  ];
}
