import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { switchContentLangPath } from '@cellar/shared/i18n/content-lang';
import { useStoreApi } from '../../lib/api/api-context.tsx';
import { siteLanguages } from '../../lib/head/document-head.ts';
import { bcp47, useContentLang } from '../../lib/i18n/lang.ts';
import { useT } from '../../lib/i18n/translate.ts';
import { activeLangsQuery } from '../../lib/site/site-queries.ts';

/**
 * The site's active languages, named as its language list names them (`Deutsch`), its default first; each link is
 * the same screen in that language (French unprefixed). Nothing to choose (one language, a failed read): none.
 */
export function LanguageSwitch() {
  const t = useT();
  const contentLang = useContentLang();
  const location = useLocation();
  const active = useQuery(activeLangsQuery(useStoreApi())).data?.langs;
  const codes = siteLanguages(active);
  if (codes.length < 2) return null;
  return (
    <nav className="language-switch" aria-label={t('layout.language')}>
      <ul>
        {codes.map((code) => (
          <li key={code}>
            <Link
              to={switchContentLangPath(location.pathname, location.search, code)}
              lang={bcp47(code)}
              hrefLang={bcp47(code)}
              aria-current={code === contentLang ? 'true' : undefined}
              data-testid={`lang-${code}`}
            >
              {active?.find((lang) => lang.code === code)?.label ?? code}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
