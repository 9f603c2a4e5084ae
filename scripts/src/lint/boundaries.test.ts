import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The house's boundaries are lint rules (eslint.config.js, docs/code-rules.md): these cases break each
 * one in a file placed where the rule applies, and expect the lint to name the rule — so a rule that
 * stops working (a renamed folder, a plugin update) fails here instead of silently letting code through.
 */
const root = join(import.meta.dirname, '..', '..', '..');
let eslint: ESLint;

beforeAll(() => {
  // ignore: false, for the fixtures' folder, which the everyday lint leaves out.
  eslint = new ESLint({ cwd: root, ignore: false });
});

async function rulesFor(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('the lint keeps the house rules', () => {
  it('refuses an admin feature importing another feature', async () => {
    const rules = await rulesFor(
      'web-admin/src/features/awards/components/award-badge.tsx',
      "import { orderKeys } from '../../orders/api/orders-api.ts';\nexport const keys = orderKeys;\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('lets a feature import its own files, the shared kit and shared', async () => {
    const rules = await rulesFor(
      'web-admin/src/features/awards/components/award-badge.tsx',
      [
        "import { awardKeys } from '../api/awards-api.ts';",
        "import { formatMoney } from '../../../lib/money.ts';",
        "import { langs } from '@cellar/shared/i18n/lang';",
        'export const all = [awardKeys, formatMoney, langs];',
        '',
      ].join('\n'),
    );
    expect(rules).toEqual([]);
  });

  it('refuses the storefront importing Lambda code', async () => {
    const rules = await rulesFor(
      'web-store/src/features/cart/cart-total.ts',
      "import { ValidationError } from '@cellar/functions/lib/errors';\nexport const E = ValidationError;\n",
    );
    expect(rules).toContain('no-restricted-imports');
  });

  it('refuses the admin importing the local tooling by a relative path', async () => {
    const rules = await rulesFor(
      'web-admin/src/lib/helper.ts',
      "import { routeIndexPath } from '../../../scripts/src/route-index.ts';\nexport const p = routeIndexPath;\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('refuses shared importing one of our other workspaces', async () => {
    const rules = await rulesFor(
      'shared/src/checkout/helper.ts',
      "import { ValidationError } from '../../../functions/src/lib/errors.ts';\nexport const E = ValidationError;\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('refuses Lambda code importing the CDK app', async () => {
    const rules = await rulesFor(
      'functions/src/lib/helper.ts',
      "import { x } from '../../../infra/lib/api-stack.ts';\nexport const y = x;\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('keeps services and repositories below http/, repositories below services, and keys in repositories', async () => {
    expect(
      await rulesFor(
        'functions/src/services/catalog/helper.ts',
        "import type { RequestContext } from '../../http/types.ts';\nexport type C = RequestContext;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesFor(
        'functions/src/repositories/helper-repository.ts',
        "import { reorder } from '../services/common/ordering.ts';\nexport const r = reorder;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesFor(
        'functions/src/services/catalog/helper.ts',
        "import { keys } from '../../data/keys.ts';\nexport const k = keys;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesFor(
        'functions/src/services/catalog/helper.ts',
        "import { GetCommand } from '@aws-sdk/lib-dynamodb';\nexport const G = GetCommand;\n",
      ),
    ).toContain('no-restricted-imports');
  });

  it('refuses a barrel file', async () => {
    expect(await rulesFor('shared/src/checkout/all.ts', "export * from './orders.ts';\n")).toContain(
      'no-restricted-syntax',
    );
    expect(await rulesFor('shared/src/checkout/some.ts', "export { maxOrderTotal } from './orders.ts';\n")).toContain(
      'no-restricted-syntax',
    );
  });

  it('refuses a file name that is not kebab-case', async () => {
    expect(await rulesFor('web-admin/src/lib/MoneyFormat.ts', 'export const a = 1;\n')).toContain(
      'unicorn/filename-case',
    );
  });

  it('refuses an import cycle', async () => {
    const [result] = await eslint.lintFiles([join(root, 'scripts/src/lint/fixtures/cycle-a.ts')]);
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });

  it('refuses a line over 120 columns', async () => {
    const long = `// ${'a long comment '.repeat(9)}`;
    expect(long.length).toBeGreaterThan(120);
    expect(await rulesFor('shared/src/checkout/note.ts', `${long}\nexport const a = 1;\n`)).toContain('max-len');
  });
});
