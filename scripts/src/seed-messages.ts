import { authorisedSiteId } from '@cellar/functions/data/site-id';
import { messageRepository, type MessageRecord } from '@cellar/functions/repositories/message-repository';

/**
 * The demo site's inbox, when it has none (issue 18): two contact messages, the older one read. Written through the
 * repository: a seed sends no mail and takes no visitor's limit.
 */
export async function seedDemoMessages(): Promise<void> {
  const site = authorisedSiteId(1);
  if ((await messageRepository.all(site)).length > 0) return;
  const day = 24 * 60 * 60 * 1000;
  const messages: Array<Omit<MessageRecord, 'id'>> = [
    {
      kind: 'CONTACT',
      idForm: null,
      formName: null,
      name: 'Camille Durand',
      email: 'camille.durand@example.com',
      phone: null,
      subject: 'Commande pour un mariage',
      text: 'Bonjour,\nnous cherchons 60 bouteilles de crémant pour un mariage en juin. Faites-vous un prix ?',
      answers: null,
      answerLabels: null,
      read: true,
      archived: false,
      duplicateOf: null,
      createdAt: new Date(Date.now() - 3 * day).toISOString(),
      updatedAt: new Date(Date.now() - 2 * day).toISOString(),
    },
    {
      kind: 'CONTACT',
      idForm: null,
      formName: null,
      name: 'Thomas Leroy',
      email: 'thomas.leroy@example.com',
      phone: '06 11 22 33 44',
      subject: 'Visite du caveau',
      text: 'Bonjour,\npeut-on visiter le caveau samedi après-midi à quatre ?',
      answers: null,
      answerLabels: null,
      read: false,
      archived: false,
      duplicateOf: null,
      createdAt: new Date(Date.now() - day).toISOString(),
      updatedAt: new Date(Date.now() - day).toISOString(),
    },
  ];
  for (const message of messages)
    await messageRepository.save(site, null, { id: await messageRepository.nextId(site), ...message });
}
