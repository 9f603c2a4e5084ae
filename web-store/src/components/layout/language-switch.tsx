import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import type { Lang } from '@cellar/shared/i18n/lang';
import { switchLangPath } from '@cellar/shared/i18n/lang-path';
import { useStoreApi } from '../../lib/api/api-context.tsx';
import { bcp47, useLang } from '../../lib/i18n/lang.ts';
import { useT } from '../../lib/i18n/translate.ts';
import { activeLangsQuery } from '../../lib/site/site-queries.ts';

const storeLangs: readonly Lang[] = ['fr_FR', 'en_US'];

/** French / English, among the languages the site has switched on; the same screen in the other one. */
export function LanguageSwitch() {
  const t = useT();
  const lang = useLang();
  const location = useLocation();
  const active = useQuery(activeLangsQuery(useStoreApi()));
  const offered = storeLangs.filter(
    (code) => code === lang || active.data?.langs.some((l) => l.code === code && l.valid),
  );
  if (offered.length < 2) return null;
  return (
    <nav className="language-switch" aria-label={t('layout.language')}>
      <ul>
        {offered.map((code) => (
          <li key={code}>
            <Link
              to={switchLangPath(location.pathname, location.search, code)}
              lang={bcp47(code)}
              hrefLang={bcp47(code)}
              aria-current={code === lang ? 'true' : undefined}
              data-testid={`lang-${code}`}
            >
              {t(`layout.languages.${code}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
