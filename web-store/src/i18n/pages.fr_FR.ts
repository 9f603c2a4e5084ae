/**
 * French wording of the site's pages and of their components: loaded with the page screens (their chunks register
 * it, i18n/pages-catalogue.ts), so the first screen's JavaScript stays small. pages.en_US.ts has the same keys.
 */
export const pagesFrFR = {
  pages: {
    error: 'Cette page n’a pas pu être chargée.',
    tab: 'Onglet {{number}}',
    previewWaiting: 'En attente de la page à prévisualiser…',
    news: {
      unavailable: 'Les actualités ne sont pas encore disponibles.',
      empty: 'Aucune actualité pour le moment.',
    },
    contact: {
      formSoon: 'Le formulaire de contact arrive bientôt.',
      address: 'Adresse',
    },
    places: {
      error: 'Les points de retrait n’ont pas pu être chargés.',
      none: 'Aucun point de retrait pour le moment.',
      hours: 'Horaires d’ouverture',
      closed: 'Fermé',
      map: 'Voir sur une carte',
    },
    highlight: {
      error: 'Ce vin n’a pas pu être chargé.',
      see: 'Découvrir ce vin',
    },
  },
};
