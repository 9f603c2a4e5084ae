import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { clientVersionOf } from '@cellar/shared/workflows/client-version';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../data/dynamo.ts';
import { keys } from '../data/keys.ts';
import { env } from '../lib/env.ts';
import { JobRefused } from './job-errors.ts';

/**
 * Which storefront build a new release is prerendered with (docs/publishing.md "Client version"). Locally: the build
 * on disk (`STORE_DIST_DIR`). In AWS: the item the deployment writes when it uploads the build (infra/lib/web-stack.ts)
 * — the API's Lambdas cannot read the storefront's bucket, and need not load the build to name it.
 */
export interface ClientTemplateInfo {
  version: string;
  builtAt: string | null;
}

export async function clientTemplateInfo(): Promise<ClientTemplateInfo> {
  const dir = env().STORE_DIST_DIR;
  if (dir) {
    const file = join(dir, 'index.html');
    const html = await readFile(file, 'utf8').catch(() => null);
    if (html === null) throw new JobRefused(`The storefront is not built (${file} is missing): run npm run build`);
    return { version: clientVersionOf(html), builtAt: (await stat(file)).mtime.toISOString() };
  }
  const answer = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.clientTemplate() }));
  const item = answer.Item as { version?: string; builtAt?: string } | undefined;
  if (!item?.version) throw new JobRefused('No storefront build is recorded: deploy the web stack first');
  return { version: item.version, builtAt: item.builtAt ?? null };
}
