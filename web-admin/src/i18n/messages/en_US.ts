import type { Catalogue } from '../fr_FR.ts';
import type { catalogue as fr } from './fr_FR.ts';

/** The message screens' labels in English; the same keys as `fr_FR.ts` (checked by the compiler and a test). */
export const catalogue: Catalogue<typeof fr> = {
  title: 'Messages',
  help: 'Messages from the contact form and answers to the shop’s forms.',
  columns: {
    sender: 'Sender',
    subject: 'Subject',
    kind: 'Kind',
    date: 'Received',
  },
  kinds: {
    CONTACT: 'Message',
    FORM: 'Form',
  },
  filters: {
    read: 'Read',
    archived: 'Archived',
    kind: 'Kind',
    sender: 'Name or e-mail',
    date: 'Day (yyyy-mm-dd)',
    yes: 'Yes',
    no: 'No',
  },
  unread: 'Unread',
  archivedBadge: 'Archived',
  noSubject: '(no subject)',
  open: 'Open the message from {{name}}',
  detail: {
    back: 'Back to the messages',
    from: 'From',
    email: 'E-mail',
    phone: 'Phone',
    subject: 'Subject',
    received: 'Received',
    form: 'Form',
    copyOf: 'Copy of message #{{id}}',
    message: 'Message',
    answers: 'Answers',
    noAnswers: 'No answer.',
    empty: '—',
    yes: 'Yes',
    no: 'No',
    repetition: '#',
  },
  actions: {
    archive: 'Archive',
    unarchive: 'Back to the inbox',
    duplicate: 'Duplicate',
    delete: 'Delete',
    deleteTitle: 'Delete the message',
    deleteMessage: 'Delete the message from {{name}}? This cannot be undone.',
  },
  toasts: {
    archived: 'Message archived',
    unarchived: 'Message back in the inbox',
    duplicated: 'Message duplicated: here is the copy',
    deleted: 'Message deleted',
    failed: 'The action failed',
  },
};
