import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { enUS } from './en_US.ts';
import { frFR } from './fr_FR.ts';

function keysOf(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const i18nDir = dirname(fileURLToPath(import.meta.url));
const srcDir = dirname(i18nDir);
/** The catalogues loaded with their screens (`areaCatalogue`): `src/i18n/<area>/fr_FR.ts` and `en_US.ts`. */
const areas = readdirSync(i18nDir).filter((name) => statSync(join(i18nDir, name)).isDirectory());

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' || name === 'test' ? [] : sourceFiles(path);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [path] : [];
  });
}

describe('the translations', () => {
  it('have the same keys in French and English', () => {
    const fr = keysOf(frFR).sort();
    const en = keysOf(enUS).sort();
    expect(
      en.filter((k) => !fr.includes(k)),
      'keys only in en_US',
    ).toEqual([]);
    expect(
      fr.filter((k) => !en.includes(k)),
      'keys only in fr_FR',
    ).toEqual([]);
  });

  it('have no empty wording', () => {
    const empty = [frFR, enUS].flatMap((catalogue) =>
      keysOf(catalogue).filter(
        (key) =>
          key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue) === '',
      ),
    );
    expect(empty).toEqual([]);
  });

  it('loaded with their screens, have the same keys in French and English, each worded, under a name of their own', async () => {
    expect(areas.length).toBeGreaterThan(0);
    for (const area of areas) {
      const fr = ((await import(`./${area}/fr_FR.ts`)) as { catalogue: object }).catalogue;
      const en = ((await import(`./${area}/en_US.ts`)) as { catalogue: object }).catalogue;
      expect(keysOf(en).sort(), area).toEqual(keysOf(fr).sort());
      const empty = [fr, en].flatMap((catalogue) =>
        keysOf(catalogue).filter(
          (key) =>
            key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue) === '',
        ),
      );
      expect(empty, area).toEqual([]);
      expect(Object.keys(frFR), `${area} hides a section of the main catalogue`).not.toContain(area);
    }
  });

  it('are the only place of visible text: no words written in the screens', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      // Text between tags: <Text>Hello</Text>
      for (const match of code.matchAll(/>\s*([^<>{}\n]*[A-Za-zÀ-ÿ][^<>{}\n]*?)\s*<\//g))
        offenders.push(`${relative(srcDir, file)}: ${match[1]}`);
      // Literal labels: label="Hello", aria-label="Hello"…
      for (const match of code.matchAll(
        /\b(label|title|placeholder|aria-label|description|alt|confirmLabel|message|submitLabel|successMessage)="([^"]*[A-Za-zÀ-ÿ][^"]*)"/g,
      )) {
        offenders.push(`${relative(srcDir, file)}: ${match[1]}="${match[2]}"`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
