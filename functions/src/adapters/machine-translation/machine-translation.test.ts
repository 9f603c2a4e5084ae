import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replay } from '../carriers/fixtures/replay.ts';
import { deeplBaseUrl, deeplMachineTranslation } from './deepl-machine-translation.ts';
import { localMachineTranslation, localTranslate } from './local-machine-translation.ts';
import { deeplLang } from './machine-translation.ts';

/**
 * DeepL over fetch against answers shaped like DeepL's API reference (https://developers.deepl.com: translate, usage,
 * languages, glossaries): no network; what we send is pinned, how we read it checked, and its errors typed.
 */
const here = dirname(fileURLToPath(import.meta.url));
const json = (file: string, status = 200) => ({
  body: readFileSync(join(here, 'fixtures', file), 'utf8'),
  status,
  contentType: 'application/json',
});
const apiKey = 'f63c02c5-f056-4bd9-9a4b-0123456789ab:fx';
const deepl = (fetch: ReturnType<typeof replay>['fetch']) =>
  deeplMachineTranslation({ apiKey, timeoutMs: 5000, fetch });
const options = { source: 'fr_FR', target: 'en_US', format: 'text' as const, keep: [] };

describe('the DeepL adapter, against recorded answers', () => {
  it('sends the texts with the key in the DeepL-Auth-Key header and reads the translations in order', async () => {
    const { fetch, sent } = replay(json('translate.json'));
    const texts = await deepl(fetch).translate(['Notre vin rouge', '<p>Le domaine</p>'], options);
    expect(texts).toEqual(['Our red wine', '<p>The <strong>Domaine des Lilas</strong> estate</p>']);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: 'https://api-free.deepl.com/v2/translate',
      method: 'POST',
      headers: { authorization: `DeepL-Auth-Key ${apiKey}`, 'content-type': 'application/json' },
    });
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({
      text: ['Notre vin rouge', '<p>Le domaine</p>'],
      source_lang: 'FR',
      target_lang: 'EN-US',
    });
  });

  it('asks for HTML tag handling for rich text', async () => {
    const { fetch, sent } = replay(json('translate.json'));
    await deepl(fetch).translate(['a', 'b'], { ...options, format: 'html' });
    expect(JSON.parse(sent[0]?.body ?? '')).toMatchObject({ tag_handling: 'html' });
  });

  it('keeps the glossary terms with a term-to-term glossary, used by id, deleted after the run', async () => {
    const { fetch, sent } = replay(json('glossary.json'), json('translate.json'), { status: 204 });
    const adapter = deepl(fetch);
    await adapter.translate(['a', 'b'], { ...options, keep: ['Domaine des Lilas', 'Merlot'] });
    await adapter.release();
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST https://api-free.deepl.com/v2/glossaries',
      'POST https://api-free.deepl.com/v2/translate',
      'DELETE https://api-free.deepl.com/v2/glossaries/def3a26b-3e84-45b3-84ae-0c0aaf3525f7',
    ]);
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({
      name: 'cellar FR-EN',
      source_lang: 'FR',
      target_lang: 'EN',
      entries: 'Domaine des Lilas\tDomaine des Lilas\nMerlot\tMerlot',
      entries_format: 'tsv',
    });
    expect(JSON.parse(sent[1]?.body ?? '')).toMatchObject({
      glossary_id: 'def3a26b-3e84-45b3-84ae-0c0aaf3525f7',
    });
  });

  it('reads the usage and the target languages', async () => {
    const { fetch, sent } = replay(json('usage.json'), json('languages.json'));
    const adapter = deepl(fetch);
    expect(await adapter.usage()).toEqual({ adapter: 'deepl', characterCount: 180118, characterLimit: 1250000 });
    expect(await adapter.languages()).toEqual([
      { code: 'DE', name: 'German' },
      { code: 'EN-GB', name: 'English (British)' },
      { code: 'EN-US', name: 'English (American)' },
    ]);
    expect(sent.map((r) => r.url)).toEqual([
      'https://api-free.deepl.com/v2/usage',
      'https://api-free.deepl.com/v2/languages?type=target',
    ]);
  });

  it('names a rate limit, a used-up quota and a refused key so the job retries only what can succeed', async () => {
    const { fetch } = replay({ status: 429 }, json('quota-exceeded.json', 456), { status: 403 });
    const adapter = deepl(fetch);
    await expect(adapter.translate(['a'], options)).rejects.toMatchObject({ name: 'MtRateLimited' });
    await expect(adapter.translate(['a'], options)).rejects.toMatchObject({ name: 'MtQuotaExceeded' });
    await expect(adapter.translate(['a'], options)).rejects.toMatchObject({
      name: 'MtKeyRefused',
      message: 'DeepL refused the API key (403): check DEEPL_API_KEY',
    });
  });

  it('sends a free key to the free host and a pro key to the pro host', () => {
    expect(deeplBaseUrl('abc:fx')).toBe('https://api-free.deepl.com');
    expect(deeplBaseUrl('abc')).toBe('https://api.deepl.com');
  });

  it('names English and Portuguese targets with their variant', () => {
    expect(deeplLang('en_US', 'target')).toBe('EN-US');
    expect(deeplLang('en_GB', 'target')).toBe('EN-GB');
    expect(deeplLang('pt_BR', 'target')).toBe('PT-BR');
    expect(deeplLang('de_DE', 'target')).toBe('DE');
    expect(deeplLang('fr_FR', 'source')).toBe('FR');
  });
});

describe('the local machine translation', () => {
  it('says it is local', async () => {
    const local = localMachineTranslation();
    expect(local.name).toBe('local');
    expect(await local.usage()).toEqual({ adapter: 'local', characterCount: 0, characterLimit: 0 });
  });

  it('translates word by word, keeping the case and the unknown words', () => {
    expect(localTranslate('Notre vin rouge de Bordeaux', options)).toBe('Our wine red of Bordeaux');
  });

  it('leaves HTML tags untouched', () => {
    expect(localTranslate('<p class="vin">Le <strong>vin</strong></p>', { ...options, format: 'html' })).toBe(
      '<p class="vin">The <strong>wine</strong></p>',
    );
  });

  it('keeps the glossary terms as written while the same word alone is translated', () => {
    expect(localTranslate('Le domaine du Domaine des Lilas', { ...options, keep: ['Domaine des Lilas'] })).toBe(
      'The estate of the Domaine des Lilas',
    );
  });
});
