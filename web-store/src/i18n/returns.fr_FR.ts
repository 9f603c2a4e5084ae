/**
 * French wording of the customer's returns (the order page's returns and the "Ask a return"
 * dialog): loaded with the order page's chunk (i18n/returns-catalogue.ts). returns.en_US.ts has the
 * same keys.
 */
export const returnsFrFR = {
  returns: {
    title: 'Retours',
    none: 'Aucun retour pour cette commande.',
    loadFailed: 'Les retours de cette commande n’ont pas pu être chargés.',
    ask: 'Demander un retour',
    askHint: 'Un produit cassé, une erreur ? Demandez le retour de tout ou partie de la commande.',
    openReturn:
      'Un retour de cette commande est en cours : vous pourrez en demander un autre une fois celui-ci traité.',
    number: 'Retour n° {{id}}',
    askedOn: 'Demandé le {{date}}',
    status: 'Statut',
    lines: 'Produits retournés',
    line: '{{name}} × {{quantity}}',
    reason: 'Motif : {{reason}}',
    refund: 'Remboursement : {{amount}}',
    label: 'Votre étiquette de retour',
    downloadLabel: 'Télécharger {{name}}',
    downloadFailed: 'L’étiquette n’a pas pu être téléchargée.',
    sent: 'Votre demande de retour a été envoyée. Nous revenons vers vous par e-mail.',
    dialog: {
      title: 'Demander un retour',
      intro: 'Choisissez les produits à retourner et leur quantité, puis dites-nous pourquoi.',
      products: 'Produits à retourner',
      choose: 'Retourner {{name}}',
      quantityOf: 'Quantité de {{name}} à retourner',
      upTo: 'jusqu’à {{count}}',
      nothingLeft: 'déjà retourné',
      reason: 'Motif',
      chooseReason: 'Choisissez un motif',
      reasonsFailed: 'La liste des motifs n’a pas pu être chargée.',
      message: 'Votre message',
      messageHint: 'Décrivez le problème (bouteilles cassées, produit reçu…).',
      send: 'Envoyer la demande',
      sending: 'Envoi…',
      cancel: 'Annuler',
      close: 'Fermer',
      loading: 'Chargement…',
    },
  },
};
