import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { StageConfig } from './stage.ts';

/**
 * The machine-translation adapter of the Lambdas that translate (the translations group's usage and languages calls,
 * the workflows' task Lambda running the jobs): DeepL with the key of the stage's secret when cdk.json names one, else
 * the local word list. The key is a dynamic reference: CloudFormation resolves it at deploy time, the template never
 * holds it.
 */
export function machineTranslationEnvironment(scope: Construct, config: StageConfig): Record<string, string> {
  if (!config.deeplSecretName) return { MT_ADAPTER: 'local' };
  const secret = Secret.fromSecretNameV2(scope, 'DeeplKey', config.deeplSecretName);
  return { MT_ADAPTER: 'deepl', DEEPL_API_KEY: secret.secretValue.unsafeUnwrap() };
}
