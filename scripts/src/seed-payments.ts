import { authorisedSiteId } from '@cellar/functions/data/site-id';
import { paymentSettingsRepository } from '@cellar/functions/repositories/payment-settings-repository';

/**
 * The demo shop's payment settings (docs/checkout.md "Payment"): every method, bank details for
 * transfers (the IBAN of the European Committee for Banking Standards' example, which no bank
 * holds), cheques to the estate's name and address. No Stripe account: locally cards go through
 * the local provider.
 */
export async function seedDemoPayments(): Promise<void> {
  await paymentSettingsRepository.put(authorisedSiteId(1), {
    methods: ['CARD', 'CHEQUE', 'CASH', 'TRANSFER'],
    transfer: { accountHolder: 'EARL Domaine des Lilas', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPPXXX' },
    cheque: { payableTo: 'EARL Domaine des Lilas', mailTo: 'Domaine des Lilas, 12 chemin des Lilas, 69460 Odenas' },
    stripeAccount: null,
  });
}
