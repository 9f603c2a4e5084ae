/**
 * The CDK app. Run from the repository root (`cdk synth`, see ../../cdk.json) or with
 * `npm run synth -w infra`; choose the stage with `-c stage=dev|prod` (default dev). Each stage's
 * configuration (CORS origins, mail sender, site addresses) is `context.stages.<stage>` in cdk.json.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { addCellarStacks } from '../lib/cellar-app.ts';
import { parseStage, parseStageConfig } from '../lib/stage.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const app = new App();
const stage = parseStage(app.node.tryGetContext('stage'));
const config = parseStageConfig(stage, app.node.tryGetContext('stages'));

addCellarStacks(app, {
  stage,
  config,
  // Uploaded only when built (`npm run build`); a missing folder leaves that site's bucket as it is.
  siteDirectories: { admin: join(repoRoot, 'web-admin', 'dist'), store: join(repoRoot, 'web-store', 'dist') },
});

app.synth();
