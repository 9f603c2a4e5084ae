import type { ReactNode } from 'react';
import { interfaceLangOf } from '@cellar/shared/i18n/content-lang';
import { ContentLangContext, LangContext } from './lang.ts';

/** The screens' languages: the path's content language, and the interface language it reads (French or English). */
export function StoreLangProvider({ contentLang, children }: { contentLang: string; children: ReactNode }) {
  return (
    <LangContext.Provider value={interfaceLangOf(contentLang)}>
      <ContentLangContext.Provider value={contentLang}>{children}</ContentLangContext.Provider>
    </LangContext.Provider>
  );
}
