import { authorisedSiteId } from '@cellar/functions/data/site-id';
import { boxRepository } from '@cellar/functions/repositories/box-repository';
import {
  chronopostProductService,
  mondialRelayService,
  vignobleExportService,
} from '@cellar/functions/services/shipping/partner-service';
import {
  chronopostProductInputSchema,
  mondialRelayActivateSchema,
  vignobleExportActivateSchema,
} from '@cellar/shared/shipping/partners';

/**
 * The demo site's carrier partners (seeded on the first `npm start`), through the same rules and
 * services as the admin's calls, so `npm start` shows relays and export prices from the local
 * adapters: Mondial Relay with Mondial Relay's published test account, Vignoble Export with the
 * global 6-bottle box site 1 chose (and a made-up key: the local adapters never send it anywhere),
 * Chrono 13 and Chrono Relais 13.
 */
export async function seedDemoPartners(): Promise<void> {
  const lilas = authorisedSiteId(1);
  await mondialRelayService.activate(
    lilas,
    mondialRelayActivateSchema.parse({
      enseigne: 'BDTEST13',
      privateKey: 'TestAPI1key',
      insuranceLevel: 1,
      collectionMode: 'CCC',
    }),
  );
  const exportBox = (await boxRepository.globalBoxes()).find(
    (box) => box.type === 'VIGNOBLE_EXPORT' && box.bottleBoxCapacity === 6,
  );
  if (exportBox) {
    await vignobleExportService.activate(
      lilas,
      vignobleExportActivateSchema.parse({
        name: 'Léa Roux',
        vatNumber: 'FR12345678901',
        apiKey: 'local-demo-vignoblexport-key',
        percentageToApply: 0,
        boxes: [exportBox.id],
      }),
    );
  }
  for (const productCode of ['1', '86'])
    await chronopostProductService.create(lilas, chronopostProductInputSchema.parse({ productCode }));
}
