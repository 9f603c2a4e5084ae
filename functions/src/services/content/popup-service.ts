import { randomUUID } from 'node:crypto';
import {
  popupShowsOn,
  type PopupContent,
  type PopupInput,
  type PopupView,
  type PublicPopup,
} from '@cellar/shared/content/popup';
import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { mediaRepository } from '../../repositories/media-repository.ts';
import { popupRepository, type PopupRecord } from '../../repositories/popup-repository.ts';
import { storeCheckedImage } from '../common/checked-image.ts';
import { SiteItemChanged } from '../../repositories/site-items.ts';
import { sanitizeRichText } from '../sites/rich-text.ts';
import { richTextIsBlank } from '@cellar/shared/content/news';
import { translationOverlay } from '../translations/translation-overlay.ts';
import { translationSync } from '../translations/translation-sync.ts';

async function find(site: SiteId, id: number): Promise<PopupRecord> {
  const popup = await popupRepository.get(site, id);
  if (!popup) throw new NotFoundError('popup.notFound');
  return popup;
}

const publicPopup = (popup: PopupRecord): PublicPopup => ({
  id: popup.id,
  title: popup.title,
  startDate: popup.startDate,
  endDate: popup.endDate,
  delaySeconds: popup.delaySeconds,
  pages: popup.pages,
  frequency: popup.frequency,
  updatedAt: popup.updatedAt,
});

const today = () => new Date().toISOString().slice(0, 10);
/** Neither started later nor ended: its pages are checked by the storefront. */
const showingToday = (popup: PopupRecord) => popup.valid && popupShowsOn({ ...popup, pages: [] }, '/', today());

const imageOf = (popup: PopupRecord) =>
  popup.image ? { url: mediaRepository.url(popup.image.key) ?? '', alt: popup.image.alt } : null;
const view = (popup: PopupRecord): PopupView => ({ ...popup, image: imageOf(popup) });
/** What `GET /popup/{id}/content` answers: the texts the translations keep (kind `popup`). */
const contentOf = (popup: PopupRecord): PopupContent => ({
  id: popup.id,
  title: popup.title,
  content: popup.content,
  image: imageOf(popup),
});

/** Stores a new image (checked by its bytes) under a new key; answers its key, or null when none was sent. */
const storeImage = async (site: SiteId, input: PopupInput): Promise<string | null> =>
  input.image
    ? storeCheckedImage(input.image, 'image', (extension) =>
        mediaRepository.popupImageKey(site, randomUUID(), extension),
      )
    : null;
const forget = async (key: string | null | undefined) => {
  if (key) await mediaRepository.remove(key);
};

async function write(site: SiteId, previous: PopupRecord | null, next: PopupRecord, newKey: string | null) {
  try {
    await popupRepository.save(site, previous, next);
  } catch (error) {
    await forget(newKey);
    if (error instanceof SiteItemChanged) throw new ConflictError('popup.changed');
    throw error;
  }
  // Its texts as the storefront reads them, for the translations (kind `popup`); invalid ones too.
  await translationSync.entity(site, 'popup', next.id, contentOf(next), next.title);
}

/** The content as stored: sanitised, and still not blank once sanitised (a lone script is no content). */
function content(input: PopupInput): string {
  const html = sanitizeRichText(input.content);
  if (richTextIsBlank(html)) throw new ValidationError({ content: ['popup.contentRequired'] });
  return html;
}

const fields = (input: PopupInput) => ({
  title: input.title,
  startDate: input.startDate,
  endDate: input.endDate,
  delaySeconds: input.delaySeconds,
  pages: input.pages,
  frequency: input.frequency,
});

/** Popups of a site (spec 2 §7 "Popups"; their fields: docs/decisions.md "Popups"). */
export const popupService = {
  /** `GET /popup`: the valid popups showing today, without their content. */
  async published(site: SiteId, lang: string): Promise<{ popups: PublicPopup[] }> {
    const popups = (await popupRepository.all(site)).filter(showingToday).map(publicPopup);
    return { popups: await translationOverlay.many(site, lang, 'popup', popups, (popup) => popup.id) };
  },

  /** `GET /popup/{id}/content`: an invalid or finished popup is not found. */
  async publishedContent(site: SiteId, id: number, lang: string): Promise<PopupContent> {
    const popup = await popupRepository.get(site, id);
    if (!popup || !showingToday(popup)) throw new NotFoundError('popup.notFound');
    return translationOverlay.one(site, lang, 'popup', id, contentOf(popup));
  },

  async list(site: SiteId, query: ListQuery): Promise<{ popups: PopupView[]; total: number }> {
    const { items, total } = applyListQuery(await popupRepository.all(site), query);
    return { popups: items.map(view), total };
  },

  async create(site: SiteId, input: PopupInput): Promise<PopupView> {
    const html = content(input);
    const imageKey = await storeImage(site, input);
    const now = new Date().toISOString();
    const popup: PopupRecord = {
      id: await popupRepository.nextId(site),
      ...fields(input),
      content: html,
      image: imageKey ? { key: imageKey, alt: input.alt } : null,
      valid: input.valid ?? true,
      createdAt: now,
      updatedAt: now,
    };
    await write(site, null, popup, imageKey);
    return view(popup);
  },

  async update(site: SiteId, id: number, input: PopupInput): Promise<PopupView> {
    const previous = await find(site, id);
    const html = content(input);
    const imageKey = await storeImage(site, input);
    // A new image replaces the old one; `removeImage` drops it; else it stays, with the alt text sent.
    const image = imageKey
      ? { key: imageKey, alt: input.alt }
      : input.removeImage || !previous.image
        ? null
        : { key: previous.image.key, alt: input.alt };
    const next: PopupRecord = {
      ...previous,
      ...fields(input),
      content: html,
      image,
      valid: input.valid ?? previous.valid,
      updatedAt: new Date().toISOString(),
    };
    await write(site, previous, next, imageKey);
    if (previous.image && previous.image.key !== next.image?.key) await forget(previous.image.key);
    return view(next);
  },

  async setValid(site: SiteId, id: number, valid: boolean): Promise<PopupView> {
    const previous = await find(site, id);
    const next: PopupRecord = { ...previous, valid, updatedAt: new Date().toISOString() };
    await write(site, previous, next, null);
    return view(next);
  },

  async remove(site: SiteId, id: number): Promise<void> {
    const previous = await find(site, id);
    try {
      await popupRepository.delete(site, previous);
    } catch (error) {
      if (error instanceof SiteItemChanged) throw new ConflictError('popup.changed');
      throw error;
    }
    await translationSync.entity(site, 'popup', id, null, previous.title);
    await forget(previous.image?.key);
  },
};
