import { useState } from 'react';
import { Container, Group, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import { useT } from '../../lib/i18n/i18n.ts';
import { useLang } from '../../lib/i18n/lang.ts';
import { enterAdminArea, followScreenLang } from '../../lib/session/session-store.ts';
import { LanguageSwitch } from './language-switch.tsx';

/** The default layout of the sign-in screens: the app's name, the language switch, the screen. */
export function PublicLayout() {
  const t = useT();
  const lang = useLang();
  useState(() => enterAdminArea());
  // Server messages (wrong password…) come in the screen's language.
  followScreenLang(lang);
  return (
    <Container size={480} py={48} data-testid="public-layout">
      <Group justify="space-between" mb="xl">
        <Text fw={800} size="xl" c="red">
          {t('layout.appName')}
        </Text>
        <LanguageSwitch />
      </Group>
      <Outlet />
    </Container>
  );
}
