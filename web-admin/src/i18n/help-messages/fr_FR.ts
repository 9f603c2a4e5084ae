/** Les libellés de l’écran des messages d’aide (super-administration). */
export const catalogue = {
  title: 'Messages d’aide',
  intro:
    'Un message d’aide s’affiche sous le champ dont le nom est son identifiant, quand les noms des champs sont montrés (Ctrl ou Cmd + Maj + O).',
  add: 'Ajouter un message d’aide',
  addTitle: 'Nouveau message d’aide',
  editTitle: 'Modifier le message d’aide',
  identifier: 'Identifiant',
  identifierHint: 'Le nom du champ, tel que l’affiche Ctrl ou Cmd + Maj + O (title, metaDescription…)',
  type: 'Type',
  chooseType: 'Choisir un type',
  types: { LINK: 'Lien (LINK)', TEXT: 'Texte (TEXT)' },
  message: 'Message',
  messageHint: 'Pour un lien : l’adresse https de la documentation',
  created: 'Message d’aide créé',
  updated: 'Message d’aide modifié',
};
