/**
 * The sales conditions screens' labels (`/conditions`, `/superAdmin/defaults/conditions`; spec 1
 * §3 "Legal info", docs/legal.md): loaded with their chunk, registered under `conditions`
 * (`areaCatalogue`).
 */
export const catalogue = {
  title: 'Conditions de vente et mentions légales',
  defaultsTitle: 'Conditions de vente et mentions légales par défaut',
  defaultsHelp:
    'Ces textes s’affichent sur chaque site qui n’a pas écrit les siens. Les champs entre doubles accolades sont remplacés par les informations légales du site.',
  loadError: 'Impossible de charger les conditions de vente',
  documents: {
    salesConditions: 'Conditions générales de vente',
    legalNotice: 'Mentions légales',
  },
  langs: {
    fr_FR: 'Français',
    en_US: 'Anglais',
  },
  source: {
    DEFAULT: 'Texte par défaut',
    SITE: 'Texte du site',
  },
  useDefault: 'Utiliser le texte par défaut',
  useOwn: 'Écrire notre texte',
  usesDefaultHelp: 'Ce site affiche le texte par défaut ci-dessous, complété par ses informations légales.',
  startFromDefault: 'Partir du texte par défaut',
  noDefault: 'Aucun texte par défaut dans cette langue.',
  emptyOwnHelp: 'Un texte laissé vide dans toutes les langues revient au texte par défaut.',
  placeholdersHelp: 'Champs utilisables : {{list}}',
  translation: {
    help: 'Cette langue est une traduction du texte source ({{source}}) : elle se modifie dans les traductions.',
    none: 'Pas encore traduit : le texte source ({{source}}) est affiché.',
    edit: 'Modifier la traduction',
  },
  legal: {
    title: 'Informations légales',
    help: 'La raison sociale et le numéro de TVA sont aussi ceux de l’écran Paramètres.',
    companyName: 'Raison sociale',
    corporateForm: 'Forme juridique',
    siret: 'SIRET',
    vatNumber: 'Numéro de TVA intracommunautaire',
    rcs: 'RCS',
    rm: 'RM (répertoire des métiers)',
    shareCapital: 'Capital social',
    headOffice: 'Siège social',
    legalAgent: 'Représentant légal',
  },
  saved: 'Conditions enregistrées',
};
