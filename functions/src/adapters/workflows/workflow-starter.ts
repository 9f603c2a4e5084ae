import type { ExecutionInput, WorkflowMachineName } from '@cellar/shared/workflows/machines';
import { env } from '../../lib/env.ts';

/**
 * Starts a state machine's execution, named after its job (docs/workflows.md). `stepfunctions`: the deployed
 * machine; `local`: the same ASL file run in this process by aws-local-stepfunctions with the same task handler.
 */
export interface WorkflowStarter {
  start(machine: WorkflowMachineName, name: string, input: ExecutionInput): Promise<void>;
}

export async function workflowStarter(): Promise<WorkflowStarter> {
  if (env().WORKFLOW_ADAPTER === 'stepfunctions') {
    return (await import('./stepfunctions-starter.ts')).stepFunctionsStarter();
  }
  // Not a literal: esbuild leaves it out of the Lambda bundles (aws-local-stepfunctions, the tasks and the storefront's
  // renderer would weigh on the API's cold starts for a path never taken in AWS).
  const local = './local-starter.ts';
  return ((await import(/* @vite-ignore */ local)) as typeof import('./local-starter.ts')).localStarter;
}
