import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../lib/i18n/translate.ts';
import { checkoutEnUS } from './checkout.en_US.ts';
import { checkoutFrFR } from './checkout.fr_FR.ts';
import { enUS } from './en_US.ts';
import { frFR } from './fr_FR.ts';
import { pagesEnUS } from './pages.en_US.ts';
import { pagesFrFR } from './pages.fr_FR.ts';
import { formsEnUS } from './forms.en_US.ts';
import { formsFrFR } from './forms.fr_FR.ts';
import { blogEnUS } from './blog.en_US.ts';
import { blogFrFR } from './blog.fr_FR.ts';
import { returnsEnUS } from './returns.en_US.ts';
import { returnsFrFR } from './returns.fr_FR.ts';

function keysOf(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
const valueOf = (catalogue: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);

const srcDir = dirname(dirname(fileURLToPath(import.meta.url)));

function screenFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : screenFiles(path);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [path] : [];
  });
}

/** The first screen's catalogue and those the checkout, order and page screens load, read as one. */
const french = { ...frFR, ...checkoutFrFR, ...returnsFrFR, ...pagesFrFR, ...formsFrFR, ...blogFrFR };
const english = { ...enUS, ...checkoutEnUS, ...returnsEnUS, ...pagesEnUS, ...formsEnUS, ...blogEnUS };

describe('the storefront translations', () => {
  it('have the same keys in French and English', () => {
    const fr = keysOf(french).sort();
    const en = keysOf(english).sort();
    expect(
      en.filter((k) => !fr.includes(k)),
      'keys only in en_US',
    ).toEqual([]);
    expect(
      fr.filter((k) => !en.includes(k)),
      'keys only in fr_FR',
    ).toEqual([]);
  });

  it('have no empty wording, and the same {{values}} in both languages', () => {
    const keys = keysOf(french);
    expect(keys.filter((key) => valueOf(french, key) === '' || valueOf(english, key) === '')).toEqual([]);
    const names = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    expect(keys.filter((key) => names(valueOf(french, key)).join() !== names(valueOf(english, key)).join())).toEqual(
      [],
    );
  });

  it('keep the checkout screens’ keys apart from the first screen’s', () => {
    expect(keysOf(checkoutFrFR).filter((key) => keysOf(frFR).includes(key))).toEqual([]);
    expect(
      keysOf(returnsFrFR).filter((key) => keysOf(frFR).includes(key) || keysOf(checkoutFrFR).includes(key)),
    ).toEqual([]);
    expect(
      keysOf(pagesFrFR).filter(
        (key) => keysOf(frFR).includes(key) || keysOf(checkoutFrFR).includes(key) || keysOf(returnsFrFR).includes(key),
      ),
    ).toEqual([]);
  });

  it('fill in values and choose plurals by language', () => {
    const fr = translatorFor('fr_FR');
    const en = translatorFor('en_US');
    expect(fr('products.pageOf', { page: 2, pages: 5 })).toBe('Page 2 sur 5');
    expect(fr.plural('products.count', 1)).toBe('1 produit');
    expect(fr.plural('products.count', 0)).toBe('0 produit');
    expect(en.plural('products.count', 0)).toBe('0 products');
    expect(en.plural('products.count', 1)).toBe('1 product');
  });

  it('are the only place of visible text: no words written in the screens', () => {
    const offenders: string[] = [];
    for (const file of screenFiles(srcDir)) {
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      // Text between tags: <p>Hello</p>
      for (const match of code.matchAll(/>\s*([^<>{}\n]*[A-Za-zÀ-ÿ][^<>{}\n]*?)\s*<\//g))
        offenders.push(`${relative(srcDir, file)}: ${match[1]}`);
      // Literal labels: aria-label="Hello", alt="Hello", title="Hello"…
      for (const match of code.matchAll(
        /\b(label|title|placeholder|aria-label|alt|aria-description)="([^"]*[A-Za-zÀ-ÿ][^"]*)"/g,
      )) {
        offenders.push(`${relative(srcDir, file)}: ${match[1]}="${match[2]}"`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
