import { useEffect, useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSocialSettingsT } from './social-settings-text.ts';

/** Spec 1 §9: after the professional network is linked, the admin goes back after 5 s. */
export const linkRedirectSeconds = 5;

/** The linked message with the seconds left (visible, counting down), then the settings screen; "Go now" skips. */
export function RedirectCountdown({ to }: { to: string }) {
  const t = useSocialSettingsT();
  const navigate = useNavigate();
  const [left, setLeft] = useState(linkRedirectSeconds);
  useEffect(() => {
    if (left <= 0) {
      void navigate(to);
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, navigate, to]);
  return (
    <Alert color="green" data-testid="linkedin-linked">
      <Text size="sm">{t('socialSettings.linkedin.linked')}</Text>
      <Group gap="sm" mt="xs">
        <Text size="sm" data-testid="linkedin-countdown">
          {t('socialSettings.linkedin.redirect', { count: left })}
        </Text>
        <Button size="xs" variant="light" onClick={() => void navigate(to)}>
          {t('socialSettings.linkedin.goNow')}
        </Button>
      </Group>
    </Alert>
  );
}
