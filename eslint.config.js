// @ts-check
/**
 * One lint configuration for every workspace. Besides the usual mistakes it encodes the house's
 * boundaries, so that they hold without anyone remembering them (docs/code-rules.md):
 * - an admin or storefront feature imports nothing from another feature (shared code goes to
 *   components/ or lib/);
 * - browser code imports nothing from functions, infra or scripts;
 * - shared imports nothing of ours (every other workspace depends on it, never the reverse);
 * - in functions/src, services and repositories import nothing from http/, repositories nothing from
 *   services, and services build no keys (no data/keys.ts, no AWS SDK: repositories do);
 * - no barrel files (no re-exports: a reader follows an import straight to the code);
 * - kebab-case file names, no import cycles, lines of at most 120 columns.
 * Formatting itself is Prettier's (.prettierrc.json); eslint-config-prettier turns off what it owns.
 * Not type-aware on purpose: `tsc` checks types, this stays fast on two cores.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import unicorn from 'eslint-plugin-unicorn';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

const apps = ['web-admin', 'web-store'];
const featuresOf = (app) =>
  readdirSync(join(import.meta.dirname, app, 'src', 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** One zone per feature: everything under features/ but the feature itself is out of reach. */
const featureZones = apps.flatMap((app) =>
  featuresOf(app).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: 'A feature imports nothing from another feature: move what both need to components/ or lib/.',
  })),
);

const ourOtherWorkspaces = ['functions', 'infra', 'scripts', 'web-admin', 'web-store'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/cdk.out/**',
      '**/coverage/**',
      '.data/**',
      '.test-data/**',
      '.test-results/**',
      // Generated: their generators own their shape (npm run routes:index, npm run mail:layout).
      'shared/src/routes/route-index.ts',
      'functions/src/services/mail/layout.generated.ts',
      // The lint fixtures break the rules on purpose (scripts/src/lint/boundaries.test.ts).
      'scripts/src/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Before our rules: it turns off max-len, which we want for comments and code Prettier cannot wrap.
  prettier,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, unicorn, 'react-hooks': reactHooks },
    settings: {
      // What import-x needs to follow our .ts imports (its own typescript preset, with the resolver of
      // our tsconfig instead of the default one).
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json'] })],
    },
    rules: {
      'max-len': [
        'error',
        {
          code: 120,
          ignoreUrls: true,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
        },
      ],
      // Catalogue files are named by the language they hold (fr_FR, en_US), as everywhere else.
      'unicorn/filename-case': ['error', { case: 'kebabCase', ignore: [/^(fr_FR|en_US)\.ts$/] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'No barrel files: import from the module that defines the name.',
        },
        {
          selector: 'ExportNamedDeclaration[source]',
          message: 'No re-exports: import from the module that defines the name.',
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // We strip control characters from names and texts on purpose, which is what this rule flags.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Tests may be loose with types (any in fixtures) and borrow the test tooling of scripts.
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/e2e/**', '**/testing/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Browser code: what runs in a shopper's or an admin's browser never reaches server code.
    files: ['web-admin/src/**', 'web-store/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@cellar/functions', '@cellar/functions/*', '@cellar/infra*', '@cellar/scripts*'],
              message: 'Browser code imports nothing from functions, infra or scripts.',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: ['./web-admin/src', './web-store/src'],
              from: ['./functions', './infra', './scripts'],
              message: 'Browser code imports nothing from functions, infra or scripts.',
            },
          ],
        },
      ],
    },
  },
  {
    // shared is the bottom layer: every workspace depends on it, it depends on none of ours.
    files: ['shared/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ourOtherWorkspaces.map((name) => ({
            group: [`@cellar/${name}`, `@cellar/${name}/*`],
            message: 'shared imports nothing of ours: it is what the other workspaces share.',
          })),
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './shared',
              from: ourOtherWorkspaces.map((name) => `./${name}`),
              message: 'shared imports nothing of ours: it is what the other workspaces share.',
            },
          ],
        },
      ],
    },
  },
  {
    // The Lambda code never reaches the web apps, the CDK app or the local tooling.
    files: ['functions/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './functions/src',
              from: ['./infra', './scripts', './web-admin', './web-store'],
              message: 'Lambda code imports nothing from infra, scripts or the web apps.',
            },
            {
              target: ['./functions/src/services', './functions/src/repositories'],
              from: './functions/src/http',
              message:
                'Services and repositories import nothing from http/: what they share with it lives outside (auth/principal.ts, lib/binary-body.ts).',
            },
            {
              target: './functions/src/repositories',
              from: './functions/src/services',
              message: 'Repositories import nothing from services: a type both need belongs to the repository.',
            },
            {
              target: './functions/src/services',
              from: './functions/src/data/keys.ts',
              message: 'Services build no keys: a repository function builds them (with data/keys.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Services reach the table and the buckets through repositories only (docs/code-rules.md).
    files: ['functions/src/services/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aws-sdk/*'],
              message: 'Services use no AWS SDK: a repository (or an adapter) does the call.',
            },
          ],
        },
      ],
    },
  },
);
