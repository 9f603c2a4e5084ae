/**
 * French wording of the site's pages and of their components: loaded with the page screens (their chunks register
 * it, i18n/pages-catalogue.ts), so the first screen's JavaScript stays small. pages.en_US.ts has the same keys.
 */
export const pagesFrFR = {
  pages: {
    error: 'Cette page n’a pas pu être chargée.',
    tab: 'Onglet {{number}}',
    previewWaiting: 'En attente de la page à prévisualiser…',
    album: {
      error: 'Cet album n’a pas pu être chargé.',
      notFound: 'Cet album n’existe pas.',
      empty: 'Cet album n’a pas encore de photos.',
      open: 'Agrandir la photo {{n}} sur {{count}} : {{alt}}',
      dialog: '{{title}}, photo {{n}} sur {{count}}',
      position: '{{n}} / {{count}}',
      previous: 'Photo précédente',
      next: 'Photo suivante',
      close: 'Fermer',
      hint: 'Flèches gauche et droite pour naviguer, Échap pour fermer',
    },
    news: {
      unavailable: 'Les actualités ne sont pas encore disponibles.',
      empty: 'Aucune actualité pour le moment.',
      title: 'Actualités',
      error: 'Les actualités n’ont pas pu être chargées.',
      itemError: 'Cette actualité n’a pas pu être chargée.',
      notFound: 'Cette actualité n’existe pas ou n’est plus publiée.',
      all: 'Toutes les actualités',
      promoted: 'À la une',
      readMore: 'Lire la suite',
      paging: 'Pages des actualités',
      previous: 'Précédente',
      next: 'Suivante',
      pageOf: 'Page {{page}} sur {{pages}}',
    },
    services: {
      title: 'Nos services',
      error: 'Les services n’ont pas pu être chargés.',
      empty: 'Aucun service pour le moment.',
      onRequest: 'Prix sur demande',
      tags: 'Catégories',
      more: 'Voir plus de services',
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
    youtube: {
      play: 'Lire la vidéo',
      playTitle: 'Lire la vidéo : {{title}}',
      video: 'Vidéo YouTube',
    },
    homeCards: {
      label: 'À découvrir',
      error: 'Les cartes de l’accueil n’ont pas pu être chargées.',
    },
  },
};
