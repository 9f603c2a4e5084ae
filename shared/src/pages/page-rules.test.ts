import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import { pageInfoInputSchema, pageInputSchema, pageOrderInputSchema, slugify } from './page-rules.ts';

/** The rules' failures as `field: English message`, as the admin shows them. */
function errorsOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error!.issues)
    (errors[issue.path.join('.')] ??= []).push(translate(issue.message, 'en_US'));
  return errors;
}

const page = (extra: Record<string, unknown> = {}) => ({
  title: 'Le domaine',
  url: 'le-domaine',
  menuTitle: 'Le domaine',
  menuIcon: 'home',
  metaDescription: 'Our estate.',
  layouts: [],
  ...extra,
});

describe('the Page rules (spec 1 §5), each with its message', () => {
  it('accepts a content page and fills the defaults', () => {
    const parsed = pageInputSchema.parse(page({ title: ' Le domaine ' }));
    expect(parsed).toMatchObject({
      title: 'Le domaine',
      url: 'le-domaine',
      order: 0,
      parentId: null,
      isValid: true,
      showInMenu: true,
      link: { type: 'NONE', url: null },
      linkJsCode: null,
      css: '',
      background: {},
      version: null,
      layouts: [],
    });
  });

  it('asks a content page for its title: "You must set a page title"', () => {
    expect(errorsOf(pageInputSchema.safeParse(page({ title: ' ' })))).toEqual({ title: ['You must set a page title'] });
  });

  it('asks for its url: "Url cannot be empty"', () => {
    expect(errorsOf(pageInputSchema.safeParse(page({ url: null })))).toEqual({ url: ['Url cannot be empty'] });
  });

  it('refuses a url with another character: "Invalid character"', () => {
    for (const url of ['Le-Domaine', 'le domaine', 'le_domaine', 'le--domaine', '-le', 'é', 'a/b'])
      expect(errorsOf(pageInputSchema.safeParse(page({ url }))), url).toEqual({ url: ['Invalid character'] });
  });

  it('refuses a url of the shop’s own screens', () => {
    expect(errorsOf(pageInputSchema.safeParse(page({ url: 'checkout' })))).toEqual({
      url: ['This url is one of the shop’s own pages, choose another'],
    });
  });

  it('asks for a meta description of at most 155 characters', () => {
    expect(errorsOf(pageInputSchema.safeParse(page({ metaDescription: '' })))).toEqual({
      metaDescription: ['The meta description is required'],
    });
    expect(errorsOf(pageInputSchema.safeParse(page({ metaDescription: 'x'.repeat(155) })))).toEqual({});
    expect(errorsOf(pageInputSchema.safeParse(page({ metaDescription: 'x'.repeat(156) })))).toEqual({
      metaDescription: ['The meta description cannot be more than 155 characters'],
    });
  });

  it('asks a JavaScript entry for its code: "The javascript code cannot be empty", and nothing a content page needs', () => {
    const script = { link: { type: 'JAVASCRIPT' }, title: '', url: '', metaDescription: '' };
    expect(errorsOf(pageInputSchema.safeParse(page({ ...script, linkJsCode: ' ' })))).toEqual({
      linkJsCode: ['The javascript code cannot be empty'],
    });
    const parsed = pageInputSchema.parse(page({ ...script, linkJsCode: ' alert(1) ' }));
    expect(parsed).toMatchObject({ linkJsCode: 'alert(1)', link: { type: 'JAVASCRIPT', url: null } });
  });

  it('asks a LINK entry for a path of the site or an http(s) address', () => {
    const link = (url: string | null) => page({ link: { type: 'LINK', url }, url: '' });
    expect(errorsOf(pageInputSchema.safeParse(link(null)))).toEqual({ 'link.url': ['Url cannot be empty'] });
    expect(errorsOf(pageInputSchema.safeParse(link('javascript:alert(1)')))).toEqual({
      'link.url': ['Enter a path of the site (/…) or an address starting with http:// or https://'],
    });
    expect(pageInputSchema.parse(link(' /nos-vins ')).link).toEqual({ type: 'LINK', url: '/nos-vins' });
    expect(errorsOf(pageInputSchema.safeParse(link('https://example.com/x')))).toEqual({});
  });

  it('asks a page shown in the menu for its menu title and icon; a page out of the menu needs neither', () => {
    expect(errorsOf(pageInputSchema.safeParse(page({ menuTitle: '', menuIcon: null })))).toEqual({
      menuTitle: ['The menu title is required'],
      menuIcon: ['The menu icon is required'],
    });
    expect(errorsOf(pageInputSchema.safeParse(page({ showInMenu: false, menuTitle: '', menuIcon: null })))).toEqual({});
    expect(errorsOf(pageInputSchema.safeParse(page({ menuIcon: 'skull' })))).toEqual({
      menuIcon: ['Invalid value'],
    });
  });

  it('wants a positive position: "The position must be positive"', () => {
    for (const order of [0, -1])
      expect(errorsOf(pageInputSchema.safeParse(page({ order }))), String(order)).toEqual({
        order: ['The position must be positive'],
      });
    expect(pageInputSchema.parse(page({ order: 3 })).order).toBe(3);
    expect(errorsOf(pageOrderInputSchema.safeParse({ pages: [{ id: 1, parentId: null, order: 0 }] }))).toEqual({
      'pages.0.order': ['The position must be positive'],
    });
  });

  it('checks the layouts after their normalisation, with their paths', () => {
    const result = pageInputSchema.safeParse(
      page({
        layouts: [
          { type: 'ONE_COLUMN', contents: [{ type: 'ENTITY' }] },
          { type: 'THREE_COLUMN', contents: [{ type: 'ENTITY' }] },
        ],
      }),
    );
    expect(errorsOf(result)).toEqual({
      'layouts.1.contents': ['This layout does not have the number of contents of its type'],
    });
    expect(
      errorsOf(
        pageInputSchema.safeParse(
          page({ layouts: Array(41).fill({ type: 'ONE_COLUMN', contents: [{ type: 'ENTITY' }] }) }),
        ),
      ),
    ).toEqual({
      layouts: ['A page holds at most 40 layouts'],
    });
  });

  it('keeps the version an update was read at', () => {
    expect(pageInputSchema.parse(page({ version: 4 })).version).toBe(4);
  });

  it('checks page information alone with the same rules', () => {
    expect(
      errorsOf(
        pageInfoInputSchema.safeParse({
          title: '',
          url: 'x y',
          metaDescription: 'm',
          menuTitle: 'm',
          menuIcon: 'home',
        }),
      ),
    ).toEqual({
      title: ['You must set a page title'],
      url: ['Invalid character'],
    });
    // Strict: no layouts nor anything else beside the information.
    const result = pageInfoInputSchema.safeParse({ ...page(), extra: 1 });
    expect(result.error?.issues.map((issue) => issue.code)).toEqual(['unrecognized_keys']);
  });

  it('suggests a url from a title', () => {
    expect(slugify('  Nous trouver à Odenas !')).toBe('nous-trouver-a-odenas');
  });
});
