import type {
  AppSiteKeyInput,
  AppSiteKeyView,
  ExternalAppInput,
  ExternalAppView,
  SiteKeyInput,
  SiteKeyView,
} from '@cellar/shared/site/plugins';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { ExternalAppTypeTaken, pluginRepository, type AppSiteKeyRecord } from '../../repositories/plugin-repository.ts';
import { SiteItemChanged } from '../../repositories/site-items.ts';

async function changedIsConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof SiteItemChanged) throw new ConflictError();
    throw error;
  }
}

const byKey = (a: SiteKeyView, b: SiteKeyView) => a.key.localeCompare(b.key) || a.id - b.id;
const inOrder = (a: AppSiteKeyRecord, b: AppSiteKeyRecord) =>
  a.type.localeCompare(b.type) || a.position - b.position || a.id - b.id;

/** The site keys already holding this key (another item than `id`): a key once per site, whatever its case. */
async function checkKeyFree(site: SiteId, key: string, id: number | null): Promise<void> {
  const taken = (await pluginRepository.siteKeys.all(site)).some(
    (k) => k.id !== id && k.key.toLowerCase() === key.toLowerCase(),
  );
  if (taken) throw new ConflictError('plugin.keyTaken', { key: ['plugin.keyTaken'] });
}

/** An app site key's type must be an application of the catalogue. */
async function checkAppType(type: string): Promise<void> {
  const known = (await pluginRepository.externalApps.all()).some((app) => app.type === type);
  if (!known) throw new ValidationError({ type: ['plugin.appUnknown'] });
}

async function appSiteKeyOf(site: SiteId, id: number): Promise<AppSiteKeyRecord> {
  const found = await pluginRepository.appSiteKeys.get(site, id);
  if (!found) throw new NotFoundError();
  return found;
}

/**
 * Site keys, app site keys and the external applications' catalogue (docs/payment-settings.md "Plugins"). A key
 * once per site is checked on the site's list (a handful of keys, its admins only write it); an application type
 * once in the catalogue is a reservation item.
 */
export const pluginService = {
  siteKeys: async (site: SiteId): Promise<SiteKeyView[]> => (await pluginRepository.siteKeys.all(site)).sort(byKey),

  async createSiteKey(site: SiteId, input: SiteKeyInput): Promise<SiteKeyView> {
    await checkKeyFree(site, input.key, null);
    const record: SiteKeyView = {
      id: await pluginRepository.siteKeys.nextId(site),
      ...input,
      updatedAt: new Date().toISOString(),
    };
    await changedIsConflict(() => pluginRepository.siteKeys.save(site, null, record));
    return record;
  },

  async updateSiteKey(site: SiteId, id: number, input: SiteKeyInput): Promise<SiteKeyView> {
    const previous = await pluginRepository.siteKeys.get(site, id);
    if (!previous) throw new NotFoundError();
    await checkKeyFree(site, input.key, id);
    const record: SiteKeyView = { ...previous, ...input, updatedAt: new Date().toISOString() };
    await changedIsConflict(() => pluginRepository.siteKeys.save(site, previous, record));
    return record;
  },

  /** The site's app site keys (of one type), by type then position. */
  async appSiteKeys(site: SiteId, type?: string): Promise<AppSiteKeyView[]> {
    const all = await pluginRepository.appSiteKeys.all(site);
    return all.filter((k) => type === undefined || k.type === type).sort(inOrder);
  },

  /** A new key comes last among the keys of its type, valid. */
  async createAppSiteKey(site: SiteId, input: AppSiteKeyInput): Promise<AppSiteKeyView> {
    await checkAppType(input.type);
    const sameType = (await pluginRepository.appSiteKeys.all(site)).filter((k) => k.type === input.type);
    const record: AppSiteKeyRecord = {
      id: await pluginRepository.appSiteKeys.nextId(site),
      ...input,
      valid: true,
      position: sameType.reduce((last, k) => Math.max(last, k.position + 1), 0),
      updatedAt: new Date().toISOString(),
    };
    await changedIsConflict(() => pluginRepository.appSiteKeys.save(site, null, record));
    return record;
  },

  /** A key moved to another type goes last there. */
  async updateAppSiteKey(site: SiteId, id: number, input: AppSiteKeyInput): Promise<AppSiteKeyView> {
    const previous = await appSiteKeyOf(site, id);
    let position = previous.position;
    if (input.type !== previous.type) {
      await checkAppType(input.type);
      const sameType = (await pluginRepository.appSiteKeys.all(site)).filter((k) => k.type === input.type);
      position = sameType.reduce((last, k) => Math.max(last, k.position + 1), 0);
    }
    const record: AppSiteKeyRecord = { ...previous, ...input, position, updatedAt: new Date().toISOString() };
    await changedIsConflict(() => pluginRepository.appSiteKeys.save(site, previous, record));
    return record;
  },

  async switchAppSiteKey(site: SiteId, id: number, action: 'valid' | 'invalid'): Promise<AppSiteKeyView> {
    const previous = await appSiteKeyOf(site, id);
    const record: AppSiteKeyRecord = { ...previous, valid: action === 'valid', updatedAt: new Date().toISOString() };
    await changedIsConflict(() => pluginRepository.appSiteKeys.save(site, previous, record));
    return record;
  },

  /** Moves a key to `position` among the keys of its type (past the end: last); answers that type's keys. */
  async moveAppSiteKey(site: SiteId, id: number, position: number): Promise<AppSiteKeyView[]> {
    const moved = await appSiteKeyOf(site, id);
    const sameType = (await pluginRepository.appSiteKeys.all(site)).filter((k) => k.type === moved.type).sort(inOrder);
    const others = sameType.filter((k) => k.id !== id);
    others.splice(Math.min(position, others.length), 0, moved);
    const now = new Date().toISOString();
    const moves = others
      .map((previous, index) => ({ previous, next: { ...previous, position: index, updatedAt: now } }))
      .filter(({ previous, next }) => previous.position !== next.position);
    await changedIsConflict(() => pluginRepository.appSiteKeys.saveAll(site, moves));
    const saved = new Map(moves.map(({ next }) => [next.id, next]));
    return others.map((k) => saved.get(k.id) ?? k);
  },

  /** The catalogue: a super-admin sees every application, a site's admin the valid ones. */
  async externalApps(everyOne: boolean): Promise<ExternalAppView[]> {
    const all = await pluginRepository.externalApps.all();
    return all.filter((app) => everyOne || app.valid).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  },

  async createExternalApp(input: ExternalAppInput): Promise<ExternalAppView> {
    const record: ExternalAppView = {
      id: await pluginRepository.externalApps.nextId(),
      ...input,
      updatedAt: new Date().toISOString(),
    };
    try {
      await pluginRepository.externalApps.create(record);
    } catch (error) {
      if (error instanceof ExternalAppTypeTaken)
        throw new ConflictError('plugin.typeTaken', { type: ['plugin.typeTaken'] });
      if (error instanceof SiteItemChanged) throw new ConflictError();
      throw error;
    }
    return record;
  },

  /** The type names the sites' keys and parameters: it stays what it was created with. */
  async updateExternalApp(id: number, input: ExternalAppInput): Promise<ExternalAppView> {
    const previous = await pluginRepository.externalApps.get(id);
    if (!previous) throw new NotFoundError();
    if (input.type !== previous.type) throw new ValidationError({ type: ['validation.invalidValue'] });
    const record: ExternalAppView = { ...previous, ...input, updatedAt: new Date().toISOString() };
    await changedIsConflict(() => pluginRepository.externalApps.update(previous, record));
    return record;
  },

  async deleteExternalApp(id: number): Promise<void> {
    const previous = await pluginRepository.externalApps.get(id);
    if (!previous) throw new NotFoundError();
    await changedIsConflict(() => pluginRepository.externalApps.delete(previous));
  },
};
