/**
 * Every area's translatable sources, registered on import (translatable-sources.ts). One line per area's file:
 * import './sources/<area>-sources.ts';
 */
import './sources/catalogue-sources.ts';
import './sources/content-sources.ts';
import './sources/global-sources.ts';
import './sources/page-sources.ts';

export {};
