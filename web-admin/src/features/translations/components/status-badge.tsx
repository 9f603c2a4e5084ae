import { Badge } from '@mantine/core';
import type { TranslationStatus } from '@cellar/shared/translations/translation';
import { useTranslationsT } from './translations-text.ts';

const colours: Record<TranslationStatus, string> = { MISSING: 'red', OUTDATED: 'orange', CURRENT: 'green' };

/** A unit's state in the language: missing, outdated (its source changed since), up to date. */
export function TranslationStatusBadge({ status }: { status: TranslationStatus }) {
  const t = useTranslationsT();
  return (
    <Badge color={colours[status]} variant="light" data-testid={`status-${status}`}>
      {t(`translations.statuses.${status}`)}
    </Badge>
  );
}
