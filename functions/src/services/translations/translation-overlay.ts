import type { SiteId } from '../../data/site-id.ts';

/**
 * The storefront's content in the visitor's language (docs/translations.md): the entity as read, with each text that
 * has a translation in `lang` replaced by it. The site's default language, and any text without a translation, keep
 * the source (the fallback). Outdated translations are shown: an older wording beats a language the visitor did not
 * ask for; the admin sees them flagged.
 *
 * CONTRACT (issue 19): the core implements the bodies; public reads call them as written here.
 */
export const translationOverlay = {
  /** One entity (`GET /news/{id}`): one Query of the entity's translations. */
  async one<T>(site: SiteId, lang: string, kind: string, entityId: number, entity: T): Promise<T> {
    void site;
    void lang;
    void kind;
    void entityId;
    return entity;
  },

  /** Entities of one kind (a list): one Query of the kind's translations in the language. */
  async many<T>(site: SiteId, lang: string, kind: string, entities: T[], idOf: (entity: T) => number): Promise<T[]> {
    void site;
    void lang;
    void kind;
    void idOf;
    return entities;
  },
};
