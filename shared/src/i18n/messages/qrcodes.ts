/** QR codes and their models (issue 17). The spec shows no fields: the rules and messages are ours. */
export const qrcodeMessages = {
  'qrcode.nameRequired': { en_US: 'Name cannot be empty', fr_FR: 'Le nom ne peut pas être vide' },
  'qrcode.targetRequired': { en_US: 'Target cannot be empty', fr_FR: 'La cible ne peut pas être vide' },
  'qrcode.targetInvalid': {
    en_US: 'The target must be a page of the site (/…) or an https address',
    fr_FR: 'La cible doit être une page du site (/…) ou une adresse https',
  },
  'qrcode.colourInvalid': {
    en_US: 'A colour is written #rrggbb',
    fr_FR: 'Une couleur s’écrit #rrggbb',
  },
  'qrcode.levelInvalid': {
    en_US: 'The error correction level is L, M, Q or H',
    fr_FR: 'Le niveau de correction d’erreur est L, M, Q ou H',
  },
  'qrcode.marginInvalid': {
    en_US: 'The margin is a whole number from 0 to 10',
    fr_FR: 'La marge est un nombre entier de 0 à 10',
  },
  'qrcode.notFound': { en_US: 'QR code not found', fr_FR: 'QR code introuvable' },
  'qrcode.created': { en_US: 'QR code created', fr_FR: 'QR code créé' },
  'qrcode.updated': { en_US: 'QR code updated', fr_FR: 'QR code modifié' },
  'qrcode.deleted': { en_US: 'QR code deleted', fr_FR: 'QR code supprimé' },
  'qrcode.changed': {
    en_US: 'This QR code was changed meanwhile: reload it',
    fr_FR: 'Ce QR code a été modifié entre-temps : rechargez-le',
  },
} as const;
