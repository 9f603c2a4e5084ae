import type { Lang } from '@cellar/shared/i18n/lang';
import type { MailContent } from '@cellar/shared/mail/mail-models';

type Model = Record<Lang, MailContent>;

const lines = {
  fr_FR: '<ul>{{#lines}}<li>{{quantity}} × {{name}}{{#year}} {{year}}{{/year}}</li>{{/lines}}</ul>',
  en_US: '<ul>{{#lines}}<li>{{quantity}} × {{name}}{{#year}} {{year}}{{/year}}</li>{{/lines}}</ul>',
};
const comment = {
  fr_FR: '{{#comment}}<p>{{comment}}</p>{{/comment}}',
  en_US: '{{#comment}}<p>{{comment}}</p>{{/comment}}',
};
const hello = {
  fr_FR: '<p>Bonjour{{#firstname}} {{firstname}}{{/firstname}},</p>',
  en_US: '<p>Hello{{#firstname}} {{firstname}}{{/firstname}},</p>',
};
const bye = { fr_FR: '<p>À bientôt,<br>{{shopName}}</p>', en_US: '<p>See you soon,<br>{{shopName}}</p>' };

/** A return mail: greeting, what happened (per language), the returned lines, the producer's comment. */
const model = (
  subject: Record<Lang, string>,
  said: Record<Lang, string>,
  extra: Record<Lang, string> = { fr_FR: '', en_US: '' },
): Model => ({
  fr_FR: {
    subject: subject.fr_FR,
    html: [hello.fr_FR, `<p>${said.fr_FR}</p>`, lines.fr_FR, extra.fr_FR, comment.fr_FR, bye.fr_FR]
      .filter(Boolean)
      .join('\n'),
  },
  en_US: {
    subject: subject.en_US,
    html: [hello.en_US, `<p>${said.en_US}</p>`, lines.en_US, extra.en_US, comment.en_US, bye.en_US]
      .filter(Boolean)
      .join('\n'),
  },
});

export const returnModels = {
  'return-asked': model(
    {
      fr_FR: '{{shopName}} : votre demande de retour pour la commande {{orderNumber}}',
      en_US: '{{shopName}}: your return request for order {{orderNumber}}',
    },
    {
      fr_FR:
        'Nous avons bien reçu votre demande de retour pour la commande {{orderNumber}}. Nous revenons vers vous rapidement.',
      en_US: 'We have received your return request for order {{orderNumber}}. We will come back to you shortly.',
    },
  ),
  'return-label-sent': model(
    {
      fr_FR: '{{shopName}} : l’étiquette de votre retour {{orderNumber}}',
      en_US: '{{shopName}}: the label of your return {{orderNumber}}',
    },
    {
      fr_FR: 'Voici l’étiquette pour nous renvoyer les produits de la commande {{orderNumber}}.',
      en_US: 'Here is the label to send back the products of order {{orderNumber}}.',
    },
    {
      fr_FR: '{{#labelLink}}<p><a href="{{labelLink}}">Télécharger l’étiquette</a></p>{{/labelLink}}',
      en_US: '{{#labelLink}}<p><a href="{{labelLink}}">Download the label</a></p>{{/labelLink}}',
    },
  ),
  'return-product-received': model(
    {
      fr_FR: '{{shopName}} : nous avons reçu votre retour {{orderNumber}}',
      en_US: '{{shopName}}: we received your return {{orderNumber}}',
    },
    {
      fr_FR: 'Nous avons reçu les produits retournés de la commande {{orderNumber}}. Nous les examinons.',
      en_US: 'We have received the products returned from order {{orderNumber}}. We are looking at them.',
    },
  ),
  'return-accepted': model(
    {
      fr_FR: '{{shopName}} : votre retour {{orderNumber}} est accepté',
      en_US: '{{shopName}}: your return {{orderNumber}} is accepted',
    },
    {
      fr_FR: 'Votre retour pour la commande {{orderNumber}} est accepté.',
      en_US: 'Your return for order {{orderNumber}} is accepted.',
    },
    {
      fr_FR: '{{#refundAmount}}<p>Nous vous remboursons {{refundAmount}}.</p>{{/refundAmount}}',
      en_US: '{{#refundAmount}}<p>We refund you {{refundAmount}}.</p>{{/refundAmount}}',
    },
  ),
  'return-partially-accepted': model(
    {
      fr_FR: '{{shopName}} : votre retour {{orderNumber}} est accepté en partie',
      en_US: '{{shopName}}: your return {{orderNumber}} is partly accepted',
    },
    {
      fr_FR: 'Votre retour pour la commande {{orderNumber}} est accepté en partie.',
      en_US: 'Your return for order {{orderNumber}} is partly accepted.',
    },
    {
      fr_FR: '{{#refundAmount}}<p>Nous vous remboursons {{refundAmount}}.</p>{{/refundAmount}}',
      en_US: '{{#refundAmount}}<p>We refund you {{refundAmount}}.</p>{{/refundAmount}}',
    },
  ),
  'return-rejected': model(
    {
      fr_FR: '{{shopName}} : votre retour {{orderNumber}} est refusé',
      en_US: '{{shopName}}: your return {{orderNumber}} is declined',
    },
    {
      fr_FR: 'Nous ne pouvons pas accepter votre retour pour la commande {{orderNumber}}.',
      en_US: 'We cannot accept your return for order {{orderNumber}}.',
    },
  ),
  'return-delivered': model(
    {
      fr_FR: '{{shopName}} : votre retour {{orderNumber}} est terminé',
      en_US: '{{shopName}}: your return {{orderNumber}} is complete',
    },
    {
      fr_FR: 'Le retour de la commande {{orderNumber}} est terminé.',
      en_US: 'The return of order {{orderNumber}} is complete.',
    },
  ),
} satisfies Record<string, Model>;
