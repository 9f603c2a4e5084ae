import type { MtLanguages, MtUsage } from '@cellar/shared/translations/translation-job';
import {
  deeplLang,
  MtKeyRefused,
  MtQuotaExceeded,
  MtRateLimited,
  MtUnavailable,
  type MachineTranslation,
  type MtOptions,
} from './machine-translation.ts';

export interface DeeplOptions {
  apiKey: string;
  /** Overrides the address chosen from the key (tests). */
  baseUrl?: string;
  timeoutMs: number;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

/** A free account's key ends with `:fx` and is served by its own host. */
export function deeplBaseUrl(apiKey: string): string {
  return apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
}

/** DeepL's limit per glossary entry (UTF-8 bytes): a longer term is left out of the glossary. */
const maxEntryBytes = 1024;

/** DeepL over fetch (docs/translation-jobs.md): /v2/translate, /v2/usage, /v2/languages, /v2/glossaries. */
export function deeplMachineTranslation(options: DeeplOptions): MachineTranslation {
  const base = options.baseUrl ?? deeplBaseUrl(options.apiKey);
  const send = options.fetch ?? fetch;
  // One glossary per language pair and term list, made on first use, deleted by `release` after the run.
  const glossaries = new Map<string, Promise<string | null>>();

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let answer: Response;
    try {
      answer = await send(`${base}${path}`, {
        method,
        headers: {
          Authorization: `DeepL-Auth-Key ${options.apiKey}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new MtUnavailable(`DeepL did not answer: ${(error as Error).message}`);
    }
    if (answer.status === 429) throw new MtRateLimited('DeepL: too many requests (429)');
    if (answer.status === 456) throw new MtQuotaExceeded('DeepL: the character quota is used up (456)');
    if (answer.status === 403) throw new MtKeyRefused('DeepL refused the API key (403): check DEEPL_API_KEY');
    if (!answer.ok) throw new MtUnavailable(`DeepL answered ${answer.status}: ${await answer.text()}`);
    if (answer.status === 204) return undefined as T;
    return (await answer.json()) as T;
  }

  function glossaryFor(source: string, target: string, keep: readonly string[]): Promise<string | null> {
    const terms = [...new Set(keep)].filter(
      (t) => t.trim() && !/[\t\n\r]/.test(t) && Buffer.byteLength(t) <= maxEntryBytes,
    );
    if (terms.length === 0) return Promise.resolve(null);
    // A glossary's target names the language only (EN, PT): it serves both variants.
    const targetLang = target.split('-')[0] ?? target;
    const id = `${source}>${targetLang}>${terms.join('\n')}`;
    let made = glossaries.get(id);
    if (!made) {
      made = call<{ glossary_id: string }>('POST', '/v2/glossaries', {
        name: `cellar ${source}-${targetLang}`,
        source_lang: source,
        target_lang: targetLang,
        // term → term: each term is kept exactly as written.
        entries: terms.map((t) => `${t}\t${t}`).join('\n'),
        entries_format: 'tsv',
      }).then((answer) => answer.glossary_id);
      glossaries.set(id, made);
    }
    return made;
  }

  return {
    name: 'deepl',
    async translate(texts: readonly string[], mt: MtOptions): Promise<string[]> {
      if (texts.length === 0) return [];
      const source = deeplLang(mt.source, 'source');
      const target = deeplLang(mt.target, 'target');
      const glossaryId = await glossaryFor(source, target, mt.keep);
      const answer = await call<{ translations: Array<{ text: string }> }>('POST', '/v2/translate', {
        text: texts,
        source_lang: source,
        target_lang: target,
        ...(mt.format === 'html' ? { tag_handling: 'html' } : {}),
        ...(glossaryId ? { glossary_id: glossaryId } : {}),
      });
      if (answer.translations.length !== texts.length)
        throw new MtUnavailable(`DeepL answered ${answer.translations.length} texts for ${texts.length}`);
      return answer.translations.map((t) => t.text);
    },
    async usage(): Promise<MtUsage> {
      const answer = await call<{ character_count: number; character_limit: number }>('GET', '/v2/usage');
      return { adapter: 'deepl', characterCount: answer.character_count, characterLimit: answer.character_limit };
    },
    async languages(): Promise<MtLanguages['languages']> {
      const answer = await call<Array<{ language: string; name: string }>>('GET', '/v2/languages?type=target');
      return answer.map((l) => ({ code: l.language, name: l.name }));
    },
    async release(): Promise<void> {
      const ids = await Promise.all([...glossaries.values()].map((p) => p.catch(() => null)));
      glossaries.clear();
      await Promise.all(
        ids.filter((id): id is string => !!id).map((id) => call('DELETE', `/v2/glossaries/${id}`).catch(() => null)),
      );
    },
  };
}
