import { describe, expect, it } from 'vitest';
import { richTextPolicy } from './rich-text-policy.ts';

/** What the server's tests of stored rich text rely on (functions/test/conditions.int.test.ts, pages.int.test.ts). */
describe('the rich text policy', () => {
  it('keeps the tags the admin’s editor writes, and no heading above h2, image, frame, script, style or svg', () => {
    expect(richTextPolicy.allowedTags).toEqual(
      expect.arrayContaining(['p', 'br', 'strong', 'em', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'blockquote', 'hr']),
    );
    for (const tag of ['h1', 'h5', 'h6', 'img', 'iframe', 'script', 'style', 'svg', 'span', 'div', 'table'])
      expect(richTextPolicy.allowedTags).not.toContain(tag);
  });

  it('lets only a link keep attributes: its address, its target and its rel', () => {
    expect(richTextPolicy.allowedAttributes).toEqual({ a: ['href', 'target', 'rel'] });
  });

  it('keeps http, https, mailto and tel addresses only', () => {
    expect([...richTextPolicy.allowedSchemes].sort()).toEqual(['http', 'https', 'mailto', 'tel']);
  });

  it('moves h1 down to h2 and h5, h6 up to h4', () => {
    expect(richTextPolicy.headingMap).toEqual({ h1: 'h2', h5: 'h4', h6: 'h4' });
    for (const level of Object.values(richTextPolicy.headingMap)) expect(richTextPolicy.allowedTags).toContain(level);
  });

  it('keeps a link’s new-window target and gives every link the same rel', () => {
    expect(richTextPolicy.linkTarget).toBe('_blank');
    expect(richTextPolicy.linkRel).toBe('noopener noreferrer nofollow');
  });
});
