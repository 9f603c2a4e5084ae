import type { Catalogue } from '../fr_FR.ts';
import type { catalogue as fr } from './fr_FR.ts';

/** The notifications screen's labels in English; the same keys as `fr_FR.ts` (checked by the compiler and a test). */
export const catalogue: Catalogue<typeof fr> = {
  title: 'Notifications',
  help: 'The people who receive the mails meant for the shop, and for which events.',
  fallback: 'With no recipient of new orders, each new order is mailed to the site’s administrators.',
  loadError: 'The notification recipients could not be loaded',
  events: {
    NEW_ORDER: 'New order',
    RETURN_ASKED: 'Return asked',
    NEW_MESSAGE: 'New message',
  },
  columns: {
    email: 'E-mail',
    events: 'Events',
    createdAt: 'Added on',
  },
  empty: 'No recipient: new orders go to the site’s administrators.',
  count: '{{count}} recipient(s) of {{max}}',
  add: {
    title: 'Add a recipient',
    email: 'E-mail',
    events: 'Events',
    submit: 'Add',
    added: 'Recipient added',
  },
  remove: {
    button: 'Delete the selection ({{count}})',
    title: 'Delete recipients?',
    message: 'These addresses will no longer receive the site’s notifications: {{list}}.',
    confirm: 'Delete',
    removed: 'Recipients removed',
    select: 'Select {{email}}',
    selectAll: 'Select all',
  },
};
