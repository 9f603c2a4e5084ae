import { authorisedSiteId } from '@cellar/functions/data/site-id';
import { blogService, createArticle } from '@cellar/functions/services/content/blog-service';
import { blogFolderInputSchema } from '@cellar/shared/content/blog';

/**
 * The demo site's blog, when it has none (issue 18): a folder « Le vignoble » holding a sub-folder « Les cépages »,
 * two ONLINE articles (one in each) and a DRAFT one the storefront does not show, with their tags.
 */
export async function seedDemoBlog(): Promise<void> {
  const site = authorisedSiteId(1);
  if ((await blogService.tree(site)).folders.length > 0) return;
  const vineyard = await blogService.createFolder(site, blogFolderInputSchema.parse({ name: 'Le vignoble' }));
  const grapes = await blogService.createFolder(
    site,
    blogFolderInputSchema.parse({ name: 'Les cépages', idParent: vineyard.id }),
  );
  await createArticle(site, {
    title: 'Une année dans les vignes',
    idFolder: vineyard.id,
    status: 'ONLINE',
    tags: ['vigne', 'saisons'],
    metaTitle: 'Une année dans les vignes du Domaine des Lilas',
    metaDescription: 'De la taille aux vendanges : les travaux de la vigne, saison par saison, au Domaine des Lilas.',
    content:
      '<h2>L’hiver : la taille</h2><p>De décembre à mars, chaque cep est taillé à la main pour régler la récolte à ' +
      'venir.</p><h2>Le printemps : le débourrement</h2><p>Les bourgeons s’ouvrent ; on surveille les gelées.</p>' +
      '<h2>L’été et les vendanges</h2><p>Les raisins mûrissent jusqu’à la <strong>cueillette à la main</strong>, ' +
      'en septembre.</p>',
  });
  await createArticle(site, {
    title: 'Le gamay, notre cépage',
    idFolder: grapes.id,
    status: 'ONLINE',
    tags: ['cépages', 'gamay'],
    metaTitle: 'Le gamay, cépage du Beaujolais',
    metaDescription: 'Le gamay noir à jus blanc : ses arômes de fruits rouges, ses sols de granite et nos cuvées.',
    content:
      '<p>Le <strong>gamay noir à jus blanc</strong> aime les sols de granite de nos coteaux.</p><ul><li>Arômes ' +
      'de fruits rouges</li><li>Tanins souples</li><li>À boire jeune ou après quelques années de garde</li></ul>',
  });
  await createArticle(site, {
    title: 'Le chardonnay (brouillon)',
    idFolder: grapes.id,
    status: 'DRAFT',
    tags: ['cépages', 'chardonnay'],
    metaDescription: 'Notre chardonnay, planté sur les argiles du bas du domaine.',
    content: '<p>Article en cours d’écriture.</p>',
  });
}
