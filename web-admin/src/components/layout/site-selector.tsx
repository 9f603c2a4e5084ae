import { Select } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/api/api-context.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { mySitesQuery } from '../../lib/session/session-queries.ts';
import { chooseSite, useSession } from '../../lib/session/session-store.ts';

/**
 * Shown when the staff member has several sites, or works on one that is not theirs to list (a
 * super-admin back from the defaults, site 0): switching reloads every screen's data.
 */
export function SiteSelector() {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const { selectedSite } = useSession();
  const sites = useQuery(mySitesQuery(api));
  const list = sites.data?.sites ?? [];
  if (list.length === 0 || (list.length === 1 && list[0]!.id === selectedSite)) return null;
  return (
    <Select<number>
      size="xs"
      w={220}
      aria-label={t('layout.site')}
      data-testid="site-selector"
      allowDeselect={false}
      value={selectedSite}
      data={list.map((s) => ({ value: s.id, label: s.name }))}
      onChange={(id) => {
        if (id === null || id === selectedSite) return;
        chooseSite(id);
        void queryClient.invalidateQueries();
      }}
    />
  );
}
