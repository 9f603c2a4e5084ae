import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { userRepository } from '@cellar/functions/repositories/user-repository';
import { freePort } from '../local/ports.ts';
import { storeBuild } from '../local/site-build.ts';
import { startStack, tableName, type RunningStack } from '../local/stack.ts';
import { demoLogins, seed, seedSite } from '../seed.ts';
import type { IntegrationFixtures } from './fixtures.ts';

let stack: RunningStack | undefined;
let dataDir: string | undefined;

/** One real local stack for the whole integration run, on free ports, in a throw-away folder. */
export async function setup(project: TestProject): Promise<void> {
  dataDir = await mkdtemp(join(tmpdir(), 'cellar-int-'));
  const ports = { api: await freePort(), dynamodb: await freePort(), s3: await freePort(), cognito: await freePort() };
  // Workflow retries wait milliseconds, not the ASL's seconds: a failing task's retries still happen, quickly. The
  // publishing tests prerender with the built storefront: built now when missing or stale (the e2e stage reuses it).
  const [started] = await Promise.all([
    startStack({ dataDir, ports, logLevel: process.env.CELLAR_TEST_LOGS ? 'info' : 'silent', workflowRetryMs: 5 }),
    storeBuild.ensure({ log: () => undefined }),
  ]);
  stack = started;
  await seed();
  const admin2 = { email: 'admin@chateau-des-pins.fr', password: 'pins-admin' };
  await seedSite(
    { id: 2, name: 'Château des Pins', slug: 'chateau-des-pins', defaultLang: 'en_US', langs: ['en_US', 'fr_FR'] },
    { ...admin2, firstname: 'Hugo', lastname: 'Bernard' },
  );
  // A site no test configures: what a shop that has set nothing up answers (no partner, no carrier).
  const admin3 = { email: 'admin@clos-des-tests.fr', password: 'clos-admin' };
  await seedSite(
    { id: 3, name: 'Clos des Tests', slug: 'clos-des-tests', defaultLang: 'fr_FR', langs: ['fr_FR', 'en_US'] },
    { ...admin3, firstname: 'Inès', lastname: 'Garcia' },
  );
  // The security suites' own sites (functions/test/security/): site 4 is the victim they fill with
  // canary data, site 5 the attacker whose ADMIN tries to reach it. No other file touches them.
  const admin4 = { email: 'admin@domaine-zqvictim.fr', password: 'zqvictim-admin' };
  await seedSite(
    { id: 4, name: 'Domaine Zqvictim', slug: 'domaine-zqvictim', defaultLang: 'fr_FR', langs: ['fr_FR', 'en_US'] },
    { ...admin4, firstname: 'Victor', lastname: 'Zqvictim' },
  );
  const admin5 = { email: 'admin@cave-attaquant.fr', password: 'attaquant-admin' };
  await seedSite(
    { id: 5, name: 'Cave de l’Attaquant', slug: 'cave-attaquant', defaultLang: 'fr_FR', langs: ['fr_FR', 'en_US'] },
    { ...admin5, firstname: 'Mallory', lastname: 'Attaquant' },
  );
  // A shop customer of site 1, registered as the storefront does (its username is `1#<email>`).
  const customer = { email: 'shopper@example.com', password: 'shopper-pw' };
  const registered = await fetch(`${stack.apiUrl}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', idsite: '1', userlang: 'en_US' },
    body: JSON.stringify({
      firstname: 'Jeanne',
      lastname: 'Moreau',
      email: customer.email,
      birthdate: '12/03/1985',
      password: customer.password,
      confirmPassword: customer.password,
      salesConditions: true,
    }),
  });
  if (registered.status !== 201)
    throw new Error(`registering the test customer failed: ${registered.status} ${await registered.text()}`);
  const idOf = async (email: string) => (await userRepository.findByEmail(email))!.id;
  const fixtures: IntegrationFixtures = {
    apiUrl: stack.apiUrl,
    outboxDir: stack.outboxDir,
    tableName,
    dynamodbEndpoint: stack.env.DYNAMODB_ENDPOINT!,
    cognitoEndpoint: stack.env.COGNITO_ENDPOINT!,
    staffPoolId: stack.pools.staffPoolId,
    customerClientId: stack.pools.customerClientId,
    env: stack.env,
    logins: {
      admin1: {
        email: demoLogins.admin.email,
        password: demoLogins.admin.password,
        id: await idOf(demoLogins.admin.email),
      },
      admin2: { ...admin2, id: await idOf(admin2.email) },
      admin3: { ...admin3, id: await idOf(admin3.email) },
      admin4: { ...admin4, id: await idOf(admin4.email) },
      admin5: { ...admin5, id: await idOf(admin5.email) },
      superAdmin: {
        email: demoLogins.superAdmin.email,
        password: demoLogins.superAdmin.password,
        id: await idOf(demoLogins.superAdmin.email),
      },
      customer,
    },
  };
  project.provide('fixtures', fixtures);
}

export async function teardown(): Promise<void> {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
