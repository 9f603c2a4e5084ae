import { Table, Text } from '@mantine/core';
import type { AnswerValue, FormAnswers } from '@cellar/shared/content/form-answers';
import { useMessagesT } from './messages-text.ts';

type Repetition = Record<string, AnswerValue>;
const isLoop = (value: unknown): value is Repetition[] =>
  Array.isArray(value) && value.some((item) => typeof item === 'object' && item !== null);

/**
 * A form answer by label (the form's labels at submission): one line per input, a loop's repetitions as a table
 * (one line each, a column per input), a choice by its label, a ticked box yes or no.
 */
export function MessageAnswers({ answers, labels }: { answers: FormAnswers; labels: Record<string, string> }) {
  const t = useMessagesT();
  const text = (value: AnswerValue | undefined, key: string): string => {
    if (value === undefined || value === null || value === '') return t('messages.detail.empty');
    if (typeof value === 'boolean') return value ? t('messages.detail.yes') : t('messages.detail.no');
    if (Array.isArray(value)) return value.map((v) => labels[`${key}=${v}`] ?? v).join(', ');
    return labels[`${key}=${value}`] ?? String(value);
  };
  const entries = Object.entries(answers);
  if (entries.length === 0) return <Text c="dimmed">{t('messages.detail.noAnswers')}</Text>;
  return (
    <Table withTableBorder withColumnBorders data-testid="message-answers">
      <Table.Tbody>
        {entries.map(([key, value]) => (
          <Table.Tr key={key}>
            <Table.Th w="30%" style={{ verticalAlign: 'top' }}>
              {labels[key] ?? key}
            </Table.Th>
            <Table.Td>
              {isLoop(value) ? (
                <LoopTable loopKey={key} repetitions={value} labels={labels} text={text} />
              ) : (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid={`answer-${key}`}>
                  {text(value as AnswerValue, key)}
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function LoopTable({
  loopKey,
  repetitions,
  labels,
  text,
}: {
  loopKey: string;
  repetitions: Repetition[];
  labels: Record<string, string>;
  text: (value: AnswerValue | undefined, key: string) => string;
}) {
  const t = useMessagesT();
  const columns = [...new Set(repetitions.flatMap((item) => Object.keys(item)))];
  return (
    <Table withTableBorder striped data-testid={`answer-${loopKey}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('messages.detail.repetition')}</Table.Th>
          {columns.map((column) => (
            <Table.Th key={column}>{labels[`${loopKey}.${column}`] ?? column}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {repetitions.map((item, index) => (
          <Table.Tr key={index}>
            <Table.Td>{index + 1}</Table.Td>
            {columns.map((column) => (
              <Table.Td key={column}>{text(item[column], `${loopKey}.${column}`)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
