import { adminBuild } from '../local/site-build.ts';
import { benchSiteBundle } from './site-bundle.ts';

/** `npm run bench -- admin [--no-build]`: the admin's first-screen JavaScript and its whole build. */
export const benchAdminBundle = (args: string[] = []) =>
  benchSiteBundle(adminBuild, { label: 'admin initial JS', goalKb: 250 }, args);
