import type { FormEvent, MouseEvent, ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, type MantineColor, type MantineSize } from '@mantine/core';
import { useT } from '../../lib/i18n/i18n.ts';

/** What the form parts read of a form's save (`useSaveForm`, or `useFormSave` with its own submit). */
export interface FormState {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  formError: string | null;
}

export interface FormBodyProps {
  state: FormState;
  /** `data-testid` of the form; its message above is `<testId>-error` unless `errorTestId` names it. */
  testId?: string;
  errorTestId?: string;
  /** The save button's `data-testid`. */
  submitTestId: string;
  /** The save button's text: Save when absent. */
  submitLabel?: string;
  submitColor?: MantineColor;
  /** Title of the message above the form. */
  errorTitle?: string;
  /** No Cancel button without it. */
  onCancel?: (() => void) | undefined;
  /** Left of the buttons (a count, a note). */
  footerStart?: ReactNode;
  gap?: MantineSize;
  children: ReactNode;
}

/**
 * Pressing a button of the form keeps the focus in the field being edited (`onMouseDown`). Otherwise the
 * field is left on press, its rule's message appears under it, the buttons move down before the release,
 * and the click never happens.
 */
export const keepFieldFocus = (event: MouseEvent) => event.preventDefault();

/**
 * A form's submit kept to itself: a dialog opened from inside another form (the product form's detail
 * types) is in that form's React tree, through the portal, and React would send the submit on to it.
 */
export const ownSubmit =
  (onSubmit: (event: FormEvent<HTMLFormElement>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    onSubmit(event);
  };

/** The form of the kit without its dialog (a form on a screen, or in a dialog its screen owns). */
export function FormBody(props: FormBodyProps) {
  const { state, testId, submitTestId, submitLabel, submitColor, errorTitle, onCancel, footerStart } = props;
  const errorTestId = props.errorTestId ?? (testId ? `${testId}-error` : undefined);
  const t = useT();
  const buttons = (
    <Group gap="sm" justify="flex-end">
      {onCancel && (
        <Button variant="default" onClick={onCancel} disabled={state.pending} onMouseDown={keepFieldFocus}>
          {t('common.cancel')}
        </Button>
      )}
      <Button
        type="submit"
        color={submitColor}
        loading={state.pending}
        onMouseDown={keepFieldFocus}
        data-testid={submitTestId}
      >
        {submitLabel ?? t('common.save')}
      </Button>
    </Group>
  );
  return (
    <form onSubmit={ownSubmit(state.onSubmit)} noValidate data-testid={testId}>
      <Stack gap={props.gap ?? 'md'}>
        {state.formError && (
          <Alert color="red" title={errorTitle} data-testid={errorTestId}>
            {state.formError}
          </Alert>
        )}
        {props.children}
        {footerStart ? (
          <Group justify="space-between">
            {footerStart}
            {buttons}
          </Group>
        ) : (
          buttons
        )}
      </Stack>
    </form>
  );
}

export interface DialogFormProps extends Omit<FormBodyProps, 'testId' | 'errorTestId' | 'onCancel'> {
  /** The dialog closes on Cancel, on its close button and on Escape. */
  state: FormState & { close: (() => void) | undefined };
  title: ReactNode;
  size?: MantineSize | number | string;
  /** `data-testid` of the dialog; its message above the form is `<testId>-error`. */
  testId: string;
}

/**
 * A form in a dialog, the kit's: the dialog and its title, the form and its save (the save button
 * pending while the call runs), the message above the form (the server's, or those of fields the form
 * does not show), Cancel and Save. With `useSaveForm`:
 *
 *     const dialog = useSaveForm({ initialValues, rules, submit, success, onSaved, onClose, inputTestId: 'award' });
 *     <DialogForm state={dialog} title={…} testId="award-form" submitTestId="award-submit">
 *       <TextInput label={…} {...dialog.named('title')} />
 *     </DialogForm>
 */
export function DialogForm({ state, title, size, testId, ...body }: DialogFormProps) {
  const close = state.close ?? (() => undefined);
  return (
    <Modal opened onClose={close} size={size} title={title} data-testid={testId}>
      <FormBody state={state} onCancel={close} errorTestId={`${testId}-error`} {...body} />
    </Modal>
  );
}
