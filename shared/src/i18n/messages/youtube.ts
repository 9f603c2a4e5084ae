/** The YouTube video component (spec 1 §5 "Other messages"). */
export const youtubeMessages = {
  'youtube.invalidUrl': { en_US: 'Invalid YouTube URL', fr_FR: 'URL YouTube invalide' },
  'youtube.videoIdNotFound': {
    en_US: 'Could not find YouTube Video ID',
    fr_FR: 'Impossible de trouver l’identifiant de la vidéo YouTube',
  },
} as const;
