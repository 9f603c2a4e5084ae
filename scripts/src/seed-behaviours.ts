import { authorisedSiteId } from '@cellar/functions/data/site-id';
import { popupService } from '@cellar/functions/services/content/popup-service';
import { redirectionService } from '@cellar/functions/services/content/redirection-service';
import { popupInputSchema } from '@cellar/shared/content/popup';
import { redirectionInputSchema } from '@cellar/shared/content/redirection';
import { listQuerySchema } from '@cellar/shared/list-query';

/**
 * The demo site's redirection (`/ancienne-boutique` → `/products`, 301) and its popup (valid, once per visitor, on
 * the home), when it has none (issue 17). The redirection is written to the edge's store too, so the local
 * storefront applies it.
 */
export async function seedDemoBehaviours(): Promise<void> {
  const site = authorisedSiteId(1);
  const none = listQuerySchema([], []).parse({});
  if ((await redirectionService.list(site, none)).total === 0)
    await redirectionService.create(
      site,
      redirectionInputSchema.parse({ oldUrl: '/ancienne-boutique', target: '/products', statusCode: 301 }),
    );
  if ((await popupService.list(site, none)).total === 0)
    await popupService.create(
      site,
      popupInputSchema.parse({
        title: 'Bienvenue au Domaine des Lilas',
        content:
          '<p>Les <strong>portes ouvertes</strong> du caveau ont lieu les 12 et 13 avril : visite des caves et dégustation des derniers millésimes.</p>',
        delaySeconds: 2,
        // The home only: a welcome, not a dialog in the way of a shopper's cart or checkout.
        pages: ['/'],
        frequency: 'ONCE',
      }),
    );
}
