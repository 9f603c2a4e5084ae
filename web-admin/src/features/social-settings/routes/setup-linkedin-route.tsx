import { Stack, Text, Title } from '@mantine/core';
import { FacebookPages } from '../components/facebook-pages.tsx';
import { LinkedinCard } from '../components/linkedin-card.tsx';
import { useSocialSettingsT } from '../components/social-settings-text.ts';

/**
 * `/settings/setupLinkedin` (spec 1 §2): the site's social networks — the LinkedIn profile (link, unlink; back to
 * the settings 5 s after linking, spec 1 §9) and the Facebook pages it may publish on.
 */
export function SetupLinkedinRoute() {
  const t = useSocialSettingsT();
  return (
    <Stack gap="md" maw={960} data-testid="social-settings-screen">
      <Title order={2}>{t('socialSettings.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('socialSettings.help')}
      </Text>
      <LinkedinCard />
      <FacebookPages />
    </Stack>
  );
}
