import type { returnsFrFR } from './returns.fr_FR.ts';

type Same<T> = { [K in keyof T]: T[K] extends string ? string : Same<T[K]> };

/** English wording of the customer's returns; the same keys as returns.fr_FR.ts. */
export const returnsEnUS: Same<typeof returnsFrFR> = {
  returns: {
    title: 'Returns',
    none: 'No return for this order.',
    loadFailed: 'The returns of this order could not be loaded.',
    ask: 'Ask a return',
    askHint: 'A broken bottle, a mistake? Ask to send back all or part of the order.',
    openReturn: 'A return of this order is in progress: you can ask another once it is dealt with.',
    number: 'Return no. {{id}}',
    askedOn: 'Asked on {{date}}',
    status: 'Status',
    lines: 'Products returned',
    line: '{{name}} × {{quantity}}',
    reason: 'Reason: {{reason}}',
    refund: 'Refund: {{amount}}',
    label: 'Your return label',
    downloadLabel: 'Download {{name}}',
    downloadFailed: 'The label could not be downloaded.',
    sent: 'Your return request has been sent. We will get back to you by e-mail.',
    dialog: {
      title: 'Ask a return',
      intro: 'Choose the products to return and how many, then tell us why.',
      products: 'Products to return',
      choose: 'Return {{name}}',
      quantityOf: 'Quantity of {{name}} to return',
      upTo: 'up to {{count}}',
      nothingLeft: 'already returned',
      reason: 'Reason',
      chooseReason: 'Choose a reason',
      reasonsFailed: 'The list of reasons could not be loaded.',
      message: 'Your message',
      messageHint: 'Describe the problem (broken bottles, product received…).',
      send: 'Send the request',
      sending: 'Sending…',
      cancel: 'Cancel',
      close: 'Close',
      loading: 'Loading…',
    },
  },
};
