import { Suspense, useEffect } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useStoreApi } from '../../lib/api/api-context.tsx';
import { useCart } from '../../lib/cart/cart-context.tsx';
import { itemCount } from '../../lib/cart/cart-state.ts';
import { useLocalePath } from '../../lib/i18n/lang.ts';
import { useYear } from '../../lib/prerender/use-year.ts';
import { endSession, useSignedIn } from '../../lib/session/session.ts';
import { useT } from '../../lib/i18n/translate.ts';
import { useSiteIdentity } from '../../lib/site/use-site-name.ts';
import { usePageViewBeacon } from '../../lib/stats/page-view-beacon.ts';
import { PageLoader } from '../page-loader.tsx';
import { AfterFirstPaint } from './after-first-paint.tsx';
import { CtaButtons } from './cta-buttons.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { SiteMenu } from './site-menu.tsx';
import { SiteInformationFooter } from './site-information-footer.tsx';

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

/** The cart in the header: how many units it holds, said in words to screen readers. */
function CartLink() {
  const t = useT();
  const to = useLocalePath();
  const count = useCart(itemCount);
  return (
    <NavLink
      to={to('/cart')}
      className="cart-link"
      aria-label={t.plural('layout.cartCount', count)}
      data-testid="cart-link"
    >
      <span aria-hidden="true">{t('layout.cart')}</span>
      {count > 0 && (
        <span className="cart-badge" aria-hidden="true" data-testid="cart-badge">
          {count}
        </span>
      )}
    </NavLink>
  );
}

/** The customer's account, or the sign-in when nobody is signed in. */
function AccountLink() {
  const t = useT();
  const to = useLocalePath();
  const signedIn = useSignedIn(useStoreApi().idSite);
  return (
    <NavLink to={to(signedIn ? '/account' : '/account/login')}>
      {t(signedIn ? 'layout.account' : 'layout.signIn')}
    </NavLink>
  );
}

/**
 * Signing out (or deleting the account) navigates with `state.signOut`; the session ends once that
 * screen is shown. Ended before, a customer's screen still shown would send the visitor to the
 * sign-in (the router applies a location change in a transition, the session at once).
 */
function useSignOutOnArrival() {
  const location = useLocation();
  const navigate = useNavigate();
  const idSite = useStoreApi().idSite;
  const signOut = (location.state as { signOut?: boolean } | null)?.signOut === true;
  useEffect(() => {
    if (!signOut || idSite === null) return;
    endSession(idSite);
    navigate(location.pathname + location.search, {
      replace: true,
      state: { ...(location.state as object), signOut: false },
    });
  }, [signOut, idSite]); // eslint-disable-line react-hooks/exhaustive-deps
}

/** Header (logo or name, the menu of the site's pages and wines, account, cart, language), the screen, footer. */
export function StoreLayout() {
  useSignOutOnArrival();
  usePageViewBeacon();
  const t = useT();
  const to = useLocalePath();
  const { name } = useSiteIdentity();
  const year = useYear();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="site-header">
        <div className="header-inner">
          <SiteBrand link />
          <SiteMenu
            shopLinks={
              <div className="shop-links">
                <AccountLink />
                <CartLink />
              </div>
            }
          />
          <CtaButtons />
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" className="page" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="site-footer">
        <SiteInformationFooter />
        <nav className="footer-links" aria-label={t('layout.siteLinks')}>
          <Link to={to('/news')} data-testid="footer-news">
            {t('layout.news')}
          </Link>
          <Link to={to('/services')} data-testid="footer-services">
            {t('layout.services')}
          </Link>
          <Link to={to('/blog')} data-testid="footer-blog">
            {t('layout.blog')}
          </Link>
        </nav>
        <nav className="footer-links" aria-label={t('layout.legalLinks')}>
          <Link to={to('/conditions')} data-testid="footer-sales-conditions">
            {t('legal.salesConditions')}
          </Link>
          <Link to={to('/legal-notice')} data-testid="footer-legal-notice">
            {t('legal.legalNotice')}
          </Link>
        </nav>
        <p>{t('layout.copyright', { year, name })}</p>
        <p className="muted">{t('layout.moderation')}</p>
      </footer>
      <AfterFirstPaint />
    </div>
  );
}
