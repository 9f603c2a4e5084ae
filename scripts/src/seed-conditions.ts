import { authorisedSiteId } from '@cellar/functions/data/site-id';
import { conditionsService } from '@cellar/functions/services/sites/conditions-service';
import { conditionsInputSchema } from '@cellar/shared/site/conditions';

/**
 * The default sales conditions and legal notice (site 0, docs/legal.md), written through the same
 * sanitiser as the super-admin's screen, once: a super-admin's own defaults are never overwritten.
 * Every site without texts of its own shows them with its legal info in the `{{placeholders}}`.
 * A starting point for the producers' own lawyers, not legal advice.
 */
export const defaultConditionsTexts = {
  salesConditions: {
    fr_FR: [
      '<h2>Article 1 – Objet</h2>',
      '<p>Les présentes conditions générales de vente régissent les ventes de vins et de produits proposés sur le site de {{companyName}} ({{siteName}}) à des consommateurs majeurs.</p>',
      '<h2>Article 2 – Vente d’alcool</h2>',
      '<p>La vente d’alcool à des mineurs de moins de 18 ans est interdite (article L3342-1 du Code de la santé publique). En commandant, le client certifie avoir au moins 18 ans.</p>',
      '<h2>Article 3 – Prix</h2>',
      '<p>Les prix sont indiqués en euros toutes taxes comprises, hors frais de livraison, lesquels sont indiqués avant la validation de la commande.</p>',
      '<h2>Article 4 – Commande et paiement</h2>',
      '<p>La commande est ferme après l’acceptation des présentes conditions et la confirmation du paiement. Les moyens de paiement acceptés sont indiqués lors de la commande.</p>',
      '<h2>Article 5 – Livraison</h2>',
      '<p>Les produits sont livrés à l’adresse indiquée par le client, ou retirés sur place lorsque le retrait est proposé. Les délais sont donnés à titre indicatif.</p>',
      '<h2>Article 6 – Droit de rétractation</h2>',
      '<p>Le client dispose d’un délai de quatorze jours à compter de la réception des produits pour exercer son droit de rétractation, sans avoir à se justifier (article L221-18 du Code de la consommation). Les frais de retour sont à sa charge.</p>',
      '<h2>Article 7 – Garanties</h2>',
      '<p>Les produits bénéficient de la garantie légale de conformité et de la garantie des vices cachés.</p>',
      '<h2>Article 8 – Médiation et droit applicable</h2>',
      '<p>Les présentes conditions sont soumises au droit français. En cas de litige, le client peut recourir gratuitement à un médiateur de la consommation.</p>',
      '<p><em>L’abus d’alcool est dangereux pour la santé, à consommer avec modération.</em></p>',
    ].join(''),
    en_US: [
      '<h2>Article 1 – Purpose</h2>',
      '<p>These general terms and conditions of sale govern the sale of the wines and products offered on the website of {{companyName}} ({{siteName}}) to adult consumers.</p>',
      '<h2>Article 2 – Sale of alcohol</h2>',
      '<p>Selling alcohol to minors under 18 is prohibited (article L3342-1 of the French Public Health Code). By ordering, the customer certifies being at least 18 years old.</p>',
      '<h2>Article 3 – Prices</h2>',
      '<p>Prices are in euros including all taxes, excluding delivery costs, which are shown before the order is confirmed.</p>',
      '<h2>Article 4 – Order and payment</h2>',
      '<p>The order is final once these conditions are accepted and the payment confirmed. The accepted payment methods are shown when ordering.</p>',
      '<h2>Article 5 – Delivery</h2>',
      '<p>Products are delivered to the address given by the customer, or collected on site where collection is offered. Lead times are indicative.</p>',
      '<h2>Article 6 – Right of withdrawal</h2>',
      '<p>The customer has fourteen days from receiving the products to withdraw, without giving a reason (article L221-18 of the French Consumer Code). Return costs are borne by the customer.</p>',
      '<h2>Article 7 – Warranties</h2>',
      '<p>Products carry the legal warranty of conformity and the warranty against hidden defects.</p>',
      '<h2>Article 8 – Mediation and governing law</h2>',
      '<p>These conditions are governed by French law. In case of dispute, the customer may turn to a consumer mediator free of charge.</p>',
      '<p><em>Alcohol abuse is dangerous for your health, drink responsibly.</em></p>',
    ].join(''),
  },
  legalNotice: {
    fr_FR: [
      '<h2>Éditeur du site</h2>',
      '<p>Le site {{siteName}} est édité par {{companyName}}, {{corporateForm}} au capital de {{shareCapital}}, dont le siège social est situé {{headOffice}}.</p>',
      '<p>Directeur de la publication : {{legalAgent}}.</p>',
      '<h2>Hébergement</h2>',
      '<p>Le site est hébergé par Amazon Web Services EMEA SARL, 38 avenue John F. Kennedy, L-1855 Luxembourg.</p>',
      '<h2>Propriété intellectuelle</h2>',
      '<p>Les textes, photographies et marques présentés sur ce site sont la propriété de {{companyName}} ou de leurs auteurs et ne peuvent être reproduits sans autorisation.</p>',
      '<h2>Données personnelles</h2>',
      '<p>Les données recueillies lors d’une commande servent à son traitement et à la relation client. Conformément au RGPD, vous disposez d’un droit d’accès, de rectification et d’effacement de vos données, en écrivant à {{companyName}}.</p>',
    ].join(''),
    en_US: [
      '<h2>Publisher</h2>',
      '<p>The website {{siteName}} is published by {{companyName}}, {{corporateForm}} with a share capital of {{shareCapital}}, whose head office is at {{headOffice}}.</p>',
      '<p>Publication director: {{legalAgent}}.</p>',
      '<h2>Hosting</h2>',
      '<p>The website is hosted by Amazon Web Services EMEA SARL, 38 avenue John F. Kennedy, L-1855 Luxembourg.</p>',
      '<h2>Intellectual property</h2>',
      '<p>The texts, photographs and brands shown on this website belong to {{companyName}} or to their authors and may not be reproduced without permission.</p>',
      '<h2>Personal data</h2>',
      '<p>The data collected with an order are used to process it and for customer relations. Under the GDPR, you may access, correct and erase your data by writing to {{companyName}}.</p>',
    ].join(''),
  },
};

/** The demo shop's legal info (its company name is its `COMPANY_NAME` parameter, its VAT number left to the settings
 * screen); no texts of its own: it shows the defaults. */
const demoLegalInfo = {
  companyName: 'Domaine des Lilas',
  corporateForm: 'EARL',
  siret: '732 829 320 00074',
  vatNumber: '',
  rcs: 'RCS Villefranche-Tarare 732 829 320',
  rm: '',
  shareCapital: '50 000 €',
  headOffice: '12 chemin des Lilas, 69460 Odenas',
  legalAgent: 'Claire Martin',
};

/** The defaults once (also on a data folder seeded before they existed); the demo site's legal info with the demo site.
 * */
export async function seedDefaultConditions(): Promise<void> {
  await conditionsService.seedDefaults(defaultConditionsTexts);
}

export async function seedDemoConditions(): Promise<void> {
  await conditionsService.update(
    authorisedSiteId(1),
    conditionsInputSchema.parse({ salesConditions: {}, legalNotice: {}, legal: demoLegalInfo }),
  );
}
