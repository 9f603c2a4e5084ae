/**
 * Where a link of a page goes (a menu entry's `link.url`, a call to action's `url`): a path of the shop (`/nos-vins`,
 * taken through the router in the screen's language), an http(s) address (opened in a new tab), or nowhere: anything
 * else, `//host` (another site under the shop's scheme) and `/\host` included, is not followed.
 */
export function linkTarget(url: string | null | undefined): 'internal' | 'external' | null {
  if (!url) return null;
  if (/^\/(?![/\\])\S*$/.test(url)) return 'internal';
  return /^https?:\/\/[^\s/]+/i.test(url) ? 'external' : null;
}
