import { newsExcerptLength } from '@cellar/shared/content/news';
import type { Lang } from '@cellar/shared/i18n/lang';
import { bcp47 } from '../../../lib/i18n/lang.ts';

/**
 * What a list says of a news item: its short description, else the first 120 visible characters of its description
 * (spec 1 §9), cut at a word.
 */
export function newsSummary(news: { shortDescription: string | null; description: string }): string {
  if (news.shortDescription) return news.shortDescription;
  const text = news.description
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;|&apos;/g, '’')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= newsExcerptLength) return text;
  const cut = text.slice(0, newsExcerptLength);
  const space = cut.lastIndexOf(' ');
  return `${(space > newsExcerptLength / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A news item's day in the shopper's language (UTC: the prerender and the browser write the same). */
export function newsDay(lang: Lang, iso: string): string {
  return new Date(iso).toLocaleDateString(bcp47(lang), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
