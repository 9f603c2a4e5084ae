import {
  elementConfigIssue,
  type SiteElementView,
  type SocialNetwork,
} from '@cellar/shared/site/site-element-settings';
import { authorisedSiteId, type SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { elementRepository, type ElementRecord } from '../../repositories/element-repository.ts';
import { siteRepository } from '../../repositories/site-repository.ts';
import { SiteItemChanged } from '../../repositories/site-items.ts';

const view = (element: ElementRecord, itemCount: number): SiteElementView => ({
  id: element.id,
  route: element.route,
  name: element.name,
  itemCount,
  networks: element.socialNetworks ?? [],
  config: element.config ?? '',
  updatedAt: element.updatedAt,
});

/** The site the path names (the super-admin may touch any existing site; site 0 holds the element models). */
async function siteOf(idSite: number): Promise<SiteId> {
  if (idSite !== 0 && !(await siteRepository.get(idSite))) throw new NotFoundError('common.siteNotFound');
  return authorisedSiteId(idSite);
}

async function change(
  idSite: number,
  idElement: number,
  patch: (element: ElementRecord) => Partial<ElementRecord>,
): Promise<SiteElementView> {
  const site = await siteOf(idSite);
  const previous = await elementRepository.get(site, idElement);
  if (!previous) throw new NotFoundError('siteElement.notFound');
  const next: ElementRecord = { ...previous, ...patch(previous), updatedAt: new Date().toISOString() };
  try {
    await elementRepository.save(site, previous, next);
  } catch (error) {
    if (error instanceof SiteItemChanged) throw new ConflictError('siteElement.changed');
    throw error;
  }
  const items = await elementRepository.items.all(site, idElement);
  return view(next, items.length);
}

/** A site's elements as the super-admin sets them up: social sharing and configuration (spec 2 §7). */
export const siteElementService = {
  async list(idSite: number): Promise<{ elements: SiteElementView[] }> {
    const site = await siteOf(idSite);
    const elements = await elementRepository.all(site);
    const counts = await Promise.all(elements.map((e) => elementRepository.items.all(site, e.id)));
    return { elements: elements.map((element, index) => view(element, counts[index]!.length)) };
  },

  async setSocial(idSite: number, idElement: number, networks: SocialNetwork[]): Promise<SiteElementView> {
    return change(idSite, idElement, () => ({ socialNetworks: [...new Set(networks)] }));
  },

  /** The text must read as a JSON object (spec 1 §5 "Invalid JSON configuration"); kept pretty-printed. */
  async setConfig(idSite: number, idElement: number, text: string): Promise<SiteElementView> {
    const issue = elementConfigIssue(text);
    if (issue) throw new ValidationError({ config: [issue] }, issue);
    const config = text.trim() === '' ? '' : JSON.stringify(JSON.parse(text), null, 2);
    return change(idSite, idElement, () => ({ config }));
  },
};
