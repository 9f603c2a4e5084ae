import { authorisedSiteId } from '@cellar/functions/data/site-id';
import { componentService } from '@cellar/functions/services/pages/component-service';
import { libraryService } from '@cellar/functions/services/pages/library-service';
import { componentInputSchema, componentSlugs, type ComponentSlug } from '@cellar/shared/pages/components';

/** The built-in components: one per storefront renderer, with the texts super-admins and admins see. */
const builtInComponents: Record<ComponentSlug, { name: string; description: string }> = {
  'product-list': {
    name: 'Liste des vins',
    description: 'Les vins de la boutique avec leurs filtres (type, tri par nom ou par prix).',
  },
  'product-highlight': {
    name: 'Vin à la une',
    description: 'Un vin mis en avant : sa photo, son prix, sa description et un bouton vers sa fiche.',
  },
  'news-list': { name: 'Actualités', description: 'Les dernières actualités du domaine.' },
  'contact-form': { name: 'Formulaire de contact', description: 'Les coordonnées du domaine pour le contacter.' },
  'click-and-collect-places': {
    name: 'Points de retrait',
    description: 'Les adresses de retrait des commandes, avec leurs horaires et un lien vers le plan.',
  },
  'image-gallery': { name: 'Galerie d’images', description: 'Des images du site en grille, chacune avec son texte.' },
  'call-to-action': { name: 'Appel à l’action', description: 'Une phrase et un bouton vers une page ou une adresse.' },
  'youtube-video': {
    name: 'Vidéo YouTube',
    description: 'Une vidéo YouTube, chargée seulement quand le visiteur clique pour la lire.',
  },
  'element-list': {
    name: 'Liste d’éléments',
    description: 'Les entrées d’un élément du site (événements, équipe…), en cartes ou en liste.',
  },
};

/**
 * The catalogue's built-in components, through the same rules as the super-admin's calls, each created only when no
 * component has its slug yet (a data folder seeded before components existed gets them, a super-admin's changes
 * stay); each one created is also added to the demo site 1's library (an admin's removal there stays removed).
 */
export async function seedComponents(): Promise<void> {
  const existing = new Set((await componentService.list()).map((component) => component.slug));
  const demoSite = authorisedSiteId(1);
  for (const slug of componentSlugs) {
    if (existing.has(slug)) continue;
    const component = await componentService.create(componentInputSchema.parse({ slug, ...builtInComponents[slug] }));
    await libraryService.add(demoSite, { idComponent: component.id });
  }
}
