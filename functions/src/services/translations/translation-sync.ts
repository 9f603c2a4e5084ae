import type { SiteId } from '../../data/site-id.ts';

/**
 * Keeps a site's translatable units in step with its content (docs/translations.md): called by a service after it
 * saved an entity (with the entity as the storefront reads it) or deleted one (null). It records each unit's source
 * and hash, forgets the units that are gone, and moves the per-language counts (a changed source makes its
 * translations outdated). A failure here is logged, not thrown: the entity is saved, and a rebuild repairs the units.
 *
 * CONTRACT (issue 19): the core implements the body; services call it as written here.
 */
export const translationSync = {
  async entity(site: SiteId, kind: string, entityId: number, entity: unknown | null, label: string): Promise<void> {
    void site;
    void kind;
    void entityId;
    void entity;
    void label;
  },
};
