import { Center, Loader } from '@mantine/core';
import { useT } from '../lib/i18n/i18n.ts';

export function PageLoader() {
  const t = useT();
  return (
    <Center mih={200} role="status" aria-label={t('common.loading')}>
      <Loader />
    </Center>
  );
}
