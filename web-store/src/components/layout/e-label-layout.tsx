import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LanguageSwitch } from './language-switch.tsx';
import { SiteBrand } from './store-layout.tsx';
import { PageLoader } from '../page-loader.tsx';

/**
 * The frame of the e-label: the producer's name and the language, nothing else. Regulation (EU)
 * 2021/2117 forbids sales or marketing content on it; it reaches no third party and tracks nobody.
 */
export function ELabelLayout() {
  return (
    <div className="shell shell-e-label">
      <header className="site-header">
        <div className="header-inner">
          <SiteBrand link={false} />
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" className="page page-narrow" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
