import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEnvCache } from '../../lib/env.ts';
import { stepFunctionsStarter } from './stepfunctions-starter.ts';

const input = {
  job: { id: '0mwxbt4xo-9da69201c4', idSite: 1, kind: 'publish' as const, startedBy: 'admin@domaine-des-lilas.fr' },
  input: { release: { id: '0mwxbt4xp-1a2b3c4d5e', kind: 'production' as const } },
  results: {},
};

beforeEach(() => {
  for (const [name, value] of Object.entries({
    TABLE_NAME: 't',
    MEDIA_BUCKET: 'm',
    STAFF_POOL_ID: 'p',
    STAFF_CLIENT_ID: 'c',
    CUSTOMER_POOL_ID: 'p',
    CUSTOMER_CLIENT_ID: 'c',
    AWS_REGION: 'eu-west-3',
    STATE_MACHINE_ARN_PREFIX: 'arn:aws:states:eu-west-3:123456789012:stateMachine:cellar-dev-',
    AWS_ACCESS_KEY_ID: 'AKIAIOSFODNN7EXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    AWS_SESSION_TOKEN: 'session-token',
  }))
    vi.stubEnv(name, value);
  resetEnvCache();
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

describe('starting a deployed machine', () => {
  it('sends StartExecution, signed for Step Functions, with the machine’s ARN, the job as name and the input', async () => {
    const send = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(
          JSON.stringify({
            executionArn:
              'arn:aws:states:eu-west-3:123456789012:execution:cellar-dev-publish-site:0mwxbt4xo-9da69201c4',
            startDate: 1.795683e9,
          }),
          { status: 200, headers: { 'content-type': 'application/x-amz-json-1.0' } },
        ),
    );
    await stepFunctionsStarter(send as unknown as typeof fetch).start('publish-site', input.job.id, input);
    const [url, init] = send.mock.calls[0]!;
    expect(String(url)).toBe('https://states.eu-west-3.amazonaws.com/');
    const headers = init!.headers as Record<string, string>;
    expect(headers['x-amz-target']).toBe('AWSStepFunctions.StartExecution');
    expect(headers['content-type']).toBe('application/x-amz-json-1.0');
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\/\d{8}\/eu-west-3\/states\/aws4_request, SignedHeaders=[^,]*x-amz-target[^,]*, Signature=[0-9a-f]{64}$/,
    );
    expect(headers['x-amz-security-token']).toBe('session-token');
    const body = JSON.parse(String(init!.body)) as { stateMachineArn: string; name: string; input: string };
    expect(body.stateMachineArn).toBe('arn:aws:states:eu-west-3:123456789012:stateMachine:cellar-dev-publish-site');
    expect(body.name).toBe(input.job.id);
    expect(JSON.parse(body.input)).toEqual(input);
  });

  it('fails with Step Functions’ own words when it refuses (an execution of that name already exists)', async () => {
    const refusal = {
      __type: 'com.amazonaws.swf.service.v2.model#ExecutionAlreadyExists',
      message: 'Execution Already Exists: arn:aws:states:eu-west-3:123456789012:execution:cellar-dev-publish-site:x',
    };
    const send = async () => new Response(JSON.stringify(refusal), { status: 400 });
    await expect(
      stepFunctionsStarter(send as unknown as typeof fetch).start('publish-site', input.job.id, input),
    ).rejects.toThrow(/answered 400: .*ExecutionAlreadyExists/);
  });
});
