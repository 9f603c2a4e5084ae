import type { MachineTranslation, MtOptions } from './machine-translation.ts';

/**
 * The local machine translation (no DeepL key): deterministic, and it really changes the text, so a test sees what
 * was translated — a small French word list applied word by word. HTML tags and glossary terms stay as written;
 * unknown words too.
 */
const words: Record<string, Record<string, string>> = {
  en: {
    vin: 'wine',
    vins: 'wines',
    rouge: 'red',
    rouges: 'red',
    blanc: 'white',
    blancs: 'white',
    rosé: 'rosé',
    domaine: 'estate',
    notre: 'our',
    nos: 'our',
    le: 'the',
    la: 'the',
    les: 'the',
    et: 'and',
    de: 'of',
    du: 'of the',
    des: 'of the',
    un: 'a',
    une: 'a',
    est: 'is',
    vendanges: 'harvest',
    cuvée: 'vintage',
    bouteille: 'bottle',
    bouteilles: 'bottles',
    cave: 'cellar',
    fruité: 'fruity',
    nouveau: 'new',
    nouvelle: 'new',
    avec: 'with',
    pour: 'for',
    dans: 'in',
  },
  de: {
    vin: 'Wein',
    vins: 'Weine',
    rouge: 'rot',
    blanc: 'weiß',
    domaine: 'Weingut',
    notre: 'unser',
    le: 'der',
    la: 'die',
    les: 'die',
    et: 'und',
    de: 'von',
    vendanges: 'Weinlese',
    bouteille: 'Flasche',
    cave: 'Keller',
    avec: 'mit',
    pour: 'für',
  },
  es: {
    vin: 'vino',
    rouge: 'tinto',
    blanc: 'blanco',
    domaine: 'finca',
    notre: 'nuestro',
    le: 'el',
    la: 'la',
    les: 'los',
    et: 'y',
    de: 'de',
    vendanges: 'vendimia',
    bouteille: 'botella',
  },
  it: {
    vin: 'vino',
    rouge: 'rosso',
    blanc: 'bianco',
    domaine: 'tenuta',
    notre: 'nostro',
    le: 'il',
    la: 'la',
    les: 'i',
    et: 'e',
    de: 'di',
    vendanges: 'vendemmia',
    bouteille: 'bottiglia',
  },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A marker no text holds (private-use characters), so a protected term survives the word list untouched. */
const marker = (index: number) => `\uE000${index}\uE001`;

function translateWords(text: string, list: Record<string, string>): string {
  return text.replace(/[\p{L}’']+/gu, (word) => {
    const found = list[word.toLowerCase()];
    if (!found) return word;
    const first = word.charAt(0);
    return first !== first.toLowerCase() ? found.charAt(0).toUpperCase() + found.slice(1) : found;
  });
}

/** One text: the glossary terms set aside, the words outside tags translated, the terms put back. */
export function localTranslate(text: string, options: MtOptions): string {
  const list = words[options.target.split('_')[0] ?? ''] ?? {};
  const terms = [...options.keep].filter((t) => t.length > 0).sort((a, b) => b.length - a.length);
  let protectedText = text;
  terms.forEach((term, index) => {
    protectedText = protectedText.replace(new RegExp(escape(term), 'g'), marker(index));
  });
  const parts = options.format === 'html' ? protectedText.split(/(<[^>]*>)/) : [protectedText];
  const translated = parts.map((part) => (part.startsWith('<') ? part : translateWords(part, list))).join('');
  return terms.reduce((result, term, index) => result.replaceAll(marker(index), term), translated);
}

export function localMachineTranslation(): MachineTranslation {
  return {
    name: 'local',
    async translate(texts, options) {
      return texts.map((text) => localTranslate(text, options));
    },
    async usage() {
      return { adapter: 'local', characterCount: 0, characterLimit: 0 };
    },
    async languages() {
      return [
        { code: 'EN-US', name: 'English (local word list)' },
        { code: 'DE', name: 'German (local word list)' },
        { code: 'ES', name: 'Spanish (local word list)' },
        { code: 'IT', name: 'Italian (local word list)' },
      ];
    },
    async release() {},
  };
}
