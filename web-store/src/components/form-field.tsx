import { useId, type ReactNode } from 'react';

/** The messages of one field (the server's, in the shopper's language), tied to it by `aria-describedby`. */
export function FieldMessages({
  id,
  errors,
  alert = false,
}: {
  id: string;
  errors?: readonly string[];
  /** Said at once (a form without a summary above it). */ alert?: boolean;
}) {
  if (!errors || errors.length === 0) return null;
  return (
    <div id={id} className="field-errors" role={alert ? 'alert' : undefined}>
      {errors.map((message) => (
        <p key={message} className="field-error">
          {message}
        </p>
      ))}
    </div>
  );
}

/** The mark of a required field (the form says once what it means); hidden from screen readers, which hear
 * `aria-required`. */
export function RequiredMark({ when }: { when: boolean | undefined }) {
  return when ? <span aria-hidden="true"> *</span> : null;
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[];
  type?: 'text' | 'email' | 'tel' | 'password' | 'date';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  required?: boolean;
  hint?: string;
  multiline?: boolean;
  testId?: string;
  maxLength?: number;
}

/**
 * A labelled text field: its hint and its errors are read with it (`aria-describedby`), and it is
 * marked invalid while it has errors. Forms use `noValidate`: the messages are the server's.
 */
export function TextField({
  label,
  value,
  onChange,
  errors,
  type = 'text',
  autoComplete,
  inputMode,
  required,
  hint,
  multiline,
  testId,
  maxLength,
}: TextFieldProps) {
  const id = useId();
  const invalid = errors !== undefined && errors.length > 0;
  const describedBy = [hint ? `${id}-hint` : '', invalid ? `${id}-errors` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
    'data-testid': testId,
    maxLength,
    autoComplete,
  };
  return (
    <div className={`field${invalid ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        <RequiredMark when={required} />
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />
      )}
      <FieldMessages id={`${id}-errors`} errors={errors} />
    </div>
  );
}

/** A checkbox with its label beside it and its errors under it. */
export function CheckboxField({
  label,
  checked,
  onChange,
  errors,
  required,
  testId,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  errors?: readonly string[];
  required?: boolean;
  testId?: string;
}) {
  const id = useId();
  const invalid = errors !== undefined && errors.length > 0;
  return (
    <div className={`field field-check${invalid ? ' field-invalid' : ''}`}>
      <label className="checkbox" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          aria-describedby={invalid ? `${id}-errors` : undefined}
          data-testid={testId}
        />
        <span>
          {label}
          <RequiredMark when={required} />
        </span>
      </label>
      <FieldMessages id={`${id}-errors`} errors={errors} />
    </div>
  );
}

/** What went wrong with a form, above it: the server's message and, when given, the list of what to fix. */
export function FormProblem({
  message,
  details = [],
  testId,
}: {
  message: string | null;
  details?: readonly string[];
  testId?: string;
}) {
  if (!message) return null;
  const listed = details.filter((d) => d !== message);
  return (
    <div className="form-problem" role="alert" data-testid={testId}>
      <p>{message}</p>
      {listed.length > 0 && (
        <ul>
          {listed.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
