/**
 * The super-admin component catalogue's labels in French (`/superAdmin/component`): loaded with its chunk, registered
 * under `components` (`areaCatalogue`). `en_US.ts` has the same keys.
 */
export const catalogue = {
  title: 'Composants',
  help: 'Le catalogue des composants que les sites ajoutent à leur bibliothèque : chacun est un rendu de la boutique (son slug), avec un nom, une description, une image d’exemple et une configuration par défaut.',
  add: 'Ajouter un composant',
  addTitle: 'Ajouter un composant',
  editTitle: 'Modifier le composant « {{name}} »',
  slug: 'Slug',
  chooseSlug: 'Choisir un rendu',
  slugOption: '{{slug}} — {{name}}',
  name: 'Nom',
  description: 'Description',
  image: 'Image d’exemple',
  imageModel: 'Adresse de l’image d’exemple',
  imageModelHelp: 'Une image qui montre à quoi ressemble le composant.',
  defaultConfig: 'Configuration par défaut (JSON)',
  defaultConfigHelp: 'Un objet JSON ; vide, les valeurs par défaut du rendu.',
  configSchema: 'Schéma de la configuration',
  configSchemaHelp: 'Le JSON Schema du rendu choisi, en lecture seule : ce que la configuration peut contenir.',
  created: 'Composant créé',
  updated: 'Composant enregistré',
  slugs: {
    'product-list': 'Liste de vins',
    'product-highlight': 'Vin à la une',
    'news-list': 'Actualités',
    'contact-form': 'Formulaire de contact',
    'click-and-collect-places': 'Lieux de retrait',
    'image-gallery': 'Galerie d’images',
    'call-to-action': 'Appel à l’action',
    'youtube-video': 'Vidéo YouTube',
    'element-list': 'Liste d’éléments',
  },
};
