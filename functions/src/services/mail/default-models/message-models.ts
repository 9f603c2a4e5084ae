import type { Lang } from '@cellar/shared/i18n/lang';
import type { MailContent } from '@cellar/shared/mail/mail-models';

type Model = Record<Lang, MailContent>;

const answers = (title: string) =>
  [
    `{{#formName}}<h3>${title} {{formName}}</h3>{{/formName}}`,
    '{{#answers}}<p><strong>{{label}}</strong><br>{{value}}</p>{{/answers}}',
  ].join('\n');

/** The shop's mail for a new conversation (issue 18): who wrote, the message or the form's answers by label. */
export const messageModels = {
  'message-received': {
    fr_FR: {
      subject: 'Nouveau message de {{senderName}}{{#subject}} : {{subject}}{{/subject}}',
      html: [
        '<p>Un nouveau message est arrivé sur la boutique {{shopName}}.</p>',
        '<p>De : {{senderName}}<br>E-mail : {{senderEmail}}{{#senderPhone}}<br>Téléphone : {{senderPhone}}{{/senderPhone}}</p>',
        '{{#subject}}<p>Sujet : {{subject}}</p>{{/subject}}',
        '<p>{{#messageLines}}{{line}}<br>{{/messageLines}}</p>',
        answers('Formulaire :'),
        '<p>Retrouvez-le dans les messages de votre espace d’administration.</p>',
      ].join('\n'),
    },
    en_US: {
      subject: 'New message from {{senderName}}{{#subject}}: {{subject}}{{/subject}}',
      html: [
        '<p>A new message reached the shop {{shopName}}.</p>',
        '<p>From: {{senderName}}<br>E-mail: {{senderEmail}}{{#senderPhone}}<br>Phone: {{senderPhone}}{{/senderPhone}}</p>',
        '{{#subject}}<p>Subject: {{subject}}</p>{{/subject}}',
        '<p>{{#messageLines}}{{line}}<br>{{/messageLines}}</p>',
        answers('Form:'),
        '<p>Find it in the messages of your administration area.</p>',
      ].join('\n'),
    },
  },
} satisfies Record<string, Model>;
