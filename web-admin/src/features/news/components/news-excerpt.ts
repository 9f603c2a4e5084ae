import { newsExcerptLength } from '@cellar/shared/content/news';

/**
 * The visible text of a news item's description (its HTML read by the browser, never shown as HTML),
 * cropped to 120 visible characters with an ellipsis (spec 1 §9).
 */
export function newsExcerpt(html: string, length = newsExcerptLength): string {
  const text = (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
  const characters = Array.from(text);
  return characters.length <= length ? text : `${characters.slice(0, length).join('').trimEnd()}…`;
}
