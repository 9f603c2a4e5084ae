import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { StateMachine } from 'aws-local-stepfunctions';
import {
  machineDefinitionFile,
  type ExecutionInput,
  type WorkflowMachineName,
} from '@cellar/shared/workflows/machines';
import { env } from '../../lib/env.ts';
import { logger } from '../../lib/logger.ts';
import { handleTask } from '../../workflows/handle-task.ts';
import type { WorkflowStarter } from './workflow-starter.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
/** What CDK substitutes: here only a name, every Task state runs `handleTask` in this process. */
const localTaskArn = 'arn:aws:lambda:eu-west-3:000000000000:function:cellar-local-workflow-task';

interface AslState {
  Type: string;
  ItemProcessor?: { States: Record<string, AslState> };
  Iterator?: { States: Record<string, AslState> };
  Branches?: { States: Record<string, AslState> }[];
}

/** Every Task state's name, nested Map and Parallel states included: aws-local-stepfunctions overrides by name. */
export function taskStateNames(states: Record<string, AslState>): string[] {
  return Object.entries(states).flatMap(([name, state]) => [
    ...(state.Type === 'Task' ? [name] : []),
    ...taskStateNames(state.ItemProcessor?.States ?? state.Iterator?.States ?? {}),
    ...(state.Branches ?? []).flatMap((branch) => taskStateNames(branch.States)),
  ]);
}

export function loadMachine(name: WorkflowMachineName): { StartAt: string; States: Record<string, AslState> } {
  const text = readFileSync(`${repoRoot}${machineDefinitionFile(name)}`, 'utf8');
  return JSON.parse(text.replaceAll('${TaskFunctionArn}', localTaskArn)) as {
    StartAt: string;
    States: Record<string, AslState>;
  };
}

const running = new Set<Promise<unknown>>();

/** Resolves once no local execution runs (tests, and `npm start` before it says it is ready). */
export async function localWorkflowsIdle(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}

/**
 * Runs the machine's ASL in this process, as Step Functions would: the execution goes on after the call that started
 * it has answered (the job record tells how it goes). A failed execution is the job's business: its record holds the
 * reason; here it is only logged.
 */
export const localStarter: WorkflowStarter = {
  async start(machine, name, input: ExecutionInput) {
    const definition = loadMachine(machine);
    const stateMachine = new StateMachine(definition as never, { validationOptions: { checkArn: false } });
    const handlers = Object.fromEntries(taskStateNames(definition.States).map((state) => [state, handleTask]));
    const retryMs = env().WORKFLOW_RETRY_MS;
    const retryIntervalOverrides =
      retryMs === undefined ? undefined : Object.fromEntries(Object.keys(handlers).map((state) => [state, retryMs]));
    const execution = stateMachine.run(input as never, {
      overrides: { taskResourceLocalHandlers: handlers as never, retryIntervalOverrides },
      context: { Execution: { Name: name, StartTime: new Date().toISOString() } },
    });
    const done = execution.result.then(
      () => logger.info('local workflow succeeded', { machine, execution: name }),
      (error: unknown) => logger.info('local workflow failed', { machine, execution: name, error: String(error) }),
    );
    running.add(done);
    void done.finally(() => running.delete(done));
  },
};
