import type { MtAdapterName, MtLanguages, MtUsage } from '@cellar/shared/translations/translation-job';

/** What to translate a batch of texts from and to, how they are written, and the terms to keep as written. */
export interface MtOptions {
  /** The site's languages (`fr_FR`, `en_US`): each adapter maps them to its own codes. */
  source: string;
  target: string;
  format: 'text' | 'html';
  /** Glossary terms (grape varieties, the site's name…): left exactly as written. */
  keep: readonly string[];
}

/**
 * Machine translation (docs/translation-jobs.md): DeepL with the stage's key, or a local word list that says it is
 * local (no key, no network: `npm start`, the tests). One instance serves one run of one language: `release` frees
 * what it made for the run (DeepL's glossaries).
 */
export interface MachineTranslation {
  readonly name: MtAdapterName;
  /** The texts translated, in the same order. */
  translate(texts: readonly string[], options: MtOptions): Promise<string[]>;
  usage(): Promise<MtUsage>;
  languages(): Promise<MtLanguages['languages']>;
  release(): Promise<void>;
}

/** Step Functions retries by error name (translate-site.asl.json): the names are the contract. */
export class MtRateLimited extends Error {
  override readonly name = 'MtRateLimited';
}
export class MtQuotaExceeded extends Error {
  override readonly name = 'MtQuotaExceeded';
}
/** The key is wrong or revoked: no retry can fix it. */
export class MtKeyRefused extends Error {
  override readonly name = 'MtKeyRefused';
}
/** Any other failure of the service (retried like any task error). */
export class MtUnavailable extends Error {
  override readonly name = 'MtUnavailable';
}

/** A site language (`en_US`) as DeepL names it: English and Portuguese targets need their variant. */
export function deeplLang(code: string, role: 'source' | 'target'): string {
  const [language = code, region] = code.split('_');
  const upper = language.toUpperCase();
  if (role === 'source') return upper;
  if (upper === 'EN') return region === 'GB' ? 'EN-GB' : 'EN-US';
  if (upper === 'PT') return region === 'BR' ? 'PT-BR' : 'PT-PT';
  return upper;
}
