import type { Changelog } from '../workflows/deploy.ts';

/**
 * The project's changelog, newest first: what each storefront build and back office release brought
 * (`GET /admin/client-template/changelog`, the super-admin's site screen). One entry per delivered stage of the
 * product; add one with each release.
 */
export const changelog: Changelog = {
  entries: [
    {
      version: '0.15.0',
      date: '2026-11-26',
      changes: [
        'Publishing: a site is prerendered into an immutable release and served by switching one pointer; rollback in one call',
        'Live edit: a preview release of the site with its pages not yet online',
        'Super-admin deploy jobs: initialise, update client, construction mode, restart, build, preview, massive update, delete',
        'Every long job shows its steps live, with the reason of a failure',
      ],
    },
    {
      version: '0.14.0',
      date: '2026-11-26',
      changes: [
        'Pages tree, visual page editor with layouts and components, component library',
        'The storefront shows the site’s pages in its menu, with their titles, descriptions and languages',
      ],
    },
    {
      version: '0.12.0',
      date: '2026-11-25',
      changes: [
        'Orders after the sale: statuses, shipments and labels, returns, mail models, sales conditions and legal notice',
      ],
    },
    {
      version: '0.10.0',
      date: '2026-11-24',
      changes: ['Checkout: cart, discounts, customers, atomic stock, idempotent orders, card payments'],
    },
    {
      version: '0.1.0',
      date: '2026-11-22',
      changes: ['Catalogue (wines, vintages, boxes, e-label), shipping (carriers, tranches, click and collect), sites'],
    },
  ],
};
