import { useState, type FormEvent } from 'react';
import { schemaErrorsByPath, type FieldErrors, type RuleSchema } from '../../../components/kit/field-errors.ts';
import { useFormSave } from '../../../components/kit/save-form.ts';
import type { FormState } from '../../../components/kit/dialog-form.tsx';
import { useLang } from '../../../lib/i18n/lang.ts';
import { useConditionsT } from './conditions-text.ts';

export interface ConditionsSaveOptions<B, R> {
  /** The shared rules of the body. */
  schema: RuleSchema;
  /** The body, from what the screen holds. */
  body: () => B;
  send: (body: B) => Promise<R>;
  onSaved: (saved: R) => void;
}

export interface ConditionsSave extends FormState {
  /** The messages by field path, the rules' or the server's. */
  errors: FieldErrors;
  /** Runs the rules on one field (as it is left). */
  check: (path: string) => void;
}

/**
 * The save of a conditions screen, whose editors keep their own values (no Mantine form): the shared rules
 * on save, then the kit's save; the server's messages on their fields, its message above only if none landed.
 */
export function useConditionsSave<B, R>({ schema, body, send, onSaved }: ConditionsSaveOptions<B, R>): ConditionsSave {
  const t = useConditionsT();
  const lang = useLang();
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useFormSave<B, R>(
    { send, success: t('conditions.saved'), onSaved, messageAbove: 'unplaced' },
    setErrors,
  );
  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const input = body();
    const found = schemaErrorsByPath(schema, input, lang);
    save.place(found, null);
    if (Object.keys(found).length === 0) save.run(input);
  };
  const check = (path: string) => {
    const found = schemaErrorsByPath(schema, body(), lang);
    setErrors((current) => {
      const next = { ...current };
      delete next[path];
      if (found[path]) next[path] = found[path];
      return next;
    });
  };
  return { onSubmit, pending: save.pending, formError: save.formError, errors, check };
}
