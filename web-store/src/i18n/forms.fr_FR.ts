/** Wording of the site's forms (a form of the contact component, `/forms/:id`); the answers' messages are shared's. */
export const formsFrFR = {
  forms: {
    loadError: 'Ce formulaire n’a pas pu être chargé.',
    notFound: 'Ce formulaire n’existe pas ou n’est plus ouvert.',
    required: 'obligatoire',
    send: 'Envoyer',
    sending: 'Envoi…',
    sent: 'Merci, votre réponse a bien été envoyée.',
    failed: 'Votre réponse n’a pas pu être envoyée : réessayez.',
    fix: 'Certaines réponses manquent ou sont invalides : corrigez les champs signalés.',
    choose: 'Choisir…',
    addEntry: 'Ajouter',
    addNamedEntry: 'Ajouter : {{name}}',
    removeEntry: 'Retirer l’entrée {{n}}',
    entry: '{{name}} {{n}}',
    another: 'Envoyer une autre réponse',
    documents: 'Vos documents (liens valables une heure) :',
    document: '{{name}} ({{extension}})',
  },
};
