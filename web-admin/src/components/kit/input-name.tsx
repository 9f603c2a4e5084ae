import { ActionIcon, Anchor, Code, Popover, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/api/api-context.tsx';
import { helpMessagesQuery } from '../../lib/help-messages.ts';
import { useT } from '../../lib/i18n/i18n.ts';

/**
 * What an input shows under its label while input names are on (Ctrl/Cmd + Shift + O, spec 1 §2): its name, and the
 * super-admin's help message for that name when there is one — a LINK opens its page, a TEXT opens in a popover.
 * Inline elements only: Mantine renders a description in a paragraph.
 */
export function InputName({ name }: { name: string }) {
  const t = useT();
  const api = useApi();
  const messages = useQuery(helpMessagesQuery(api));
  const help = messages.data?.list.find((message) => message.identifier === name);
  return (
    <span data-testid={`input-name-${name}`}>
      <Code>{name}</Code>
      {help?.type === 'LINK' && (
        <Anchor href={help.message} target="_blank" rel="noopener noreferrer" size="xs" ml={6}>
          {t('inputName.openLink')}
        </Anchor>
      )}
      {help?.type === 'TEXT' && (
        <Popover width={280} withArrow shadow="md" position="bottom-start">
          <Popover.Target>
            <ActionIcon
              component="span"
              role="button"
              tabIndex={0}
              size="xs"
              variant="light"
              radius="xl"
              ml={6}
              aria-label={t('inputName.help', { name })}
              data-testid={`input-help-${name}`}
              onKeyDown={(event) => {
                // A span acting as a button: Enter and Space open it like a click.
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  event.currentTarget.click();
                }
              }}
            >
              ?
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <Text size="sm">{help.message}</Text>
          </Popover.Dropdown>
        </Popover>
      )}
    </span>
  );
}
