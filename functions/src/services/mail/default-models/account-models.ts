import type { Lang } from '@cellar/shared/i18n/lang';
import type { MailContent } from '@cellar/shared/mail/mail-models';

type Model = Record<Lang, MailContent>;

const reset: Model = {
  fr_FR: {
    subject: 'Réinitialisez votre mot de passe',
    html: [
      '<p>Bonjour {{firstname}},</p>',
      '<p>Pour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure :</p>',
      '<p><a href="{{link}}">{{link}}</a></p>',
      '<p>Si vous n’avez rien demandé, ignorez cet e-mail.</p>',
    ].join('\n'),
  },
  en_US: {
    subject: 'Reset your password',
    html: [
      '<p>Hello {{firstname}},</p>',
      '<p>To choose a new password, open this link within one hour:</p>',
      '<p><a href="{{link}}">{{link}}</a></p>',
      '<p>If you did not ask for it, ignore this e-mail.</p>',
    ].join('\n'),
  },
};

export const accountModels = {
  'password-reset-staff': reset,
  'password-reset-customer': reset,
  'account-created': {
    fr_FR: {
      subject: '{{shopName}} : bienvenue, votre compte est créé',
      html: [
        '<p>Bonjour {{firstname}},</p>',
        '<p>Votre compte chez {{shopName}} est créé avec l’e-mail {{email}}. Vous y retrouvez vos commandes et vos adresses.</p>',
        '{{#shopLink}}<p><a href="{{shopLink}}">Aller sur la boutique</a></p>{{/shopLink}}',
        '<p>À bientôt,<br>{{shopName}}</p>',
      ].join('\n'),
    },
    en_US: {
      subject: '{{shopName}}: welcome, your account is created',
      html: [
        '<p>Hello {{firstname}},</p>',
        '<p>Your account at {{shopName}} is created with the e-mail {{email}}. You will find your orders and addresses there.</p>',
        '{{#shopLink}}<p><a href="{{shopLink}}">Go to the shop</a></p>{{/shopLink}}',
        '<p>See you soon,<br>{{shopName}}</p>',
      ].join('\n'),
    },
  },
} satisfies Record<string, Model>;
