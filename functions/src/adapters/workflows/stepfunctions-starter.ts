import { SignatureV4 } from '@smithy/signature-v4';
import type { ExecutionInput, WorkflowMachineName } from '@cellar/shared/workflows/machines';
import { NodeSha256 } from '../../data/node-sha256.ts';
import { env } from '../../lib/env.ts';
import type { WorkflowStarter } from './workflow-starter.ts';

/**
 * StartExecution on the deployed machine (`STATE_MACHINE_ARN_PREFIX` + name, set by infra: no reference across
 * stacks), over fetch with the SDK's own SigV4 signer, like S3 (docs/decisions.md "S3 without the S3 client"): the
 * Step Functions client would weigh on the two Lambdas that start jobs for one call.
 */
export function stepFunctionsStarter(send: typeof fetch = fetch): WorkflowStarter {
  const { STATE_MACHINE_ARN_PREFIX, AWS_REGION } = env();
  if (!STATE_MACHINE_ARN_PREFIX) throw new Error('STATE_MACHINE_ARN_PREFIX is not set: no machine to start');
  return {
    async start(machine: WorkflowMachineName, name: string, input: ExecutionInput) {
      const { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN } = process.env;
      if (!AWS_ACCESS_KEY_ID || !AWS_SECRET_ACCESS_KEY) throw new Error('No AWS credentials in the environment');
      const host = `states.${AWS_REGION}.amazonaws.com`;
      const body = JSON.stringify({
        stateMachineArn: `${STATE_MACHINE_ARN_PREFIX}${machine}`,
        name,
        input: JSON.stringify(input),
      });
      const signer = new SignatureV4({
        credentials: {
          accessKeyId: AWS_ACCESS_KEY_ID,
          secretAccessKey: AWS_SECRET_ACCESS_KEY,
          sessionToken: AWS_SESSION_TOKEN,
        },
        region: AWS_REGION,
        service: 'states',
        sha256: NodeSha256,
      });
      const signed = await signer.sign({
        method: 'POST',
        protocol: 'https:',
        hostname: host,
        path: '/',
        query: {},
        headers: {
          host,
          'content-type': 'application/x-amz-json-1.0',
          'x-amz-target': 'AWSStepFunctions.StartExecution',
        },
        body,
      });
      const answer = await send(`https://${host}/`, { method: 'POST', headers: signed.headers, body });
      if (!answer.ok) {
        const text = await answer.text().catch(() => '');
        throw new Error(`Step Functions StartExecution answered ${answer.status}: ${text.slice(0, 300)}`);
      }
    },
  };
}
