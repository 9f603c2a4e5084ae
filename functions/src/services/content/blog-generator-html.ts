import { maxMetaDescription } from '@cellar/shared/pages/page-rules';
import type { GeneratedArticle } from '../../adapters/ai-text/ai-text.ts';

const escaped = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const paragraph = (text: string): string => `<p>${escaped(text.trim())}</p>`;

/**
 * The article's rich text: the introduction, then an `h2` and its paragraphs per part. Built here from plain text,
 * escaped: a model's answer never brings markup of its own (the blog service sanitises it once more).
 */
export function generatedArticleHtml(article: GeneratedArticle): string {
  const blocks = article.introduction.trim() ? [paragraph(article.introduction)] : [];
  for (const section of article.sections)
    blocks.push(`<h2>${escaped(section.heading.trim())}</h2>`, ...section.paragraphs.map(paragraph));
  return blocks.join('\n');
}

/** The meta description the draft starts with: the opening text, cut on a word within the limit (155). */
export function generatedMetaDescription(article: GeneratedArticle): string {
  const text = (article.introduction.trim() || article.sections[0]?.paragraphs[0] || '').replace(/\s+/g, ' ').trim();
  if (text.length <= maxMetaDescription) return text;
  const cut = text.slice(0, maxMetaDescription - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > maxMetaDescription / 2 ? cut.slice(0, space) : cut}…`;
}
