import {
  counterFieldTypes,
  elementValuesSchema,
  searchableText,
  type ElementCreate,
  type ElementField,
  type ElementInput,
  type ElementItemInput,
  type ElementItemUsers,
  type ElementItemView,
  type ElementList,
  type ElementSharePost,
  type ElementView,
  type ElementWithItems,
} from '@cellar/shared/content/element';
import type { MessageKey } from '@cellar/shared/i18n/messages';
import { socialPublisher } from '../../adapters/social/social-publisher.ts';
import { authorisedSiteId, defaultsSiteId, type SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import {
  elementRepository,
  type ElementActor,
  type ElementItemRecord,
  type ElementRecord,
  type StoredElementImage,
} from '../../repositories/element-repository.ts';
import { siteFileRepository, type SiteFileRecord } from '../../repositories/site-file-repository.ts';
import { siteRepository } from '../../repositories/site-repository.ts';
import { SiteItemChanged } from '../../repositories/site-items.ts';
import type { StaffUser } from '../../repositories/user-repository.ts';
import { forgetImages } from '../common/image-list.ts';
import { responsiveImage } from '../common/image-variants.ts';
import { reorder } from '../common/ordering.ts';
import type { TranslatableEntity } from '../translations/translatable-sources.ts';
import { translationOverlay } from '../translations/translation-overlay.ts';
import { translationSync } from '../translations/translation-sync.ts';
import { elementItemLabel, elementItemTexts, withElementItemTexts } from './element-texts.ts';
import { checkFiles, imagesOf, storeValues, valueView } from './element-values.ts';

const maxShares = 20;
/** Site 0: the element models a site imports (read by the super-admin-only import routes). */
const modelsSite = authorisedSiteId(defaultsSiteId);

async function changedMeanwhile<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof SiteItemChanged) throw new ConflictError('element.changed');
    throw error;
  }
}

function elementView(element: ElementRecord, itemCount: number): ElementView {
  return {
    id: element.id,
    route: element.route,
    name: element.name,
    fields: element.fields,
    order: element.order,
    itemCount,
  };
}

/** Who wrote an item: the staff user (none when the seed writes it). */
const actor = (user: StaffUser | null): ElementActor | null =>
  user ? { id: user.id, email: user.email, name: `${user.firstname} ${user.lastname}`.trim() } : null;

/** The site's files by id, read only when a type has a FILES field. */
async function filesFor(site: SiteId, fields: readonly ElementField[]): Promise<Map<number, SiteFileRecord>> {
  if (!fields.some((field) => field.type === 'FILES')) return new Map();
  return new Map((await siteFileRepository.all(site)).map((file) => [file.id, file]));
}

function itemView(
  site: SiteId,
  element: ElementRecord,
  item: ElementItemRecord,
  files: ReadonlyMap<number, SiteFileRecord>,
): ElementItemView {
  return {
    id: item.id,
    idElement: item.idElement,
    values: Object.fromEntries(
      element.fields.map((field) => [field.key, valueView(site, field, item.values[field.key], files)]),
    ),
    valid: item.valid,
    order: item.order,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

/**
 * Records a type's texts for the translations (kind `element`: its name, its fields' titles). Not the models of
 * site 0: no visitor reads them (a site imports a model's fields as written, then translates its own copy).
 */
async function syncElement(site: SiteId, element: ElementRecord): Promise<void> {
  if (site === modelsSite) return;
  await translationSync.entity(site, 'element', element.id, elementView(element, 0), element.name);
}

/** Records an item's texts for the translations (kind `elementItem`), hidden items too; none on site 0. */
async function syncItem(site: SiteId, element: ElementRecord, item: ElementItemView): Promise<void> {
  if (site === modelsSite) return;
  const texts = elementItemTexts(element.fields, item);
  await translationSync.entity(site, 'elementItem', item.id, texts, elementItemLabel(element.name, texts));
}

/** The type and its items in the visitor's language (the default one and untranslated texts as written). */
async function translated(site: SiteId, lang: string, element: ElementRecord, page: ElementWithItems) {
  const [type, texts] = await Promise.all([
    translationOverlay.one(site, lang, 'element', element.id, page.element),
    translationOverlay.many(
      site,
      lang,
      'elementItem',
      page.items.map((item) => elementItemTexts(element.fields, item)),
      (entry) => entry.id,
    ),
  ]);
  const byId = new Map(texts.map((entry) => [entry.id, entry]));
  const items = page.items.map((item) => withElementItemTexts(element.fields, item, byId.get(item.id)!));
  return { ...page, element: type, items };
}

/** `q` matches an item when one of the searchable fields' text contains it (case and accents ignored). */
function matches(element: ElementRecord, item: ElementItemRecord, q: string | undefined): boolean {
  if (!q) return true;
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const wanted = fold(q);
  return element.fields
    .filter((field) => field.searchable)
    .some((field) => fold(searchableText(field.type, item.values[field.key])).includes(wanted));
}

async function findElement(site: SiteId, id: number): Promise<ElementRecord> {
  const element = await elementRepository.get(site, id);
  if (!element) throw new NotFoundError('element.notFound');
  return element;
}

async function findItem(site: SiteId, idElement: number, id: number) {
  const element = await findElement(site, idElement);
  const item = await elementRepository.items.get(site, idElement, id);
  if (!item) throw new NotFoundError('element.itemNotFound');
  return { element, item };
}

/** The values checked against the type's fields (the shared validator), or every field's message at once. */
function checkValues(element: ElementRecord, input: ElementItemInput) {
  const checked = elementValuesSchema(element.fields, input.files.length).safeParse(input.values);
  if (checked.success) return checked.data;
  const issues: Record<string, MessageKey[]> = {};
  for (const issue of checked.error.issues) {
    const path = ['values', ...issue.path.map(String)].join('.');
    (issues[path] ??= []).push(issue.message as MessageKey);
  }
  throw new ValidationError(issues);
}

async function routeIsFree(site: SiteId, route: string, id: number | null): Promise<void> {
  const taken = (await elementRepository.all(site)).some((element) => element.route === route && element.id !== id);
  if (taken) throw new ValidationError({ route: ['element.slugTaken'] });
}

/** Texts and the first image of an item, and where it is seen: the post a share publishes. */
async function postOf(site: SiteId, element: ElementRecord, item: ElementItemRecord, text: string | undefined) {
  const texts = element.fields
    .filter((field) => counterFieldTypes.includes(field.type))
    .map((field) => item.values[field.key])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  const image = imagesOf(element.fields, item.values)[0];
  const record = await siteRepository.get(site);
  const base = record?.url ? `https://${record.url.replace(/^https?:\/\//, '')}` : `http://${record?.slug}.localhost`;
  return {
    text: (text ?? texts.join('\n\n')).slice(0, 3000),
    imageUrl: image ? responsiveImage(image).url || null : null,
    link: `${base}/`,
  };
}

/** Every type and item of a site as the storefront reads them, for a rebuild of the translations. */
export async function elementTranslatables(
  site: SiteId,
): Promise<{ types: TranslatableEntity[]; items: TranslatableEntity[] }> {
  const elements = site === modelsSite ? [] : await elementRepository.all(site);
  const types = elements.map((element) => ({ id: element.id, entity: elementView(element, 0), label: element.name }));
  const items: TranslatableEntity[] = [];
  for (const element of elements)
    for (const item of await elementRepository.items.all(site, element.id)) {
      const texts = elementItemTexts(element.fields, itemView(site, element, item, new Map()));
      items.push({ id: item.id, entity: texts, label: elementItemLabel(element.name, texts) });
    }
  return { types, items };
}

/** Elements of a site: custom content types and their items (spec 1 §3 "Element", spec 2 §7; issue 18). */
export const elementService = {
  /** `GET /admin/element`: the types in menu order, with their item counts. */
  async list(site: SiteId): Promise<ElementList> {
    const elements = await elementRepository.all(site);
    const counts = await Promise.all(elements.map((e) => elementRepository.items.all(site, e.id)));
    return { elements: elements.map((element, index) => elementView(element, counts[index]!.length)) };
  },

  /** `GET /admin/element/import`: the models, the elements the super-admin defined on site 0. */
  async models(): Promise<ElementList> {
    const models = await elementRepository.all(modelsSite);
    return { elements: models.map((model) => elementView(model, 0)) };
  },

  /** A new type, last in the menu; `fromModel` copies a model of site 0 (its route and name unless given). */
  async create(site: SiteId, input: ElementCreate): Promise<ElementView> {
    let definition: ElementInput;
    if (input.fromModel !== undefined) {
      const model = await elementRepository.get(modelsSite, input.fromModel);
      if (!model) throw new NotFoundError('element.modelNotFound');
      definition = { route: input.route ?? model.route, name: input.name ?? model.name, fields: model.fields };
    } else {
      definition = { route: input.route!, name: input.name!, fields: input.fields ?? [] };
    }
    await routeIsFree(site, definition.route, null);
    const all = await elementRepository.all(site);
    const now = new Date().toISOString();
    const element: ElementRecord = {
      id: await elementRepository.nextId(site),
      ...definition,
      order: all.reduce((max, e) => Math.max(max, e.order + 1), 0),
      createdAt: now,
      updatedAt: now,
    };
    await changedMeanwhile(elementRepository.save(site, null, element));
    await syncElement(site, element);
    return elementView(element, 0);
  },

  /** A type's new definition: the items keep the values of the keys still there (others are no longer shown). */
  async update(site: SiteId, id: number, input: ElementInput): Promise<ElementView> {
    const previous = await findElement(site, id);
    await routeIsFree(site, input.route, id);
    const next: ElementRecord = { ...previous, ...input, updatedAt: new Date().toISOString() };
    await changedMeanwhile(elementRepository.save(site, previous, next));
    await syncElement(site, next);
    const items = await elementRepository.items.all(site, id);
    // New fields (a key renamed, a type changed) change which of the items' values are texts.
    if (JSON.stringify(previous.fields) !== JSON.stringify(next.fields))
      for (const item of items) await syncItem(site, next, itemView(site, next, item, new Map()));
    return elementView(next, items.length);
  },

  /** A type with items is not deleted: its items are content the admin deletes first. */
  async remove(site: SiteId, id: number): Promise<void> {
    const element = await findElement(site, id);
    if ((await elementRepository.items.all(site, id)).length > 0) throw new ConflictError('element.hasItems');
    await changedMeanwhile(elementRepository.delete(site, element));
    if (site !== modelsSite) await translationSync.entity(site, 'element', id, null, element.name);
  },

  async move(site: SiteId, id: number, position: number): Promise<void> {
    const all = await elementRepository.all(site);
    if (!all.some((element) => element.id === id)) throw new NotFoundError('element.notFound');
    await changedMeanwhile(elementRepository.setOrders(site, reorder(all, id, position)));
  },

  /**
   * The type (by id or route) and a page of its items: the valid ones for the storefront (`publicOnly`), in the
   * visitor's `lang`; all for the admin, as written. `q` searches the searchable fields as written.
   */
  async withItems(
    site: SiteId,
    idOrRoute: string | number,
    query: { q?: string; page: number; nbItem: number },
    publicOnly: boolean,
    lang: string | null = null,
  ): Promise<ElementWithItems> {
    const element =
      typeof idOrRoute === 'number' || /^\d+$/.test(idOrRoute)
        ? await elementRepository.get(site, Number(idOrRoute))
        : ((await elementRepository.all(site)).find((e) => e.route === idOrRoute) ?? null);
    if (!element) throw new NotFoundError('element.notFound');
    const all = await elementRepository.items.all(site, element.id);
    const shown = all.filter((item) => (!publicOnly || item.valid) && matches(element, item, query.q));
    const page = shown.slice((query.page - 1) * query.nbItem, query.page * query.nbItem);
    const files = await filesFor(site, element.fields);
    const visible = (file: SiteFileRecord) => !publicOnly || file.valid;
    const shownFiles = new Map([...files].filter(([, file]) => visible(file)));
    const answer = {
      // The storefront is not told how many items are hidden.
      element: elementView(element, publicOnly ? all.filter((item) => item.valid).length : all.length),
      items: page.map((item) => itemView(site, element, item, shownFiles)),
      total: shown.length,
      current: query.page,
    };
    return lang === null ? answer : translated(site, lang, element, answer);
  },

  /** A new item, last of its type, valid unless said otherwise. */
  async createItem(site: SiteId, idElement: number, input: ElementItemInput, user: StaffUser | null) {
    const element = await findElement(site, idElement);
    const checked = checkValues(element, input);
    const files = await filesFor(site, element.fields);
    checkFiles(element.fields, checked, files);
    const existing = await elementRepository.items.all(site, idElement);
    const id = await elementRepository.items.nextId(site);
    const { values, written } = await storeValues(site, element.fields, checked, input.files, {});
    const now = new Date().toISOString();
    const item: ElementItemRecord = {
      id,
      idElement,
      values,
      valid: input.valid ?? true,
      order: existing.reduce((max, i) => Math.max(max, i.order + 1), 0),
      createdBy: actor(user),
      updatedBy: actor(user),
      shares: [],
      createdAt: now,
      updatedAt: now,
    };
    await elementRepository.items.save(site, null, item).catch(async (error: unknown) => {
      await forgetImages(written);
      throw error instanceof SiteItemChanged ? new ConflictError('element.changed') : error;
    });
    const view = itemView(site, element, item, files);
    await syncItem(site, element, view);
    return view;
  },

  /** Kept images (named by id) stay; new files join them; the others are removed once saved. */
  async updateItem(site: SiteId, idElement: number, id: number, input: ElementItemInput, user: StaffUser) {
    const { element, item: previous } = await findItem(site, idElement, id);
    const checked = checkValues(element, input);
    const files = await filesFor(site, element.fields);
    checkFiles(element.fields, checked, files);
    const { values, written } = await storeValues(site, element.fields, checked, input.files, previous.values);
    const next: ElementItemRecord = {
      ...previous,
      values,
      valid: input.valid ?? previous.valid,
      updatedBy: actor(user),
      updatedAt: new Date().toISOString(),
    };
    await elementRepository.items.save(site, previous, next).catch(async (error: unknown) => {
      await forgetImages(written);
      throw error instanceof SiteItemChanged ? new ConflictError('element.changed') : error;
    });
    const kept = new Set(imagesOf(element.fields, values).map((image) => image.key));
    await forgetImages(imagesOf(element.fields, previous.values).filter((image) => !kept.has(image.key)));
    const view = itemView(site, element, next, files);
    await syncItem(site, element, view);
    return view;
  },

  async setItemValid(site: SiteId, idElement: number, id: number, valid: boolean, user: StaffUser) {
    const { element, item: previous } = await findItem(site, idElement, id);
    const next = { ...previous, valid, updatedBy: actor(user), updatedAt: new Date().toISOString() };
    await changedMeanwhile(elementRepository.items.save(site, previous, next));
    const view = itemView(site, element, next, await filesFor(site, element.fields));
    await syncItem(site, element, view);
    return view;
  },

  async moveItem(site: SiteId, idElement: number, id: number, position: number): Promise<void> {
    const { item } = await findItem(site, idElement, id);
    const all = await elementRepository.items.all(site, idElement);
    await changedMeanwhile(elementRepository.items.setOrders(site, idElement, reorder(all, item.id, position)));
  },

  async removeItem(site: SiteId, idElement: number, id: number): Promise<void> {
    const { element, item } = await findItem(site, idElement, id);
    await changedMeanwhile(elementRepository.items.delete(site, item));
    if (site !== modelsSite) await translationSync.entity(site, 'elementItem', id, null, `${element.name} #${id}`);
    await forgetImages(imagesOf(element.fields, item.values) as StoredElementImage[]);
  },

  /** The post sharing the item would publish; nothing is published nor recorded. */
  async simulateShare(site: SiteId, idElement: number, id: number, text?: string): Promise<ElementSharePost> {
    const { element, item } = await findItem(site, idElement, id);
    const post = await postOf(site, element, item, text);
    return { ...post, adapter: socialPublisher().name, published: false, sharedAt: null };
  },

  /** Publishes through the social adapter (the local one publishes nowhere) and records the post on the item. */
  async share(site: SiteId, idElement: number, id: number, text?: string): Promise<ElementSharePost> {
    const { element, item } = await findItem(site, idElement, id);
    const post = await postOf(site, element, item, text);
    const publication = await socialPublisher().publish(site, post);
    const shared = { ...post, ...publication, sharedAt: new Date().toISOString() };
    const next = { ...item, shares: [...item.shares, shared].slice(-maxShares), updatedAt: shared.sharedAt };
    await changedMeanwhile(elementRepository.items.save(site, item, next));
    return shared;
  },

  /** The staff who created and last changed the item (its history), the type named by its route. */
  async itemUsers(site: SiteId, route: string, id: number): Promise<ElementItemUsers> {
    const element = (await elementRepository.all(site)).find((e) => e.route === route);
    if (!element) throw new NotFoundError('element.notFound');
    const item = await elementRepository.items.get(site, element.id, id);
    if (!item) throw new NotFoundError('element.itemNotFound');
    const users: ElementItemUsers['users'] = [];
    if (item.createdBy) users.push({ ...item.createdBy, role: 'CREATOR', at: item.createdAt });
    if (item.updatedBy) users.push({ ...item.updatedBy, role: 'EDITOR', at: item.updatedAt });
    return { users };
  },
};
