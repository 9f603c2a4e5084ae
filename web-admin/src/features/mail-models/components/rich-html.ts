import { generateHTML, generateJSON, type Extensions } from '@tiptap/react';
import { Link } from '@mantine/tiptap';
import StarterKit from '@tiptap/starter-kit';

/** The rich editor's extensions: what a mail's text needs (headings, emphasis, lists, quotes, links). */
export const mailEditorExtensions: Extensions = [
  StarterKit.configure({ link: false, heading: { levels: [2, 3] }, code: false, codeBlock: false }),
  // A mail's links open in the reader's own way: no target nor rel written into the model.
  Link.configure({ openOnClick: false, HTMLAttributes: { target: null, rel: null } }),
];

/** Every mustache tag of a text, in order: `{{name}}`, `{{#lines}}`, `{{/lines}}`… */
export function mustacheTags(html: string): string[] {
  return html.match(/\{\{[\s\S]*?\}\}/g) ?? [];
}

const synonyms: Record<string, string> = { b: 'strong', i: 'em' };

/**
 * Elements with their attributes' names. Paragraphs count too: the editor wraps loose text in them,
 * so a section written between blocks (`{{#message}}<h3>…`) would gain empty paragraphs.
 */
function elementSignature(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return [...doc.body.querySelectorAll('*')]
    .map((element) => {
      const name = element.tagName.toLowerCase();
      const attributes = element
        .getAttributeNames()
        .filter((attribute) => !['target', 'rel', 'class'].includes(attribute))
        .sort();
      return `${synonyms[name] ?? name}[${attributes.join(',')}]`;
    })
    .sort();
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * Whether the rich editor keeps this HTML: every mustache tag (a section between table rows is
 * dropped by an HTML parser), every element and attribute (tables, styles). When not, the body
 * is edited as HTML source only, so that opening it never changes the mail.
 */
export function richEditorKeeps(html: string): boolean {
  if (html.trim() === '') return true;
  try {
    const kept = generateHTML(generateJSON(html, mailEditorExtensions), mailEditorExtensions);
    return same(mustacheTags(html), mustacheTags(kept)) && same(elementSignature(html), elementSignature(kept));
  } catch {
    return false;
  }
}
