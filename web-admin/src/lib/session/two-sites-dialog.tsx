import { Button, Group, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '../i18n/i18n.ts';
import { chooseSite, followCookieSite } from './session-store.ts';
import { sessionKeys } from './session-queries.ts';

interface SiteName {
  id: number;
  name: string;
}

/** Which site to stay on; then what was dropped is asked again. */
export function TwoSitesDialog({
  conflict,
  onSettled,
}: {
  conflict: { mine: number; other: number };
  onSettled: () => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();

  // Names from the cache only: a request now would be dropped too.
  const nameOf = (id: number): string => {
    if (id === 0) return t('sites.defaults');
    const sites = queryClient.getQueryData<{ sites: SiteName[] }>(sessionKeys.mySites)?.sites ?? [];
    return sites.find((s) => s.id === id)?.name ?? t('sites.numbered', { id });
  };

  const settle = (stayOnMine: boolean) => {
    if (stayOnMine) chooseSite(conflict.mine);
    else followCookieSite();
    onSettled();
    void queryClient.invalidateQueries();
  };

  return (
    <Modal opened onClose={() => settle(true)} title={t('twoSites.title')} centered data-testid="two-sites-dialog">
      <Text mb="md">{t('twoSites.text', { mine: nameOf(conflict.mine), other: nameOf(conflict.other) })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => settle(false)} data-testid="two-sites-switch">
          {t('twoSites.switch', { site: nameOf(conflict.other) })}
        </Button>
        <Button onClick={() => settle(true)} data-testid="two-sites-stay">
          {t('twoSites.stay', { site: nameOf(conflict.mine) })}
        </Button>
      </Group>
    </Modal>
  );
}
