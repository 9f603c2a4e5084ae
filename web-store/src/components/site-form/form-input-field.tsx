import type { FormInput } from '@cellar/shared/content/form';
import type { AnswerValue } from '@cellar/shared/content/form-answers';
import { FieldMessages, RequiredMark } from '../form-field.tsx';
import { useT } from '../../lib/i18n/translate.ts';

export interface FormInputFieldProps {
  input: FormInput;
  /** Unique in the page: the control's id, its hint's and its errors' ids derive from it. */
  id: string;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  errors: readonly string[] | undefined;
}

const htmlTypes: Partial<Record<FormInput['inputType'], string>> = {
  TEXT: 'text',
  EMAIL: 'email',
  PHONE: 'tel',
  NUMBER: 'number',
  DATE: 'date',
};

/** The hover help of an input (spec 1 §3 "help … type HOVER"): its description as a tooltip, its title as a name. */
function Help({ input }: { input: FormInput }) {
  if (!input.help) return null;
  return (
    <span className="form-help" tabIndex={0} title={input.help.description} aria-label={input.help.title}>
      ?
    </span>
  );
}

/**
 * One input of a form, for its type: labelled, its hint and its messages read with it (`aria-describedby`), marked
 * invalid while it has messages. A heading or a paragraph only shows its text.
 */
export function FormInputField({ input, id, value, onChange, errors }: FormInputFieldProps) {
  const t = useT();
  if (input.inputType === 'TITLE') return <h3 className="form-title">{input.name}</h3>;
  if (input.inputType === 'PARAGRAPH') return <p className="form-paragraph">{input.text}</p>;

  const invalid = errors !== undefined && errors.length > 0;
  const hintId = input.text ? `${id}-hint` : '';
  const describedBy = [hintId, invalid ? `${id}-errors` : ''].filter(Boolean).join(' ') || undefined;
  const aria = {
    'aria-invalid': invalid || undefined,
    'aria-required': input.required || undefined,
    'aria-describedby': describedBy,
  };
  const hint = input.text ? (
    <p id={hintId} className="field-hint">
      {input.text}
    </p>
  ) : null;
  const label = (
    <>
      {input.name}
      <RequiredMark when={input.required} />
    </>
  );
  const wrap = `field${invalid ? ' field-invalid' : ''}`;
  const list = Array.isArray(value) ? value : [];
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';

  if (input.inputType === 'CHECKBOX')
    return (
      <div className={`${wrap} field-check`}>
        <label className="checkbox" htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            data-testid={`form-field-${id}`}
            {...aria}
          />
          <span>{label}</span>
        </label>
        <Help input={input} />
        {hint}
        <FieldMessages id={`${id}-errors`} errors={errors} />
      </div>
    );

  if (input.inputType === 'RADIO' || input.inputType === 'CHECKBOXES') {
    const many = input.inputType === 'CHECKBOXES';
    return (
      <fieldset className={wrap} {...aria} data-testid={`form-field-${id}`}>
        <legend>
          {label}
          <Help input={input} />
        </legend>
        {hint}
        {input.values.map((choice, index) => (
          <label key={choice.value} className="checkbox" htmlFor={`${id}-${index}`}>
            <input
              id={`${id}-${index}`}
              type={many ? 'checkbox' : 'radio'}
              name={id}
              value={choice.value}
              checked={many ? list.includes(choice.value) : text === choice.value}
              onChange={(event) =>
                onChange(
                  many
                    ? event.target.checked
                      ? [...list, choice.value]
                      : list.filter((v) => v !== choice.value)
                    : choice.value,
                )
              }
            />
            <span>{choice.label || choice.value}</span>
          </label>
        ))}
        <FieldMessages id={`${id}-errors`} errors={errors} />
      </fieldset>
    );
  }

  const control =
    input.inputType === 'TEXTAREA' ? (
      <textarea
        id={id}
        rows={4}
        value={text}
        placeholder={input.placeholder ?? undefined}
        {...aria}
        onChange={(event) => onChange(event.target.value)}
        data-testid={`form-field-${id}`}
      />
    ) : input.inputType === 'SELECT' ? (
      <select
        id={id}
        multiple={input.multiple}
        value={input.multiple ? list : text}
        onChange={(event) =>
          onChange(input.multiple ? [...event.target.selectedOptions].map((o) => o.value) : event.target.value)
        }
        data-testid={`form-field-${id}`}
        {...aria}
      >
        {!input.multiple && <option value="">{t('forms.choose')}</option>}
        {input.values.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label || choice.value}
          </option>
        ))}
      </select>
    ) : (
      <input
        id={id}
        type={htmlTypes[input.inputType] ?? 'text'}
        value={text}
        placeholder={input.placeholder ?? undefined}
        min={input.inputType === 'NUMBER' ? (input.min ?? undefined) : undefined}
        max={input.inputType === 'NUMBER' ? (input.max ?? undefined) : undefined}
        onChange={(event) => onChange(event.target.value)}
        data-testid={`form-field-${id}`}
        {...aria}
      />
    );
  return (
    <div className={wrap}>
      <label htmlFor={id}>{label}</label>
      <Help input={input} />
      {hint}
      {control}
      <FieldMessages id={`${id}-errors`} errors={errors} />
    </div>
  );
}
