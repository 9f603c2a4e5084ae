import type { PublicScript, ScriptInput, ScriptView } from '@cellar/shared/content/script-to-load';
import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { scriptToLoadRepository, type ScriptRecord } from '../../repositories/script-to-load-repository.ts';
import { SiteItemChanged } from '../../repositories/site-items.ts';
import { edgeEntries } from './edge-entries.ts';

async function find(site: SiteId, id: number): Promise<ScriptRecord> {
  const script = await scriptToLoadRepository.get(site, id);
  if (!script) throw new NotFoundError('script.notFound');
  return script;
}

const publicScript = ({ valid: _v, createdAt: _c, updatedAt: _u, ...script }: ScriptRecord): PublicScript => script;

/** The storefront's CSP follows the valid scripts: their origins are written again after each change. */
async function originsChanged(site: SiteId): Promise<void> {
  const scripts = await scriptToLoadRepository.all(site);
  await edgeEntries.scriptsChanged(
    site,
    scripts.filter((s) => s.valid).map((s) => s.src),
  );
}

async function write(site: SiteId, previous: ScriptRecord | null, next: ScriptRecord): Promise<void> {
  try {
    await scriptToLoadRepository.save(site, previous, next);
  } catch (error) {
    if (error instanceof SiteItemChanged) throw new ConflictError('script.changed');
    throw error;
  }
  await originsChanged(site);
}

const fields = (input: ScriptInput) => ({
  src: input.src,
  crossorigin: input.crossorigin,
  fetchpriority: input.fetchpriority,
  referrerpolicy: input.referrerpolicy,
  integrity: input.integrity,
  async: input.async,
  defer: input.defer,
  nomodule: input.nomodule,
});

/** Scripts to load of a site (spec 1 §3 "Script to load"; spec 2 §7), injected by the storefront when valid. */
export const scriptToLoadService = {
  /** `GET /script-to-load`: the valid ones, with their attributes only. */
  async published(site: SiteId): Promise<{ scriptsToLoad: PublicScript[] }> {
    const scripts = await scriptToLoadRepository.all(site);
    return { scriptsToLoad: scripts.filter((s) => s.valid).map(publicScript) };
  },

  async list(site: SiteId, query: ListQuery): Promise<{ scriptsToLoad: ScriptView[]; total: number }> {
    const { items, total } = applyListQuery(await scriptToLoadRepository.all(site), query);
    return { scriptsToLoad: items, total };
  },

  async create(site: SiteId, input: ScriptInput): Promise<ScriptView> {
    const now = new Date().toISOString();
    const script: ScriptRecord = {
      id: await scriptToLoadRepository.nextId(site),
      ...fields(input),
      valid: input.valid ?? true,
      createdAt: now,
      updatedAt: now,
    };
    await write(site, null, script);
    return script;
  },

  async update(site: SiteId, id: number, input: ScriptInput): Promise<ScriptView> {
    const previous = await find(site, id);
    const next: ScriptRecord = {
      ...previous,
      ...fields(input),
      valid: input.valid ?? previous.valid,
      updatedAt: new Date().toISOString(),
    };
    await write(site, previous, next);
    return next;
  },

  async setValid(site: SiteId, id: number, valid: boolean): Promise<ScriptView> {
    const previous = await find(site, id);
    const next: ScriptRecord = { ...previous, valid, updatedAt: new Date().toISOString() };
    await write(site, previous, next);
    return next;
  },

  async remove(site: SiteId, id: number): Promise<void> {
    const previous = await find(site, id);
    try {
      await scriptToLoadRepository.delete(site, previous);
    } catch (error) {
      if (error instanceof SiteItemChanged) throw new ConflictError('script.changed');
      throw error;
    }
    await originsChanged(site);
  },
};
