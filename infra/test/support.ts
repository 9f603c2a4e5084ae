/** Helpers of the infra tests: an App like `cdk synth`'s, without esbuild, and template walkers. */
import { readFileSync } from 'node:fs';
import { App, Aspects, type Stack } from 'aws-cdk-lib';
import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from '../lib/nag.ts';

/** The context (feature flags, stage configuration) of the root cdk.json. */
export const cdkContext = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8'))
  .context as Record<string, unknown>;

/**
 * An App with cdk.json's context, plus:
 * - `aws:cdk:bundling-stacks: []`: NodejsFunction skips esbuild (assets get a placeholder), so
 *   tests need no bundling;
 * - annotations stay annotations instead of failing the synth through the validation report, so
 *   the cdk-nag test can list the findings it asserts on (with the report on, an unsuppressed
 *   cdk-nag error fails `cdk synth` itself).
 * `nag` adds the AwsSolutions checks to every stack.
 */
export function testApp(options: { nag?: boolean } = {}): App {
  const app = new App({
    context: { ...cdkContext, 'aws:cdk:bundling-stacks': [], '@aws-cdk/core:annotationsInValidationReport': false },
  });
  if (options.nag) Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  return app;
}

/** Unsuppressed AwsSolutions errors of a stack, as readable lines. */
export function nagErrors(stack: Stack): string[] {
  return Annotations.fromStack(stack)
    .findError('*', Match.stringLikeRegexp('AwsSolutions-.*'))
    .map((message) => `${message.id}: ${String(message.entry.data).split('\n')[0]}`);
}

/** Unsuppressed AwsSolutions warnings of a stack, as readable lines. */
export function nagWarnings(stack: Stack): string[] {
  return Annotations.fromStack(stack)
    .findWarning('*', Match.stringLikeRegexp('AwsSolutions-.*'))
    .map((message) => `${message.id}: ${String(message.entry.data).split('\n')[0]}`);
}

type Resource = { Type: string; Properties?: Record<string, any>; [key: string]: unknown };

export function resourcesOf(template: Template): Record<string, Resource> {
  return template.toJSON().Resources as Record<string, Resource>;
}

/**
 * Every `Resource` of every statement of the stack's IAM policies (managed, inline and role inline),
 * with the statement's actions.
 */
export function policyResources(template: Template): { where: string; resource: unknown; actions: string[] }[] {
  const found: { where: string; resource: unknown; actions: string[] }[] = [];
  const collect = (where: string, document: any) => {
    for (const statement of [document?.Statement ?? []].flat()) {
      const actions = [statement.Action ?? []].flat() as string[];
      for (const resource of [statement.Resource ?? []].flat()) found.push({ where, resource, actions });
    }
  };
  for (const [id, resource] of Object.entries(resourcesOf(template))) {
    if (resource.Type === 'AWS::IAM::Policy' || resource.Type === 'AWS::IAM::ManagedPolicy')
      collect(id, resource.Properties?.PolicyDocument);
    if (resource.Type === 'AWS::IAM::Role')
      for (const policy of resource.Properties?.Policies ?? []) collect(id, policy.PolicyDocument);
  }
  return found;
}
