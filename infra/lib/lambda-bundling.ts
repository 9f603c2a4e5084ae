/**
 * How our Lambdas are packaged, shared by the API stack (one Lambda per route group) and the workflows stack (the
 * task Lambda), so both deploy bundles built exactly the way `npm run bench -- bundles` measures them
 * (shared/src/resources/lambda-bundle.ts, docs/decisions.md "Lambda bundles").
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BundlingOptions, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { lambdaBundle } from '@cellar/shared/resources/lambda-bundle';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** NodejsFunction's `projectRoot` and `depsLockFilePath`: the npm workspaces' root and its lock file. */
export const lambdaProject = { projectRoot: repoRoot, depsLockFilePath: join(repoRoot, 'package-lock.json') } as const;

export const lambdaBundling: BundlingOptions = {
  format: OutputFormat.CJS,
  minify: lambdaBundle.minify,
  sourceMap: true,
  // Mappings are enough for stack traces; the sources stay out of the package.
  sourcesContent: false,
  target: lambdaBundle.target,
  mainFields: [...lambdaBundle.mainFields],
  // The SDK is bundled (the version tested, only what is imported, one minified file to load):
  // measured by `npm run bench -- bundles` with these same options.
  externalModules: [...lambdaBundle.external],
  esbuildArgs: {
    '--alias': Object.entries(lambdaBundle.alias).map(([name, file]) => `${name}=${join(repoRoot, file)}`),
  },
};

const sharpVersion = (
  JSON.parse(readFileSync(join(repoRoot, 'functions', 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  }
).dependencies.sharp!;

/**
 * The bundling of a Lambda that resizes images: sharp (external, `lambdaBundle.external`) is installed beside the
 * bundle with the native binary of the Lambda's platform, whatever machine synthesizes. Installed by an npm command
 * rather than `nodeModules`, whose `npm ci` with the workspaces' lock file needs a workspace's package.json.
 */
export function imageLambdaBundling(cpu: 'arm64' | 'x64'): BundlingOptions {
  const install = (output: string) =>
    `npm install --prefix "${output}" --no-save --no-package-lock --omit=dev --os=linux --cpu=${cpu} --libc=glibc ` +
    `sharp@${sharpVersion}`;
  return {
    ...lambdaBundling,
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (_input, output) => [install(output)],
    },
  };
}
