import type { Lang } from '@cellar/shared/i18n/lang';
import type { MailContent } from '@cellar/shared/mail/mail-models';

type Model = Record<Lang, MailContent>;

/**
 * The Google review ask (docs/social.md "The review mail"): sent the site's delay after delivery, one link per
 * review location. `{{#reviews}}` is also the "if any" of the links, though the mail never goes without one.
 */
export const reviewModels = {
  'review-ask': {
    fr_FR: {
      subject: 'Votre avis sur {{shopName}}',
      html: [
        '<p>Bonjour {{firstname}},</p>',
        '<p>Votre commande {{orderNumber}} vous est parvenue : nous espérons que nos vins vous plaisent.</p>',
        '<p>Prendriez-vous une minute pour nous laisser un avis sur Google ? Il aide d’autres amateurs à nous ' +
          'découvrir.</p>',
        '{{#reviews}}<p><a href="{{link}}">Donner mon avis sur {{name}}</a></p>{{/reviews}}',
        '<p>Merci, et à bientôt,<br>{{shopName}}</p>',
      ].join('\n'),
    },
    en_US: {
      subject: 'Your review of {{shopName}}',
      html: [
        '<p>Hello {{firstname}},</p>',
        '<p>Your order {{orderNumber}} has reached you: we hope you enjoy our wines.</p>',
        '<p>Would you take a minute to review us on Google? It helps other wine lovers find us.</p>',
        '{{#reviews}}<p><a href="{{link}}">Review {{name}}</a></p>{{/reviews}}',
        '<p>Thank you, and see you soon,<br>{{shopName}}</p>',
      ].join('\n'),
    },
  },
} satisfies Record<string, Model>;
