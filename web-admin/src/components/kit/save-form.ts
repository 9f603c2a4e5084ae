import { createElement, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, type GetInputPropsReturnType, type UseFormReturnType } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { Lang } from '@cellar/shared/i18n/lang';
import { errorMessage, isApiError, isRequestDropped, type ApiErrorLike } from '../../lib/api/errors.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { useLang } from '../../lib/i18n/lang.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { toast } from '../../lib/toast.ts';
import { serverErrors, type FieldErrors } from './field-errors.ts';
import type { ImageItem } from './images-field.tsx';
import { InputName } from './input-name.tsx';

/** How a form's save goes: the call, what follows it, and where the server's refusals show. */
export interface SaveOptions<I, R> {
  /** The call (a react-query mutation runs it). */
  send: (input: I) => Promise<R>;
  /** The toast of a save (none when absent). */
  success?: string | ((result: R, input: I) => string) | undefined;
  /** A dialog closes after a save (before `onSaved`, which may open what comes next); Cancel closes it too. */
  onClose?: (() => void) | undefined;
  /**
   * After a save: lists refreshed, the next screen opened. The form stays pending until the promise it may
   * return settles (a screen reads its lists again before it moves on).
   */
  onSaved?: ((result: R, input: I) => unknown) | undefined;
  /**
   * The fields the form shows (a server name's first part: `grapes` shows `grapes.0.percent`); a message
   * for any other goes above the form. All shown when absent; a function when they change with the values.
   */
  fields?: Iterable<string> | (() => Iterable<string>) | undefined;
  /** The server's field names as the form names its inputs (`translations.fr_FR` typed in `fr_FR`). */
  mapErrors?: (errors: FieldErrors, error: ApiErrorLike) => FieldErrors;
  /**
   * Above the form, besides the messages of fields it does not show: the server's message `always` (the
   * default), or only when none of its messages landed on a field (`unplaced`: a message is not said twice).
   */
  messageAbove?: 'always' | 'unplaced';
  /** A refusal the form handles itself (a conflict that reloads the screen): true when handled. */
  onError?: (error: unknown, message: string) => boolean | void;
}

/** What a screen gives a dialog that saves (the call, which the screen chooses: add or update), and closing. */
export interface SaveDialogProps<Body, Result = unknown> {
  save: (body: Body) => Promise<Result>;
  /** After a save, the dialog closed (the screen's lists refreshed). */
  onSaved: (result: Result) => void;
  onClose: () => void;
}

export interface FormSave<I> {
  /** Sends `input` (the form's rules already passed). */
  run: (input: I) => void;
  pending: boolean;
  /** The message above the form, if any. */
  formError: string | null;
  /** Puts messages on the fields the form shows, the others (or `fallback`) above it. */
  place: (errors: FieldErrors, fallback: string | null) => void;
  close: (() => void) | undefined;
}

const fieldOf = (path: string) => path.split('.')[0]!;

/**
 * The save of a form, for forms that keep their own values (a Mantine form goes through `useSaveForm`):
 * the call as a mutation and its pending state, the success toast, closing, then `onSaved`; a refusal
 * as a toast, its field messages on the fields (`setErrors`), the rest above the form.
 */
export function useFormSave<I, R>(options: SaveOptions<I, R>, setErrors: (errors: FieldErrors) => void): FormSave<I> {
  const t = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const place = (errors: FieldErrors, fallback: string | null) => {
    const fields = typeof options.fields === 'function' ? options.fields() : options.fields;
    const shown = fields ? new Set([...fields].map(fieldOf)) : null;
    setErrors(errors);
    const others = Object.entries(errors).filter(([field]) => shown !== null && !shown.has(fieldOf(field)));
    const placed = Object.keys(errors).length - others.length;
    if (others.length > 0) setFormError(others.map(([, message]) => message).join(' '));
    else setFormError(options.messageAbove === 'unplaced' && placed > 0 ? null : fallback);
  };

  const mutation = useMutation({
    mutationFn: options.send,
    onSuccess: async (result, input) => {
      const text = typeof options.success === 'function' ? options.success(result, input) : options.success;
      if (text) toast('success', text);
      options.onClose?.();
      await options.onSaved?.(result, input);
    },
    onError: (error) => {
      if (isRequestDropped(error)) return;
      const message = errorMessage(error, t('error.generic'));
      toast('error', message);
      if (options.onError?.(error, message) === true) return;
      if (!isApiError(error)) return setFormError(message);
      const errors = serverErrors(error.fieldErrors);
      place(options.mapErrors ? options.mapErrors(errors, error) : errors, message);
    },
  });

  const run = (input: I) => {
    setFormError(null);
    mutation.mutate(input);
  };
  return { run, pending: mutation.isPending, formError, place, close: options.onClose };
}

export interface SaveFormOptions<V extends object, R> extends Omit<SaveOptions<V, R>, 'send'> {
  initialValues: V;
  /** The form's rules (a shared schema's, through `schemaErrors`), run as a field is left and on save. */
  rules?: (values: V, lang: Lang) => FieldErrors;
  /** The call, from the values the rules passed. */
  submit: (values: V) => Promise<R>;
  /** Inputs are named `data-testid="<inputTestId>-<path>"` by `named` (`input-<path>` when absent). */
  inputTestId?: string;
  /** Rules on blur too (the default), or on save only. */
  validateInputOnBlur?: boolean;
}

export interface SaveForm<V> extends Omit<FormSave<V>, 'run' | 'place'> {
  form: UseFormReturnType<V>;
  /**
   * An input's props: value, change and error of `path`, its test id, and as its description the input
   * name and its help message (Ctrl/Cmd + Shift + O) or else `help`. A boolean value gives a checkbox's props.
   */
  named: (path: string, help?: string) => GetInputPropsReturnType & NamedProps;
  /** An `ImagesField`'s value, change (its message cleared), error and disabled state, for the list at `path`. */
  imagesAt: (path: string) => ImagesAtProps;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
}

export interface ImagesAtProps {
  value: ImageItem[];
  onChange: (items: ImageItem[]) => void;
  error: string | undefined;
  disabled: boolean;
}

interface NamedProps {
  description: ReactNode;
  'data-testid': string;
}

const valueAt = (values: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], values);

/**
 * A form that saves, for dialogs (`DialogForm`) and screens alike: the Mantine form with its rules,
 * `named` for its inputs, and the save of `useFormSave` on submit. The rules' messages on fields the
 * form does not show go above it too.
 */
export function useSaveForm<V extends object, R>(options: SaveFormOptions<V, R>): SaveForm<V> {
  const { initialValues, rules, submit, inputTestId = 'input', validateInputOnBlur = true, ...saveOptions } = options;
  const lang = useLang();
  const { showInputNames } = useSession();
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: rules ? (values) => rules(values, lang) : {},
    validateInputOnBlur,
  });
  const save = useFormSave<V, R>({ ...saveOptions, send: submit }, form.setErrors);
  const onSubmit = form.onSubmit(save.run, (errors) => save.place(errors as FieldErrors, null));
  const named = (path: string, help?: string) => ({
    description: showInputNames ? createElement(InputName, { name: path }) : help,
    'data-testid': `${inputTestId}-${path}`,
    ...form.getInputProps(path, typeof valueAt(form.getValues(), path) === 'boolean' ? { type: 'checkbox' } : {}),
  });
  const imagesAt = (path: string): ImagesAtProps => ({
    value: valueAt(form.getValues(), path) as ImageItem[],
    onChange: (items) => {
      form.setFieldValue(path, items as never);
      form.clearFieldError(path);
    },
    error: form.errors[path] as string | undefined,
    disabled: save.pending,
  });
  return { form, named, imagesAt, onSubmit, pending: save.pending, formError: save.formError, close: save.close };
}
