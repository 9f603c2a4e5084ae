import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import {
  blogArticleInputSchema,
  blogArticleIsValid,
  blogArticleIssues,
  blogExcerpt,
  blogFolderInputSchema,
  blogSlug,
} from './blog.ts';

describe('the blog article rules', () => {
  it('pass an article with a title only (its url comes from the title)', () => {
    expect(blogArticleIssues({ title: 'Les vendanges' })).toEqual({});
  });

  it('need a title', () => {
    expect(blogArticleIssues({ title: ' ' })).toEqual({ title: 'blog.titleRequired' });
    expect(translate('blog.titleRequired', 'en_US')).toBe('Title is required');
    expect(translate('blog.titleRequired', 'fr_FR')).toBe('Le titre est obligatoire');
  });

  it('refuse a typed url with other than lower-case letters, digits and dashes: "Invalid character"', () => {
    for (const url of ['Les Vendanges', 'été', 'a--b', '-a', 'a/b'])
      expect(blogArticleIssues({ title: 'T', url })).toEqual({ url: 'blog.urlInvalid' });
    expect(blogArticleIssues({ title: 'T', url: 'les-vendanges-2025' })).toEqual({});
    expect(translate('blog.urlInvalid', 'en_US')).toBe('Invalid character');
  });

  it('keep the meta description to 155 characters, with the pages’ message', () => {
    expect(blogArticleIssues({ title: 'T', metaDescription: 'x'.repeat(155) })).toEqual({});
    expect(blogArticleIssues({ title: 'T', metaDescription: 'x'.repeat(156) })).toEqual({
      metaDescription: 'page.metaTooLong',
    });
    expect(translate('page.metaTooLong', 'en_US')).toBe('The meta description cannot be more than 155 characters');
  });

  it('answer every failing field at once through the request schema', () => {
    const parsed = blogArticleInputSchema.safeParse({ title: '', url: 'A B', metaDescription: 'x'.repeat(200) });
    expect(parsed.success).toBe(false);
    const fields = Object.fromEntries(parsed.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(fields).toEqual({
      title: 'blog.titleRequired',
      url: 'blog.urlInvalid',
      metaDescription: 'page.metaTooLong',
    });
  });

  it('refuse an unknown status', () => {
    const parsed = blogArticleInputSchema.safeParse({ title: 'T', status: 'PUBLISHED' });
    expect(parsed.error?.issues[0]?.message).toBe('blog.statusInvalid');
  });

  it('read a multipart body: one tag as text, the root folder as an empty field, tags trimmed and once', () => {
    expect(blogArticleInputSchema.parse({ title: ' T ', tags: 'gamay', idFolder: '' })).toMatchObject({
      title: 'T',
      tags: ['gamay'],
      idFolder: null,
      status: null,
      content: null,
    });
    expect(blogArticleInputSchema.parse({ title: 'T', tags: [' a ', 'a', ''], idFolder: '3' })).toMatchObject({
      tags: ['a'],
      idFolder: 3,
    });
    expect(blogArticleInputSchema.parse({ title: 'T' }).idFolder).toBeUndefined();
  });
});

describe('blog statuses, slugs and excerpts', () => {
  it('count every status but HIDDEN as valid (spec 2 §2)', () => {
    expect(blogArticleIsValid('HIDDEN')).toBe(false);
    expect(blogArticleIsValid('DRAFT')).toBe(true);
    expect(blogArticleIsValid('ONLINE')).toBe(true);
  });

  it('make a url from a title without accents or signs', () => {
    expect(blogSlug('Les Vendanges 2025 : un millésime prometteur !')).toBe(
      'les-vendanges-2025-un-millesime-prometteur',
    );
  });

  it('cut an excerpt on a word, tags and entities read as text', () => {
    expect(blogExcerpt('<p>Le <strong>gamay</strong> &amp; le granite</p>')).toBe('Le gamay & le granite');
    expect(blogExcerpt(`<p>${'mot '.repeat(100)}</p>`, 20)).toBe('mot mot mot mot mot…');
  });
});

describe('blog folders', () => {
  it('need a name', () => {
    const parsed = blogFolderInputSchema.safeParse({ name: ' ' });
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['name'], message: 'blog.folderNameRequired' });
    expect(translate('blog.folderNameRequired', 'fr_FR')).toBe('Le nom du dossier est obligatoire');
  });

  it('sit at the root unless a parent is named', () => {
    expect(blogFolderInputSchema.parse({ name: 'Vins' })).toEqual({ name: 'Vins', idParent: null });
    expect(blogFolderInputSchema.parse({ name: 'Rouges', idParent: 2 })).toEqual({ name: 'Rouges', idParent: 2 });
  });
});
