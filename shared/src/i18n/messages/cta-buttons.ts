/** The site's call-to-action buttons (issue 17). */
export const ctaButtonMessages = {
  'cta.labelRequired': {
    en_US: 'A shown button needs a label',
    fr_FR: 'Un bouton affiché doit avoir un libellé',
  },
  'cta.urlRequired': {
    en_US: 'A shown button needs an address',
    fr_FR: 'Un bouton affiché doit avoir une adresse',
  },
  'cta.urlInvalid': {
    en_US: 'The address must be a path of the site (/services) or start with https://',
    fr_FR: 'L’adresse doit être un chemin du site (/services) ou commencer par https://',
  },
  'cta.saved': { en_US: 'Buttons saved', fr_FR: 'Boutons enregistrés' },
} as const;
