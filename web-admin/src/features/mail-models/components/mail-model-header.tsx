import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { MailKey } from '@cellar/shared/mail/mail-keys';
import type { MailModelDetail, MailScope } from '../api/mail-models-api.ts';
import { useMailModelsT } from './mail-models-text.ts';

/** The mail's name and key, the version shown, when and by whom it was last changed, the way back to the list. */
export function MailModelHeader({
  mailKey,
  model,
  scope,
  backTo,
}: {
  mailKey: MailKey | null;
  model?: MailModelDetail | undefined;
  scope: MailScope;
  backTo: string;
}) {
  const t = useMailModelsT();
  return (
    <Stack gap={4}>
      <Anchor component={Link} to={backTo} size="sm" data-testid="mail-back">
        ← {scope === 'site' ? t('mailModels.editor.back') : t('mailModels.editor.baseBack')}
      </Anchor>
      <Group gap="sm" align="center">
        <Title order={2}>{mailKey ? t(`mailModels.keys.${mailKey}`) : t('mailModels.add.title')}</Title>
        {mailKey && (
          <Text size="sm" c="dimmed" ff="monospace">
            {mailKey}
          </Text>
        )}
        {model && (
          <Badge
            variant="light"
            color={
              model.source === 'SITE'
                ? scope === 'site'
                  ? 'green'
                  : 'blue'
                : model.source === 'BASE'
                  ? 'blue'
                  : 'gray'
            }
            data-testid="mail-source"
          >
            {scope === 'site' ? t(`mailModels.source.${model.source}`) : t(`mailModels.baseSource.${model.source}`)}
          </Badge>
        )}
      </Group>
      {mailKey && (
        <Text size="sm" c="dimmed">
          {t(`mailModels.purposes.${mailKey}`)}
        </Text>
      )}
    </Stack>
  );
}
