import { Stack, Title } from '@mantine/core';
import { LiveEditCard } from '../components/live-edit-card.tsx';
import { PublishCard } from '../components/publish-card.tsx';
import { usePublishingT } from '../components/publishing-text.ts';

/**
 * `/page/live` (the page layout; spec 1 §2, §4, issue 15): publishing the site (the job's steps live, the releases
 * and rollback, the job history) and its live edit (a preview of the drafts: stopped, starting, ready).
 */
export function PageLiveRoute() {
  const t = usePublishingT();
  return (
    <Stack gap="md" data-testid="page-live">
      <Title order={2}>{t('publishing.title')}</Title>
      <PublishCard />
      <LiveEditCard />
    </Stack>
  );
}
