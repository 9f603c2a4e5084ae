import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';
import { authorisedSiteId } from '../src/data/site-id.ts';
import { forgetEnvironment } from '../src/local/local-reset.ts';
import { translationService } from '../src/services/translations/translation-service.ts';

/**
 * Pages in the visitor's language (issue 19; docs/translations.md, docs/pages.md), through the local gateway on site 1
 * (written in French, translated into English): a page's texts are units whatever its visibility, a translation shows
 * on the storefront's page and menu, a text without one keeps its French, and a French text changed flags its
 * translation outdated.
 */
const { logins } = inject('fixtures');
let admin1: string;
const run = Date.now().toString(36);

type Answer = { status: number; raw: string; body: { message: string; data: any } };
type Unit = { id: number; field: string; source: string; text: string | null; status: string };

function ok(answer: Answer) {
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
}

const as = (lang?: 'fr_FR' | 'en_US') => ({ token: admin1, idSite: 1, lang });
const url = `domaine-${run}`;

/** The page's body: its information and one column of two ENTITY blocks (a text and a titled picture-less one). */
function pageBody(intro: string, extra: Record<string, unknown> = {}) {
  return {
    title: `Le domaine ${run}`,
    url,
    menuTitle: `Domaine ${run}`,
    menuIcon: 'home',
    metaDescription: `Un domaine familial ${run}`,
    isValid: true,
    showInMenu: true,
    layouts: [
      {
        key: 'intro',
        type: 'TWO_COLUMN',
        contents: [
          { type: 'ENTITY', key: 'intro-text', title: 'Notre histoire', content: intro },
          { type: 'ENTITY', key: 'chai', title: 'Le chai' },
        ],
      },
    ],
    ...extra,
  };
}

/** The units of the page in English, by their field. */
async function unitsOf(idPage: number): Promise<Map<string, Unit>> {
  const list = ok(await call('GET', `/admin/page/${idPage}/translations/en_US?nbItem=100`, as()));
  return new Map((list.list as Unit[]).map((unit) => [unit.field, unit]));
}

const put = (id: number, text: string) => call('PUT', `/admin/translation/${id}/en_US`, { ...as(), body: { text } });

function menuEntry(pages: any[], id: number): any {
  for (const page of pages) {
    if (page.id === id) return page;
    const below = menuEntry(page.children, id);
    if (below) return below;
  }
  return undefined;
}

let page: any;
let units: Map<string, Unit>;
const field = (layout: number, content: number, name: string) => `layouts.${layout}.contents.${content}.${name}`;

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  page = ok(await call('POST', '/admin/page', { ...as(), body: pageBody('<p>Depuis 1890.</p>') }));
});

describe('a page’s texts in English', () => {
  it('makes the page’s title, menu title and each block’s texts MISSING units', async () => {
    units = await unitsOf(page.id);
    const [layout] = page.layouts;
    const [text, chai] = layout.contents;
    expect([...units.keys()].sort()).toEqual(
      [
        'title',
        'menuTitle',
        'metaDescription',
        field(layout.id, text.id, 'title'),
        field(layout.id, text.id, 'content'),
        field(layout.id, chai.id, 'title'),
      ].sort(),
    );
    expect(units.get('title')).toMatchObject({ source: `Le domaine ${run}`, status: 'MISSING', text: null });
    expect(units.get(field(layout.id, text.id, 'content'))).toMatchObject({ source: '<p>Depuis 1890.</p>' });
    // The site-wide list has them too, under the kind `page`.
    const list = ok(await call('GET', `/admin/translation/en_US?kind=page&entityId=${page.id}&status=MISSING`, as()));
    expect(list.list).toHaveLength(units.size);
  });

  it('shows the translations to an English visitor, the French where a text has none', async () => {
    const [layout] = page.layouts;
    const [text] = layout.contents;
    expect((await put(units.get('title')!.id, `The estate ${run}`)).status).toBe(200);
    expect((await put(units.get('menuTitle')!.id, `Estate ${run}`)).status).toBe(200);
    expect((await put(units.get(field(layout.id, text.id, 'content'))!.id, '<p>Since 1890.</p>')).status).toBe(200);

    const english = ok(await call('GET', `/page/${url}`, { idSite: 1, lang: 'en_US' }));
    expect(english.title).toBe(`The estate ${run}`);
    expect(english.layouts[0].contents[0]).toMatchObject({ title: 'Notre histoire', content: '<p>Since 1890.</p>' });
    expect(english.layouts[0].contents[1].title).toBe('Le chai');
    expect(english.metaDescription).toBe(`Un domaine familial ${run}`);
    // By its id too: the home page is read so.
    expect(ok(await call('GET', `/page/${page.id}`, { idSite: 1, lang: 'en_US' })).title).toBe(`The estate ${run}`);

    const french = ok(await call('GET', `/page/${url}`, { idSite: 1, lang: 'fr_FR' }));
    expect(french.title).toBe(`Le domaine ${run}`);
    expect(french.layouts[0].contents[0].content).toBe('<p>Depuis 1890.</p>');
  });

  it('shows the translated titles in the English menu, the French ones in the French menu', async () => {
    const english = menuEntry(ok(await call('GET', '/page', { idSite: 1, lang: 'en_US' })).pages, page.id);
    expect(english).toMatchObject({ title: `The estate ${run}`, menuTitle: `Estate ${run}`, url });
    const french = menuEntry(ok(await call('GET', '/page', { idSite: 1, lang: 'fr_FR' })).pages, page.id);
    expect(french).toMatchObject({ title: `Le domaine ${run}`, menuTitle: `Domaine ${run}` });
  });

  it('flags a block’s translation OUTDATED when its French text changes, and keeps the others current', async () => {
    const [layout] = page.layouts;
    const [text, chai] = layout.contents;
    // The editor sends back the blocks it read, with their ids: their units keep their translations.
    const edited = { ...layout, contents: [{ ...text, content: '<p>Depuis 1890, en famille.</p>' }, chai] };
    const body = { ...pageBody(''), layouts: [edited], version: page.version };
    const saved = ok(await call('PUT', `/admin/page/${page.id}`, { ...as(), body }));
    expect(saved.layouts[0].contents[0].id).toBe(text.id);
    const after = await unitsOf(page.id);
    expect(after.get(field(layout.id, text.id, 'content'))).toMatchObject({
      source: '<p>Depuis 1890, en famille.</p>',
      status: 'OUTDATED',
      text: '<p>Since 1890.</p>',
    });
    expect(after.get('title')).toMatchObject({ status: 'CURRENT', text: `The estate ${run}` });
    // An outdated translation still shows: an older wording beats a language the visitor did not ask for.
    const english = ok(await call('GET', `/page/${url}`, { idSite: 1, lang: 'en_US' }));
    expect(english.layouts[0].contents[0].content).toBe('<p>Since 1890.</p>');
  });

  it('finds the same units again when the site’s units are rebuilt (a page is a registered source)', async () => {
    Object.assign(process.env, inject('fixtures').env, { LOG_LEVEL: 'silent' });
    forgetEnvironment();
    const before = await unitsOf(page.id);
    await translationService.rebuild(authorisedSiteId(1));
    expect(await unitsOf(page.id)).toEqual(before);
  });

  it('makes units of a page not online yet, and forgets a deleted page’s units', async () => {
    const draft = ok(
      await call('POST', '/admin/page', {
        ...as(),
        body: { ...pageBody('<p>Bientôt.</p>'), url: `brouillon-${run}`, isValid: false, title: `Brouillon ${run}` },
      }),
    );
    const draftUnits = await unitsOf(draft.id);
    expect(draftUnits.get('title')).toMatchObject({ source: `Brouillon ${run}`, status: 'MISSING' });
    expect((await call('DELETE', `/admin/page/${draft.id}`, as())).status).toBe(200);
    expect((await unitsOf(draft.id)).size).toBe(0);
  });
});
