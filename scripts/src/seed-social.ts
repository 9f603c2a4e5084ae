import { authorisedSiteId } from '@cellar/functions/data/site-id';
import { reviewService } from '@cellar/functions/services/social/review-service';
import { reviewLocationInputSchema } from '@cellar/shared/social/social';

/**
 * The demo site's review settings, when it has none (docs/social.md): one review location and a review mail a week
 * after delivery. The Google, LinkedIn and Facebook connections are left to the admin (the local consents).
 */
export async function seedDemoSocial(): Promise<void> {
  const site = authorisedSiteId(1);
  const { list } = await reviewService.list(site);
  if (list.length > 0) return;
  await reviewService.add(
    site,
    reviewLocationInputSchema.parse({ name: 'Caveau du Domaine des Lilas', placeId: 'ChIJDemoDomaineDesLilas01' }),
  );
  await reviewService.setReviewMail(site, 7);
}
