/**
 * The workflow machines' ARNs, computed from their fixed names (shared/src/workflows/machines.ts
 * `machineResourceName`) rather than referenced: the API stack, which starts the jobs, deploys before the workflows
 * stack (whose task Lambda needs the API's address), so naming a machine there would be a cycle
 * (docs/infrastructure.md "Workflows stack and alarms").
 */
import { ArnFormat, type Stack } from 'aws-cdk-lib';
import { machineResourceName, type WorkflowMachineName, workflowMachineNames } from '@cellar/shared/workflows/machines';
import type { Stage } from './stage.ts';

/** `cellar-<stage>-`: what every machine's name starts with (checked against each name). */
export function machineNamePrefix(stage: Stage): string {
  const [first] = workflowMachineNames;
  const prefix = machineResourceName(stage, first).slice(0, -first.length);
  for (const name of workflowMachineNames) {
    if (machineResourceName(stage, name) !== `${prefix}${name}`)
      throw new Error(`The machine ${name} is not named ${prefix}${name}: STATE_MACHINE_ARN_PREFIX would miss it`);
  }
  return prefix;
}

/** `arn:<partition>:states:<region>:<account>:stateMachine:<name>` in the stack's account and region. */
export function stateMachineArn(stack: Stack, stage: Stage, name: WorkflowMachineName): string {
  return stack.formatArn({
    service: 'states',
    resource: 'stateMachine',
    resourceName: machineResourceName(stage, name),
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });
}

/**
 * `arn:…:stateMachine:cellar-<stage>-`, given to the Lambdas as STATE_MACHINE_ARN_PREFIX: the code appends a machine's
 * name (functions/src/lib/env.ts).
 */
export function stateMachineArnPrefix(stack: Stack, stage: Stage): string {
  return stack.formatArn({
    service: 'states',
    resource: 'stateMachine',
    resourceName: machineNamePrefix(stage),
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });
}

/** Every execution of a machine (`execution:<machine>:<job id>`): what DescribeExecution and StopExecution act on. */
export function executionArns(stack: Stack, stage: Stage, name: WorkflowMachineName): string {
  return stack.formatArn({
    service: 'states',
    resource: 'execution',
    resourceName: `${machineResourceName(stage, name)}:*`,
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });
}
