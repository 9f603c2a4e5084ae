import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';
import { catalogue as en } from '../../../i18n/page-editor/en_US.ts';
import { catalogue as fr } from '../../../i18n/page-editor/fr_FR.ts';

/** The page editor's translate function: its own catalogue (loaded with it, under `editor`) and the main one. */
export const useEditorT = areaCatalogue('editor', { fr_FR: fr, en_US: en });

export type EditorT = ReturnType<typeof useEditorT>;
