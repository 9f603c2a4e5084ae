import { ActionIcon, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { carrierRuleInputSchema, maxRuleLines } from '@cellar/shared/shipping/carriers';
import { readNumber } from '@cellar/shared/validation/numbers';
import { DialogForm } from '../../../components/kit/dialog-form.tsx';
import { schemaErrorsByPath } from '../../../components/kit/field-errors.ts';
import { RemoveIcon } from '../../../components/kit/row-icons.tsx';
import { useSaveForm, type SaveDialogProps } from '../../../components/kit/save-form.ts';
import type { CarrierRule, CarrierRuleBody } from '../api/carriers-api.ts';
import { useCarriersT } from './carrier-text.ts';

interface RuleLine {
  key: string;
  nbBottle: string;
  represent: string;
}
interface RuleValues {
  name: string;
  from: string;
  to: string;
  details: RuleLine[];
}

let lineKeys = 0;
const newLine = (nbBottle = '', represent = ''): RuleLine => ({ key: `line-${(lineKeys += 1)}`, nbBottle, represent });

function valuesOf(rule: CarrierRule | null): RuleValues {
  if (!rule) return { name: '', from: '', to: '', details: [newLine()] };
  return {
    name: rule.name,
    from: String(rule.from),
    to: String(rule.to),
    details: rule.details.map((d) => newLine(String(d.nbBottle), String(d.represent))),
  };
}

/** What the rules read (numbers as typed) and, with `numbers`, what is sent (spec 2 §5: a comma decimal becomes a
 * number). */
function ruleInput(values: RuleValues, numbers: boolean): Record<string, unknown> {
  const number = (value: string) => (value.trim() === '' ? undefined : numbers ? readNumber(value) : value.trim());
  return {
    name: values.name,
    from: number(values.from),
    to: number(values.to),
    details: values.details.map((line) => ({ nbBottle: number(line.nbBottle), represent: number(line.represent) })),
  };
}

export interface RuleModalProps extends SaveDialogProps<CarrierRuleBody> {
  /** The rule edited, or null to add one. */
  rule: CarrierRule | null;
}

/**
 * A carrier rule in a dialog (spec 1 §3 "Carrier rule", §5): its name, the range of bottle sizes it
 * applies to (from and to, in cl) and its lines "nbBottle bottles represent N bottles"; the rule's
 * messages of shared (`carrierRuleInputSchema`) under each field, the server's on the same fields.
 */
export function RuleModal({ rule, save, onSaved, onClose }: RuleModalProps) {
  const t = useCarriersT();
  const dialog = useSaveForm<RuleValues, unknown>({
    initialValues: valuesOf(rule),
    rules: (values, lang) => schemaErrorsByPath(carrierRuleInputSchema, ruleInput(values, false), lang),
    submit: (values) => save(ruleInput(values, true) as CarrierRuleBody),
    success: rule ? t('carriers.rules.updated') : t('carriers.rules.created'),
    onSaved,
    onClose,
    fields: ['name', 'from', 'to', 'details'],
    inputTestId: 'rule',
  });
  const { form, named } = dialog;
  const values = form.getValues();

  const removeLine = (index: number) => {
    form.removeListItem('details', index);
    // The lines moved up: their messages are checked again on save.
    form.setErrors(Object.fromEntries(Object.entries(form.errors).filter(([field]) => !field.startsWith('details.'))));
  };

  return (
    <DialogForm
      state={dialog}
      size="lg"
      title={rule ? t('carriers.rules.editTitle') : t('carriers.rules.addTitle')}
      testId="rule-modal"
      submitTestId="rule-submit"
    >
      <TextInput label={t('carriers.rules.name')} withAsterisk {...named('name')} />
      <SimpleGrid cols={2}>
        <TextInput
          label={t('carriers.rules.from')}
          withAsterisk
          inputMode="decimal"
          rightSection={<Text size="sm">{t('carriers.cl')}</Text>}
          {...named('from')}
        />
        <TextInput
          label={t('carriers.rules.to')}
          withAsterisk
          inputMode="decimal"
          rightSection={<Text size="sm">{t('carriers.cl')}</Text>}
          {...named('to')}
        />
      </SimpleGrid>
      <Stack gap="xs" data-testid="rule-lines">
        <Text size="sm" fw={500}>
          {t('carriers.rules.lines')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('carriers.rules.linesHelp')}
        </Text>
        {values.details.map((line, index) => (
          <Group key={line.key} align="flex-start" wrap="nowrap" data-testid={`rule-line-${index}`}>
            <TextInput
              label={t('carriers.rules.nbBottle')}
              inputMode="numeric"
              flex={1}
              {...named(`details.${index}.nbBottle`)}
            />
            <TextInput
              label={t('carriers.rules.represent')}
              inputMode="decimal"
              flex={1}
              {...named(`details.${index}.represent`)}
            />
            <ActionIcon
              mt={28}
              variant="subtle"
              color="red"
              onClick={() => removeLine(index)}
              aria-label={t('carriers.rules.removeLine', { line: index + 1 })}
              data-testid={`rule-remove-line-${index}`}
            >
              <RemoveIcon />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            disabled={values.details.length >= maxRuleLines}
            onClick={() => form.insertListItem('details', newLine())}
            data-testid="rule-add-line"
          >
            {t('carriers.rules.addLine')}
          </Button>
        </Group>
      </Stack>
    </DialogForm>
  );
}
