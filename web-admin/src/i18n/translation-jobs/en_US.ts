import type { Catalogue } from '../fr_FR.ts';
import type { catalogue as fr } from './fr_FR.ts';

/** The translation jobs' labels in English; the same keys as `fr_FR.ts` (checked by the compiler and a test). */
export const catalogue: Catalogue<typeof fr> = {
  title: 'Machine-translation jobs',
  adminTitle: 'Machine translations',
  usage: {
    deepl: 'DeepL: {{used}} characters translated of {{limit}} this period',
    local: 'Local machine translation (no DeepL key)',
    failed: 'The machine-translation usage could not be loaded',
  },
  form: {
    title: 'New job',
    site: 'Site',
    sitePlaceholder: 'Choose a site',
    langs: 'Languages to translate',
    noLang: 'This site has no language to translate into: add one to its languages.',
    overwritePerson: 'Also replace translations written by a person that became outdated',
    overwriteWarning:
      'A person’s translations whose source text changed will be replaced by the machine. Up-to-date translations are never replaced.',
    create: 'Create the job',
    created: 'Job created',
  },
  list: {
    empty: 'No translation job yet.',
    failed: 'The translation jobs could not be loaded.',
    site: 'Site: {{name}}',
    langs: 'Languages: {{langs}}',
    overwritePerson: 'Replaces a person’s outdated translations',
    neverRun: 'Never run',
    run: 'Run',
    runAgain: 'Run again',
    started: 'Translation started',
  },
  progress: {
    counts: '{{done}} / {{total}}',
    skipped: '{{count}} skipped',
    failed: '{{count}} failed',
  },
  glossary: {
    title: 'Glossary',
    help: 'These terms stay as written in machine translations.',
    inferred: 'Taken from the site (grapes, labels, names):',
    noInferred: 'No term taken from the site.',
    own: 'Your terms',
    add: 'Add',
    placeholder: 'New term',
    remove: 'Remove {{term}}',
    save: 'Save the glossary',
    saved: 'Glossary saved',
    empty: 'No term added.',
    failed: 'The glossary could not be loaded.',
  },
};
