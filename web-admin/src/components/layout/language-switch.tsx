import { SegmentedControl } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import type { Lang } from '@cellar/shared/i18n/lang';
import { useT } from '../../lib/i18n/i18n.ts';
import { useLang } from '../../lib/i18n/lang.ts';
import { switchLangPath } from '@cellar/shared/i18n/lang-path';
import { writeLocaleCookie } from '../../lib/session/cookies.ts';

/** The same screen in the other language (the language lives in the path); the choice is kept in the locale cookie. */
export function LanguageSwitch() {
  const t = useT();
  const lang = useLang();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('layout.language')}
      data-testid="language-switch"
      value={lang}
      onChange={(value) => {
        writeLocaleCookie(value as Lang);
        navigate(switchLangPath(location.pathname, location.search, value as Lang));
      }}
      data={[
        { value: 'fr_FR', label: t('lang.fr_FR') },
        { value: 'en_US', label: t('lang.en_US') },
      ]}
    />
  );
}
