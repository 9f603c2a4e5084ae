import { compile } from 'html-to-text';

/**
 * The text part of a mail, from its HTML (for readers that show text only, and spam filters that
 * expect both). No wrapping: a line is the reader's to wrap (an IBAN must stay on one line); headings
 * keep their case; a link shows its address after its text unless both are the same.
 */
const convert = compile({
  wordwrap: false,
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    { selector: 'h4', options: { uppercase: false } },
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false, maxColumnWidth: 200 } },
  ],
});

export function textPart(html: string): string {
  return convert(html)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
