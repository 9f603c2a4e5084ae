import { authorisedSiteId, defaultsSiteId } from '@cellar/functions/data/site-id';
import { helpMessageService } from '@cellar/functions/services/content/help-message-service';
import { qrcodeService } from '@cellar/functions/services/content/qrcode-service';
import { listQuerySchema } from '@cellar/shared/list-query';

const anyPage = () => listQuerySchema([], []).parse({});

/** The super-admin's QR code model (issue 17), a QR code of site 0, when there is none. */
export async function seedQrcodeModels(): Promise<void> {
  const defaults = authorisedSiteId(defaultsSiteId);
  if ((await qrcodeService.list(defaults, anyPage())).total === 0)
    await qrcodeService.create(defaults, {
      name: 'Bordeaux',
      foreground: '#5a0f2e',
      background: '#fff8f0',
      level: 'Q',
      margin: 4,
    });
}

/** The demo site's QR code to the e-label of its first vintage (Cuvée des Lilas), seeded with the catalogue. */
export async function seedDemoQrcode(idVintage: number): Promise<void> {
  const site = authorisedSiteId(1);
  if ((await qrcodeService.list(site, anyPage())).total > 0) return;
  await qrcodeService.create(site, {
    name: 'Étiquette électronique — Cuvée des Lilas',
    target: `/e-label/${idVintage}`,
    foreground: '#5a0f2e',
    background: '#ffffff',
    level: 'Q',
    margin: 4,
  });
}

/** A few help messages (global), when there are none: the news form's title and meta description. */
export async function seedHelpMessages(): Promise<void> {
  if ((await helpMessageService.list()).list.length > 0) return;
  await helpMessageService.create({
    identifier: 'title',
    type: 'TEXT',
    message: 'Le titre affiché en tête de la page et dans les listes. / The title shown atop the page and in lists.',
  });
  await helpMessageService.create({
    identifier: 'metaDescription',
    type: 'LINK',
    message: 'https://developers.google.com/search/docs/appearance/snippet',
  });
}
