import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { useLocalePath } from '../../lib/i18n/lang.ts';
import { useT } from '../../lib/i18n/translate.ts';
import { useSiteIdentity } from '../../lib/site/use-site-name.ts';
import { PageLoader } from '../page-loader.tsx';
import { LanguageSwitch } from './language-switch.tsx';

/** The shop's name, with its logo when it has one. */
export function SiteBrand({ link }: { link: boolean }) {
  const t = useT();
  const to = useLocalePath();
  const { name, logo } = useSiteIdentity();
  const brand = (
    <>
      {logo && <img className="brand-logo" src={logo} alt={link ? '' : name} />}
      <span className="brand-name">{name}</span>
    </>
  );
  return link ? (
    <Link className="brand" to={to('/')} aria-label={t('layout.home', { name })}>
      {brand}
    </Link>
  ) : (
    <span className="brand">{brand}</span>
  );
}

/** Header (logo or name, menu, language), the screen, footer. */
export function StoreLayout() {
  const t = useT();
  const to = useLocalePath();
  const { name } = useSiteIdentity();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="site-header">
        <div className="header-inner">
          <SiteBrand link />
          <nav className="main-menu" aria-label={t('layout.mainMenu')}>
            <Link to={to('/')}>{t('layout.products')}</Link>
          </nav>
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" className="page" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="site-footer">
        <p>{t('layout.copyright', { year: new Date().getFullYear(), name })}</p>
        <p className="muted">{t('layout.moderation')}</p>
      </footer>
    </div>
  );
}
