import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import {
  horizontalAligns,
  pageSchemaVersion,
  verticalAligns,
  type PageInfo,
  type PageLayout,
  type PageTreeNode,
  type PageView,
} from '@cellar/shared/pages/page-document';
import {
  pageUrlPattern,
  type PageInfoInput,
  type PageInput,
  type PageOrderInput,
} from '@cellar/shared/pages/page-rules';
import type { PublicMenuNode, PublicPages, PublicPageView } from '@cellar/shared/pages/public-page';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError, type FieldErrorKeys } from '../../lib/errors.ts';
import { idBlockRepository } from '../../repositories/id-block-repository.ts';
import { libraryRepository } from '../../repositories/library-repository.ts';
import { pageImageRepository } from '../../repositories/page-image-repository.ts';
import {
  PageChanged,
  PageParentMissing,
  pageRepository,
  PageUrlTaken,
  type PageRecord,
  type StoredPage,
} from '../../repositories/page-repository.ts';
import { sanitizeCss } from './css-allow-list.ts';
import {
  assignIds,
  componentIdsOf,
  freshIdsNeeded,
  freshKey,
  imageIdsOf,
  resolveComponents,
  resolveImages,
  sanitiseLayouts,
} from './page-contents.ts';
import { scriptDocument } from './page-script.ts';
import { buildTree, flattenTree, lastPlace, orderProblems, parentProblem } from './page-tree.ts';
import { staticImages } from './static-images.ts';
import type { TranslatableEntity } from '../translations/translatable-sources.ts';
import { translationOverlay } from '../translations/translation-overlay.ts';
import { inBatches, translationSync } from '../translations/translation-sync.ts';

type TreeNodeView = Omit<PageTreeNode, 'children'>;

/** The information fields of a record or a body, and nothing else it holds. */
function infoOf(page: PageInfo): PageInfo {
  return {
    title: page.title,
    url: page.url,
    menuTitle: page.menuTitle,
    menuIcon: page.menuIcon,
    order: page.order,
    parentId: page.parentId,
    isValid: page.isValid,
    showInMenu: page.showInMenu,
    isFixedOnRight: page.isFixedOnRight,
    useAbsoluteMenu: page.useAbsoluteMenu,
    link: page.link,
    linkJsCode: page.linkJsCode,
    metaDescription: page.metaDescription,
    css: page.css,
    background: page.background,
  };
}

function nodeView(page: PageRecord): TreeNodeView {
  return { ...infoOf(page), id: page.id, version: page.version, updatedAt: page.updatedAt };
}

function pageView({ page, layouts }: StoredPage): PageView {
  return {
    ...nodeView(page),
    schemaVersion: page.schemaVersion,
    layouts,
  };
}

function publicView({ page, layouts }: StoredPage): PublicPageView {
  const { linkJsCode: _code, ...info } = infoOf(page);
  return {
    ...info,
    id: page.id,
    version: page.version,
    // Tags sort the admin's saved layouts: shoppers have no use for them.
    layouts: layouts.map(({ tags: _tags, ...layout }) => layout),
  };
}

function publicNode(page: PageRecord, children: PublicMenuNode[]): PublicMenuNode {
  return {
    id: page.id,
    title: page.title,
    url: page.url,
    menuTitle: page.menuTitle,
    menuIcon: page.menuIcon,
    showInMenu: page.showInMenu,
    isFixedOnRight: page.isFixedOnRight,
    useAbsoluteMenu: page.useAbsoluteMenu,
    link: page.link,
    children,
  };
}

const isContentPage = (page: PageRecord) => page.link.type === 'NONE';

function translateFailure(error: unknown): never {
  if (error instanceof PageChanged) throw new ConflictError('page.changed');
  if (error instanceof PageUrlTaken) throw new ValidationError({ url: ['page.urlTaken'] });
  if (error instanceof PageParentMissing) throw new ValidationError({ parentId: ['page.parentUnknown'] });
  throw error;
}

async function storedPage(site: SiteId, id: number): Promise<StoredPage> {
  const stored = await pageRepository.get(site, id);
  if (!stored) throw new NotFoundError('page.notFound');
  return stored;
}

/** A layout of a page, by its id (404 when the page or the layout is not there). */
async function layoutOf(site: SiteId, pageId: number, layoutId: number) {
  const stored = await storedPage(site, pageId);
  const layout = stored.layouts.find((l) => l.id === layoutId);
  if (!layout) throw new NotFoundError('page.layoutNotFound');
  return { stored, layout };
}

const uniqueTags = (tags: readonly string[]) => [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];

/**
 * Where a page goes in the tree: its parent must be a page of the site and not itself nor under itself; a position of
 * 0 (or none) keeps its place among the same siblings, or puts it last among new ones.
 */
function placeOf(
  all: readonly PageRecord[],
  previous: PageRecord | null,
  info: PageInfoInput,
  errors: FieldErrorKeys,
): { parentId: number | null; order: number } {
  const id = previous?.id ?? null;
  const problem = parentProblem(all, id, info.parentId);
  if (problem) errors.parentId = [problem];
  if (info.order >= 1) return { parentId: info.parentId, order: info.order };
  if (previous && previous.parentId === info.parentId) return { parentId: info.parentId, order: previous.order };
  return { parentId: info.parentId, order: lastPlace(all, info.parentId, id) };
}

/**
 * The page as it will be stored: rules beyond the schema applied (sanitising, the images and components it names,
 * its place), ids given. Field errors are gathered and thrown together.
 */
async function prepare(
  site: SiteId,
  id: number,
  previous: StoredPage | null,
  info: PageInfoInput,
  bodyLayouts: readonly PageLayout[],
  now: string,
): Promise<StoredPage> {
  const errors: FieldErrorKeys = {};
  const all = await pageRepository.all(site);
  const place = placeOf(all, previous?.page ?? null, info, errors);
  const library = await libraryRepository.getMany(site, componentIdsOf(bodyLayouts));
  const components = resolveComponents(sanitiseLayouts(bodyLayouts), library, errors);
  const images = await pageImageRepository.getMany(site, imageIdsOf(info.background, components));
  const resolved = resolveImages(info.background, components, images, errors);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const previousLayouts = previous?.layouts ?? [];
  const needed = freshIdsNeeded(resolved.layouts, previousLayouts);
  const [layoutIds, contentIds] = await Promise.all([
    idBlockRepository.next(site, 'LAYOUT', needed.layouts),
    idBlockRepository.next(site, 'CONTENT', needed.contents),
  ]);
  const layouts = assignIds(resolved.layouts, previousLayouts, { layouts: layoutIds, contents: contentIds }).map(
    (layout, order) => ({ ...layout, order, tags: uniqueTags(layout.tags ?? []) }),
  );
  const contentPage = info.link.type === 'NONE';
  const page: PageRecord = {
    ...infoOf(info),
    ...place,
    // A menu entry that is a link or a script has no address of its own, and holds none.
    url: contentPage ? info.url : '',
    css: sanitizeCss(info.css),
    background: resolved.background,
    id,
    version: (previous?.page.version ?? 0) + 1,
    schemaVersion: pageSchemaVersion,
    createdAt: previous?.page.createdAt ?? now,
    updatedAt: now,
  };
  return { page, layouts };
}

function checkVersion(stored: StoredPage, version: number | null): void {
  if (version !== null && version !== stored.page.version) throw new ConflictError('page.changed');
}

/** What the translations call a page in their lists. */
const labelOf = (page: PageRecord) => page.title || page.menuTitle || `#${page.id}`;

/**
 * The page's texts for the translations (kind `page`, docs/translations.md), from the one stored version: the
 * storefront shows what is saved (online pages, and the live edit's drafts), so a page not yet online is translated
 * before it is published, and its translations show the moment it is.
 */
const sync = (site: SiteId, stored: StoredPage) =>
  translationSync.entity(site, 'page', stored.page.id, publicView(stored), labelOf(stored.page));

async function save(site: SiteId, previous: StoredPage | null, next: StoredPage): Promise<PageView> {
  await pageRepository.save(site, previous, next).catch(translateFailure);
  await sync(site, next);
  return pageView(next);
}

/** Every page of the site as the storefront reads it, for a rebuild of the translations. */
export async function pageTranslatables(site: SiteId): Promise<TranslatableEntity[]> {
  const found: TranslatableEntity[] = [];
  // A Query a page, a few at a time.
  await inBatches(await pageRepository.all(site), async ({ id }) => {
    const stored = await pageRepository.get(site, id);
    if (stored) found.push({ id, entity: publicView(stored), label: labelOf(stored.page) });
  });
  return found;
}

/**
 * Pages (spec 1 §3, spec 2 §7 "Pages and live editing", docs/pages.md): the admin's tree and editor, the tagged
 * layouts, and what the storefront reads.
 */
export const pageService = {
  /** `GET /admin/page`, `GET /admin/pages/grape`: the site's pages as the menu tree (no layouts). */
  async tree(site: SiteId): Promise<{ pages: PageTreeNode[] }> {
    const all = await pageRepository.all(site);
    return { pages: buildTree<PageRecord, PageTreeNode>(all, (page, children) => ({ ...nodeView(page), children })) };
  },

  /** `GET /admin/site/pages`: the same pages flat, in menu order. */
  async flat(site: SiteId): Promise<{ pages: TreeNodeView[] }> {
    return { pages: flattenTree(await pageRepository.all(site)).map(nodeView) };
  },

  /** `GET /admin/page/{id}`, `GET /admin/page/{id}/grape`. */
  async get(site: SiteId, id: number): Promise<PageView> {
    return pageView(await storedPage(site, id));
  },

  /** `POST /admin/page`: a new page with its layouts. */
  async create(site: SiteId, input: PageInput): Promise<PageView> {
    const id = await pageRepository.nextId(site);
    const next = await prepare(site, id, null, input, input.layouts, new Date().toISOString());
    return save(site, null, next);
  },

  /** `PUT /admin/page/{id}`: the whole page, over the version the editor read (409 when another save came first). */
  async update(site: SiteId, id: number, input: PageInput): Promise<PageView> {
    const previous = await storedPage(site, id);
    checkVersion(previous, input.version);
    const next = await prepare(site, id, previous, input, input.layouts, new Date().toISOString());
    return save(site, previous, next);
  },

  /** `POST /admin/page/base`: a page from its information alone (no layouts yet). */
  async createBase(site: SiteId, info: PageInfoInput): Promise<PageView> {
    const id = await pageRepository.nextId(site);
    const next = await prepare(site, id, null, info, [], new Date().toISOString());
    return save(site, null, next);
  },

  /** `PUT /admin/page/base/{id}`: the information of a page, its layouts kept as they are. */
  async updateBase(site: SiteId, id: number, info: PageInfoInput): Promise<PageView> {
    const previous = await storedPage(site, id);
    const next = await prepare(site, id, previous, info, [], new Date().toISOString());
    return save(site, previous, { page: next.page, layouts: previous.layouts });
  },

  /** `DELETE /admin/page/{id}`: a page without sub-pages, with everything it holds. */
  async remove(site: SiteId, id: number): Promise<void> {
    const stored = await storedPage(site, id);
    const all = await pageRepository.all(site);
    if (all.some((page) => page.parentId === id))
      throw new ValidationError({ id: ['page.hasChildren'] }, 'page.hasChildren');
    await pageRepository.remove(site, stored).catch(translateFailure);
    await translationSync.entity(site, 'page', id, null, labelOf(stored.page));
  },

  /** `PUT /admin/page/state/{id}`: shown to shoppers or not. */
  async setValid(site: SiteId, id: number, valid: boolean): Promise<TreeNodeView> {
    const { page } = await storedPage(site, id);
    if (page.isValid === valid) return nodeView(page);
    const next = await pageRepository
      .updateInfo(site, page, { isValid: valid }, new Date().toISOString())
      .catch(translateFailure);
    return nodeView(next);
  },

  /** `PUT /admin/page/order`: every page's parent and position at once; the pages that move get a new version. */
  async reorder(site: SiteId, input: PageOrderInput): Promise<{ pages: PageTreeNode[] }> {
    const all = await pageRepository.all(site);
    const errors = orderProblems(all, input);
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const byId = new Map(all.map((page) => [page.id, page]));
    const now = new Date().toISOString();
    const moved = input.pages.filter((p) => {
      const page = byId.get(p.id)!;
      return page.parentId !== p.parentId || page.order !== p.order;
    });
    // A few pages at a time: each page's two items in one transaction, the pages apart (a failure leaves the pages
    // before it moved; the admin sends the whole order again).
    for (let i = 0; i < moved.length; i += 8)
      await Promise.all(
        moved
          .slice(i, i + 8)
          .map((p) =>
            pageRepository
              .updateInfo(site, byId.get(p.id)!, { parentId: p.parentId, order: p.order }, now)
              .catch(translateFailure),
          ),
      );
    return this.tree(site);
  },

  /** `GET /admin/page/layout`: the tagged layouts, filtered by a tag (`tag=…` or `tag=lk:…`) or by type. */
  async layouts(site: SiteId, query: ListQuery) {
    const rows = (await pageRepository.taggedLayouts(site))
      .map((entry) => ({
        id: entry.id,
        pageId: entry.pageId,
        pageTitle: entry.pageTitle,
        type: entry.layoutType,
        tags: entry.tags,
      }))
      .sort((a, b) => a.id - b.id);
    const tagFilters = query.filters.filter((f) => f.field === 'tag');
    const tagged = rows.filter((row) =>
      tagFilters.every((f) =>
        row.tags.some((tag) =>
          f.op === 'like'
            ? tag.toLowerCase().includes(f.value.toLowerCase())
            : tag.toLowerCase() === f.value.toLowerCase(),
        ),
      ),
    );
    const { items, total } = applyListQuery(tagged, {
      ...query,
      filters: query.filters.filter((f) => f.field !== 'tag'),
    });
    return { layouts: items, total };
  },

  /** `GET /admin/page/layout/tags`: every tag given to a layout of the site, once, sorted. */
  async layoutTags(site: SiteId): Promise<{ tags: string[] }> {
    const tags = new Set((await pageRepository.taggedLayouts(site)).flatMap((entry) => entry.tags));
    return { tags: [...tags].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })) };
  },

  /** `GET /admin/page/layout/{layoutId}/copy`: a layout to paste, without ids (the save gives new ones) or tags. */
  async copyLayout(site: SiteId, layoutId: number): Promise<{ layout: PageLayout }> {
    const found = await pageRepository.layoutById(site, layoutId);
    if (!found) throw new NotFoundError('page.layoutNotFound');
    const { id: _id, key: _key, ...layout } = found.layout;
    return {
      layout: {
        ...layout,
        key: freshKey(),
        order: 0,
        tags: [],
        contents: layout.contents.map(({ id: _cid, key: _ckey, ...content }) => ({ ...content, key: freshKey() })),
      },
    };
  },

  /** `GET /admin/page/{pageId}/layout/{layoutId}/tags`. */
  async pageLayoutTags(site: SiteId, pageId: number, layoutId: number): Promise<{ tags: string[] }> {
    const { layout } = await layoutOf(site, pageId, layoutId);
    return { tags: layout.tags ?? [] };
  },

  /** `PUT /admin/page/{pageId}/layout/{layoutId}/tags`: the layout's tags, and its place in the saved layouts. */
  async setPageLayoutTags(site: SiteId, pageId: number, layoutId: number, tags: string[]): Promise<{ tags: string[] }> {
    const { stored, layout } = await layoutOf(site, pageId, layoutId);
    const clean = uniqueTags(tags);
    await pageRepository.setLayoutTags(site, stored.page, layout, clean).catch(translateFailure);
    return { tags: clean };
  },

  // Storefront ------------------------------------------------------------------------------------------------------

  /**
   * `GET /page`: the valid pages as the menu tree (an invalid page hides its sub-pages), and the home page, their
   * titles in the visitor's language (one Query of the pages' translations).
   */
  async published(site: SiteId, lang: string, options: { drafts?: boolean } = {}): Promise<PublicPages> {
    // The live-edit preview (docs/publishing.md "Live edit") shows the pages not yet online too.
    const records = (await pageRepository.all(site)).filter((page) => options.drafts || page.isValid);
    const valid = await translationOverlay.many(site, lang, 'page', records, (page) => page.id);
    const validIds = new Set(valid.map((page) => page.id));
    // A sub-page of a hidden page is not lifted to the root: it goes with its parent.
    const shown = valid.filter((page) => page.parentId === null || reachable(page, valid, validIds));
    const pages = buildTree<PageRecord, PublicMenuNode>(shown, publicNode);
    const home = buildTree<PageRecord, PageRecord>(shown, (page) => page).find(isContentPage);
    return { pages, homeId: home?.id ?? null };
  },

  /**
   * `GET /page/{slugOrId}`: a valid content page by its id (digits) or its url, in one Query, in the visitor's
   * language (one more: its translations; a text without one keeps the default language's).
   */
  async publicPage(
    site: SiteId,
    slugOrId: string,
    lang: string,
    options: { drafts?: boolean } = {},
  ): Promise<PublicPageView> {
    let stored: StoredPage | null = null;
    if (/^\d{1,10}$/.test(slugOrId)) stored = await pageRepository.get(site, Number(slugOrId));
    // Only a url a page could have is looked up (a key is never built from anything else).
    else if (slugOrId.length <= 120 && pageUrlPattern.test(slugOrId))
      stored = await pageRepository.getByUrl(site, slugOrId);
    if (!stored || !(options.drafts || stored.page.isValid) || !isContentPage(stored.page))
      throw new NotFoundError('page.notFound');
    return translationOverlay.one(site, lang, 'page', stored.page.id, publicView(stored));
  },

  /** `GET /page/{id}/script`: a valid JAVASCRIPT entry's code, as the sandboxed document of docs/pages.md. */
  async script(site: SiteId, id: number): Promise<string> {
    const stored = await pageRepository.get(site, id);
    const page = stored?.page;
    if (!page?.isValid || page.link.type !== 'JAVASCRIPT' || !page.linkJsCode) throw new NotFoundError('page.notFound');
    return scriptDocument(page.linkJsCode);
  },

  alignments() {
    return { horizontal: [...horizontalAligns], vertical: [...verticalAligns] };
  },

  staticImages() {
    return { images: staticImages.map((image) => ({ ...image })) };
  },
};

/** A valid page whose every ancestor is valid too. */
function reachable(page: PageRecord, valid: readonly PageRecord[], validIds: Set<number>): boolean {
  const byId = new Map(valid.map((p) => [p.id, p]));
  let current: PageRecord | undefined = page;
  for (let steps = 0; current && steps <= valid.length; steps++) {
    if (current.parentId === null) return true;
    if (!validIds.has(current.parentId)) return false;
    current = byId.get(current.parentId);
  }
  return false;
}
