import type { Catalogue } from '../fr_FR.ts';
import type { catalogue as fr } from './fr_FR.ts';

/** The sales conditions screens' labels in English; the same keys as `fr_FR.ts` (checked by the compiler and a test).
 * */
export const catalogue: Catalogue<typeof fr> = {
  title: 'Sales conditions and legal notice',
  defaultsTitle: 'Default sales conditions and legal notice',
  defaultsHelp:
    'These texts show on every site that has not written its own. Fields between double braces are replaced with the site’s legal info.',
  loadError: 'The sales conditions could not be loaded',
  documents: {
    salesConditions: 'Terms and conditions of sale',
    legalNotice: 'Legal notice',
  },
  langs: {
    fr_FR: 'French',
    en_US: 'English',
  },
  source: {
    DEFAULT: 'Default text',
    SITE: 'Site’s own text',
  },
  useDefault: 'Use the default text',
  useOwn: 'Write our own text',
  usesDefaultHelp: 'This site shows the default text below, completed with its legal info.',
  startFromDefault: 'Start from the default text',
  noDefault: 'No default text in this language.',
  emptyOwnHelp: 'A text left empty in every language goes back to the default text.',
  placeholdersHelp: 'Fields you can use: {{list}}',
  translation: {
    help: 'This language is a translation of the source text ({{source}}): it is edited with the translations.',
    none: 'Not translated yet: the source text ({{source}}) is shown.',
    edit: 'Edit the translation',
  },
  legal: {
    title: 'Legal info',
    help: 'The company name and the VAT number are also those of the Settings screen.',
    companyName: 'Company name',
    corporateForm: 'Corporate form',
    siret: 'SIRET',
    vatNumber: 'VAT number',
    rcs: 'RCS (trade register)',
    rm: 'RM (trades register)',
    shareCapital: 'Share capital',
    headOffice: 'Head office',
    legalAgent: 'Legal agent',
  },
  saved: 'Conditions saved',
};
