import { pluginService } from '@cellar/functions/services/sites/plugin-service';
import { externalAppInputSchema } from '@cellar/shared/site/plugins';

/**
 * The external applications' catalogue (issue 20, docs/payment-settings.md), when it is empty: the carriers and
 * payment providers that have app parameters, and a tracking tool whose id sites keep as an app site key.
 */
export async function seedExternalApps(): Promise<void> {
  if ((await pluginService.externalApps(true)).length > 0) return;
  const apps = [
    {
      type: 'MONDIAL_RELAY',
      name: 'Mondial Relay',
      description: 'Livraison en point relais : enseigne, clé privée, assurance et mode de collecte.',
      url: 'https://www.mondialrelay.fr',
    },
    {
      type: 'CHRONOPOST',
      name: 'Chronopost',
      description: 'Étiquettes et suivi Chronopost : numéro de compte et mot de passe.',
      url: 'https://www.chronopost.fr',
    },
    {
      type: 'CAWL',
      name: 'CAWL',
      description: 'Paiement par carte avec Crédit Agricole Worldline.',
      url: 'https://www.ca-moncommerce.com',
    },
    {
      type: 'GOOGLE_ANALYTICS',
      name: 'Google Analytics',
      description: 'Mesure d’audience : l’identifiant de mesure (G-…) en clé de l’application.',
      url: 'https://analytics.google.com',
      configuration: JSON.stringify({ keys: [{ key: 'MEASUREMENT_ID', label: 'Measurement id' }] }),
    },
  ];
  for (const app of apps) await pluginService.createExternalApp(externalAppInputSchema.parse(app));
}
