import type { MenuIcon } from '@cellar/shared/pages/page-document';

/** The menu's icons (shared `menuIcons`), one stroke path each on a 24 px grid: few bytes in the first screen. */
const paths: Record<MenuIcon, string> = {
  home: 'M3 11l9-8 9 8M5 10v10h14V10',
  grape:
    'M12 2v3M7 8a2 2 0 1 0 4 0a2 2 0 1 0-4 0M13 8a2 2 0 1 0 4 0a2 2 0 1 0-4 0M10 12a2 2 0 1 0 4 0a2 2 0 1 0-4 0M10 16a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
  bottle: 'M10 2h4v5l2 3v12H8V10l2-3z',
  glass: 'M7 3h10l-1 7a4 4 0 0 1-8 0zM12 14v7M8 21h8',
  barrel: 'M6 3h12c2 6 2 12 0 18H6c-2-6-2-12 0-18zM4 9h16M4 15h16',
  'map-pin': 'M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11zM10 10a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
  calendar: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z',
  info: 'M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0M12 11v6M12 7v.01',
  users: 'M5 7a4 4 0 1 0 8 0a4 4 0 1 0-8 0M2 21a7 7 0 0 1 14 0M16 3a4 4 0 0 1 0 8M22 21a7 7 0 0 0-5-6.7',
  star: 'M12 2l3 7 7 .5-5.5 4.5 2 7.5L12 17l-6.5 4.5 2-7.5L2 9.5 9 9z',
  shop: 'M3 9l2-5h14l2 5zM4 9v11h16V9M9 20v-6h6v6',
  book: 'M4 4h6a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4zM20 4h-6a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z',
};

/** A drawing beside the entry's words (hidden from screen readers: the words say it); nothing for an unknown name. */
export function MenuIconSvg({ icon }: { icon: string | null }) {
  const path = icon !== null && Object.hasOwn(paths, icon) ? paths[icon as MenuIcon] : undefined;
  if (!path) return null;
  return (
    <svg className="menu-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon={icon}>
      <path d={path} />
    </svg>
  );
}
