import { routeGroups } from '@cellar/shared/routes/define';
import { routeEntries, routesOfGroup } from '@cellar/shared/routes/route-table';
import { isBuilt } from '@cellar/functions/http/handler-maps';

/**
 * `npm run routes:count`: how many routes of the table are real (a handler) and how many still
 * answer 501. A route answering "Not implemented" is counted as such, never as done.
 */
const rows = routeGroups.map((group) => {
  const routes = routesOfGroup(group);
  const built = routes.filter((r) => isBuilt(group, r.name)).length;
  return { group, built, total: routes.length };
});
const built = rows.reduce((n, r) => n + r.built, 0);
for (const r of rows)
  console.log(`${r.group.padEnd(14)} ${String(r.built).padStart(4)} / ${String(r.total).padStart(4)} real`);
console.log(
  `\nroutes: ${built} real, ${routeEntries.length - built} not implemented (501), ${routeEntries.length} in the table`,
);
if (process.argv.includes('--list'))
  for (const r of routeEntries.filter((e) => isBuilt(e.group, e.name))) console.log(`  ${r.method} ${r.path}`);
