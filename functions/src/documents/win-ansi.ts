/**
 * pdf-lib's standard fonts (Helvetica…) encode text as WinAnsi (Windows-1252): "Cuvée", "Château",
 * "€", "œ", "’" are in it, but a character outside it makes pdf-lib throw. Every text the sheet
 * prints goes through `winAnsiSanitizer` first:
 * - spaces WinAnsi lacks (the narrow no-break space French number formats use, thin spaces) become
 *   the no-break space; typographic dashes and the minus sign become what WinAnsi has;
 * - any other character is decomposed (NFKD: "ř" → "r" + caron, "ﬁ" → "fi") and kept without its
 *   marks when that is encodable;
 * - what is left (Greek, Cyrillic, CJK, emoji) prints as "?".
 * Embedding a Unicode font instead would need fontkit and a font file (≈ 1 MB) in the Lambda.
 */
const replacements: Record<string, string> = {
  '\u202f': '\u00a0', // narrow no-break space (fr-FR number groups, "12 %")
  '\u2007': '\u00a0', // figure space
  '\u2009': ' ', // thin space
  '\u200a': ' ', // hair space
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2012': '–', // figure dash
  '\u2015': '—', // horizontal bar
  '\u2212': '-', // minus sign
  '\u2044': '/', // fraction slash
  '\u2032': "'", // prime
  '\u2033': '"', // double prime
  '\u2024': '.',
  '\u200b': '', // zero-width space
  '\u200d': '', // zero-width joiner
  '\ufeff': '', // byte order mark
  '\t': ' ',
};

/** Makes `text` printable with a font whose character set is `charset` (its Unicode code points). */
export function winAnsiSanitizer(charset: Iterable<number>): (text: string) => string {
  const encodable = new Set(charset);
  const fits = (char: string) => encodable.has(char.codePointAt(0)!);
  return (text: string) => {
    let out = '';
    for (const char of text.normalize('NFC')) {
      if (char === '\n' || char === '\r') {
        out += ' ';
        continue;
      }
      if (fits(char)) {
        out += char;
        continue;
      }
      const replaced = replacements[char];
      if (replaced !== undefined) {
        out += [...replaced].every(fits) ? replaced : ' ';
        continue;
      }
      const plain = [...char.normalize('NFKD').replace(/\p{M}/gu, '')].filter(fits).join('');
      out += plain !== '' ? plain : '?';
    }
    return out;
  };
}
