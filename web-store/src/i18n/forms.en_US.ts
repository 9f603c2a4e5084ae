import type { formsFrFR } from './forms.fr_FR.ts';

type Same<T> = { [K in keyof T]: T[K] extends string ? string : Same<T[K]> };

/** English wording of the site's forms; the same keys as forms.fr_FR.ts. */
export const formsEnUS: Same<typeof formsFrFR> = {
  forms: {
    loadError: 'This form could not be loaded.',
    notFound: 'This form does not exist or is no longer open.',
    required: 'required',
    send: 'Send',
    sending: 'Sending…',
    sent: 'Thank you, your answer was sent.',
    failed: 'Your answer could not be sent: try again.',
    fix: 'Some answers are missing or invalid: fix the fields shown.',
    choose: 'Choose…',
    addEntry: 'Add',
    addNamedEntry: 'Add: {{name}}',
    removeEntry: 'Remove entry {{n}}',
    entry: '{{name}} {{n}}',
    another: 'Send another answer',
    documents: 'Your documents (links valid for an hour):',
    document: '{{name}} ({{extension}})',
  },
};
