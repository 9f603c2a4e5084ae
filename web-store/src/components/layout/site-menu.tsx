import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { NavLink, useLocation } from 'react-router';
import type { PublicMenuNode } from '@cellar/shared/pages/public-page';
import { useStoreApi } from '../../lib/api/api-context.tsx';
import { useLocalePath } from '../../lib/i18n/lang.ts';
import { useT } from '../../lib/i18n/translate.ts';
import { linkTarget } from '../../lib/pages/link-target.ts';
import { pagePath, pagesQuery } from '../../lib/pages/pages-query.ts';
import { MenuIconSvg } from './menu-icons.tsx';

const ScriptDialog = lazy(() => import('./script-dialog.tsx').then((m) => ({ default: m.ScriptDialog })));

type OpenScript = (entry: PublicMenuNode) => void;

/**
 * What an entry does (its `link.type`): NONE shows its page (the home page at `/`), LINK goes to its address (a path
 * of the shop through the router, an http(s) address in a new tab without access to the shop), JAVASCRIPT opens the
 * dialog where its code runs, sandboxed.
 */
function EntryLink({
  entry,
  homeId,
  onScript,
}: {
  entry: PublicMenuNode;
  homeId: number | null;
  onScript: OpenScript;
}) {
  const t = useT();
  const to = useLocalePath();
  const label = (
    <>
      <MenuIconSvg icon={entry.menuIcon} />
      <span>{entry.menuTitle || entry.title}</span>
    </>
  );
  if (entry.link.type === 'JAVASCRIPT')
    return (
      <button type="button" className="menu-button" aria-haspopup="dialog" onClick={() => onScript(entry)}>
        {label}
      </button>
    );
  if (entry.link.type === 'NONE')
    return (
      <NavLink to={to(pagePath(entry, homeId))} end>
        {label}
      </NavLink>
    );
  const url = entry.link.url ?? '';
  const target = linkTarget(url);
  if (target === 'internal') return <NavLink to={to(url)}>{label}</NavLink>;
  if (target === 'external')
    return (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {label} <span className="visually-hidden">{t('layout.newTab')}</span>
      </a>
    );
  return <span className="menu-text">{label}</span>;
}

/**
 * An entry, and its children (those shown in the menu) as a disclosure submenu: a button beside the entry shows or
 * hides them (`aria-expanded`); Escape, or the focus leaving the entry, closes it.
 */
function MenuEntry(props: { entry: PublicMenuNode; homeId: number | null; onScript: OpenScript; className?: string }) {
  const { entry, className } = props;
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const children = entry.children.filter((child) => child.showInMenu);
  const link = <EntryLink {...props} />;
  const mark = {
    'data-testid': 'menu-entry',
    'data-page': entry.id,
    'data-fixed-right': entry.isFixedOnRight || undefined,
  };
  if (children.length === 0)
    return (
      <li className={className} {...mark}>
        {link}
      </li>
    );
  return (
    <li
      {...mark}
      className={className ? `menu-parent ${className}` : 'menu-parent'}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {link}
      <button
        ref={button}
        type="button"
        className="submenu-toggle"
        aria-expanded={open}
        aria-controls={id}
        aria-label={t('layout.submenu', { title: entry.menuTitle || entry.title })}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <ul id={id} className="submenu" hidden={!open}>
        {children.map((child) => (
          <MenuEntry key={child.id} {...props} entry={child} className={undefined} />
        ))}
      </ul>
    </li>
  );
}

/**
 * The header's menu: the site's pages shown in the menu (`GET /page`, cached for the visit), the shop's wines, then
 * the entries fixed on the right (`data-fixed-right`). On a phone (768 px and below) the list folds behind a "Menu"
 * button; `shopLinks` (the account and the cart) stay in sight.
 */
export function SiteMenu({ shopLinks }: { shopLinks: ReactNode }) {
  const t = useT();
  const to = useLocalePath();
  const id = useId();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [shownAt, setShownAt] = useState(location.pathname);
  const [script, setScript] = useState<PublicMenuNode | null>(null);
  const pages = useQuery(pagesQuery(useStoreApi())).data;
  // A new screen folds the menu again (set while rendering: no effect, no extra paint).
  if (shownAt !== location.pathname) {
    setShownAt(location.pathname);
    setOpen(false);
  }
  const homeId = pages?.homeId ?? null;
  const entries = (pages?.pages ?? []).filter((page) => page.showInMenu);
  const right = entries.filter((page) => page.isFixedOnRight);
  const entry = (page: PublicMenuNode, className?: string) => (
    <MenuEntry key={page.id} entry={page} homeId={homeId} onScript={setScript} className={className} />
  );
  return (
    <>
      <button
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
        {t('layout.menu')}
      </button>
      <nav className={open ? 'main-menu open' : 'main-menu'} aria-label={t('layout.mainMenu')}>
        <ul key={location.pathname} id={id} className="menu-list" data-testid="site-menu">
          {entries.filter((page) => !page.isFixedOnRight).map((page) => entry(page))}
          {/* A site with pages of its own builds its menu, its wines included (a page with the product list
              component, as the demo's "Nos vins"): the catalogue's own entry is there only for a site without. */}
          {homeId === null && (
            <li>
              <NavLink to={to('/')} end>
                {t('layout.products')}
              </NavLink>
            </li>
          )}
          {right.map((page, index) => entry(page, index === 0 ? 'menu-right' : undefined))}
        </ul>
        {shopLinks}
      </nav>
      {script && (
        <Suspense fallback={null}>
          <ScriptDialog id={script.id} title={script.menuTitle || script.title} onClose={() => setScript(null)} />
        </Suspense>
      )}
    </>
  );
}
