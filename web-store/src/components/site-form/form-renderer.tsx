import './site-form.css';
import '../../i18n/forms-catalogue.ts';
import { useMemo, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { FormGroup, PublicFormView } from '@cellar/shared/content/form';
import { activeLoop } from '@cellar/shared/content/form-shape';
import { checkFormAnswers, type AnswerValue, type FormAnswers } from '@cellar/shared/content/form-answers';
import {
  conditionData,
  formLogic,
  isShown,
  loopAnswers,
  loopBounds,
  repetitionData,
  type ConditionData,
} from '@cellar/shared/content/form-logic';
import type { MessageSent } from '@cellar/shared/content/message';
import { FieldMessages, FormProblem } from '../form-field.tsx';
import { apiBase } from '../../lib/api/store-api.ts';
import { fieldErrorsOf, problemOf } from '../../lib/api/problems.ts';
import { useLang } from '../../lib/i18n/lang.ts';
import { useT } from '../../lib/i18n/translate.ts';
import { answerMessage, initialAnswers, newRepetition } from './form-answer-state.ts';
import { FormInputField } from './form-input-field.tsx';

type Repetition = Record<string, AnswerValue>;
type Messages = Record<string, string[]>;

export interface FormRendererProps {
  form: PublicFormView;
  /** Sends the answers the form's rules passed (`POST /message`). */
  send: (answers: FormAnswers) => Promise<unknown>;
}

/**
 * A site's form as a visitor fills it: its groups, rows and inputs, the conditions applied as they type (shared's
 * form-logic, the server's own code), loops repeated within their bounds. Checked with `checkFormAnswers` before it
 * is sent, as the server checks it again; every message on its field, the server's too.
 */
export function FormRenderer({ form, send }: FormRendererProps) {
  const t = useT();
  const lang = useLang();
  const logic = useMemo(() => formLogic(form), [form]);
  const [answers, setAnswers] = useState<FormAnswers>(() => initialAnswers(form));
  const [messages, setMessages] = useState<Messages>({});
  const [tried, setTried] = useState(false);
  const submit = useMutation({
    mutationFn: send,
    onError: (error) => setMessages(fieldErrorsOf(error) as Messages),
  });

  const localMessages = (next: FormAnswers): Messages =>
    Object.fromEntries(
      Object.entries(checkFormAnswers(form, next).issues).map(([path, keys]) => [
        path,
        keys.map((key) => answerMessage(key, lang)),
      ]),
    );
  const update = (next: FormAnswers) => {
    setAnswers(next);
    if (tried) setMessages(localMessages(next));
  };
  const setTop = (key: string, value: AnswerValue) => update({ ...answers, [key]: value });
  const setRepetitions = (key: string, list: Repetition[]) => update({ ...answers, [key]: list });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    const checked = checkFormAnswers(form, answers);
    const found = localMessages(answers);
    setMessages(found);
    if (Object.keys(found).length === 0) submit.mutate(checked.answers);
  };

  if (submit.isSuccess)
    return (
      <div className="form-sent" role="status" data-testid="form-sent">
        <p>{t('forms.sent')}</p>
        <OfferedDocuments sent={submit.data} />
        <button
          type="button"
          className="button"
          onClick={() => {
            submit.reset();
            setTried(false);
            setMessages({});
            setAnswers(initialAnswers(form));
          }}
        >
          {t('forms.another')}
        </button>
      </div>
    );

  const data = conditionData(logic, answers);
  const idOf = (path: string) => `form-${form.id}-${path.replace(/\./g, '-')}`;
  const problem =
    Object.keys(messages).length > 0 ? t('forms.fix') : submit.isError ? problemOf(submit.error, t) : null;

  const rows = (
    group: FormGroup,
    scope: ConditionData,
    value: (key: string) => AnswerValue | undefined,
    set: (key: string, v: AnswerValue) => void,
    prefix: string,
  ) =>
    group.rows
      .filter((row) => isShown(logic, row.condition, scope))
      .map((row) => (
        <div key={row.id} className="form-row">
          {row.inputs
            .filter((input) => isShown(logic, input.condition, scope))
            .map((input) => (
              <FormInputField
                key={input.id}
                input={input}
                id={idOf(`${prefix}${input.key}`)}
                value={value(input.key)}
                onChange={(v) => set(input.key, v)}
                errors={messages[`${prefix}${input.key}`]}
              />
            ))}
        </div>
      ));

  return (
    <form className="form site-form" onSubmit={onSubmit} noValidate data-testid="site-form" aria-label={form.name}>
      <FormProblem message={problem} testId="form-problem" />
      {form.groups
        .filter((group) => isShown(logic, group.condition, data))
        .map((group) => {
          const loop = activeLoop(group);
          if (!loop)
            return (
              <fieldset key={group.id} className="form-group">
                {group.title && <legend>{group.title}</legend>}
                {rows(group, data, (key) => answers[key] as AnswerValue | undefined, setTop, '')}
              </fieldset>
            );
          const repetitions = loopAnswers(answers, loop);
          const { min, max } = loopBounds(loop);
          const inputs = group.rows.flatMap((row) => row.inputs);
          const entryName = loop.name || group.title;
          return (
            <fieldset
              key={group.id}
              className={`form-group form-loop form-loop-${(loop.type ?? 'BLOCK').toLowerCase()}`}
            >
              {group.title && <legend>{group.title}</legend>}
              <FieldMessages id={idOf(loop.key)} errors={messages[loop.key]} />
              {repetitions.map((repetition, index) => {
                const set = (key: string, v: AnswerValue) =>
                  setRepetitions(
                    loop.key,
                    repetitions.map((r, i) => (i === index ? { ...r, [key]: v } : r)),
                  );
                return (
                  <div
                    key={index}
                    className="form-repetition"
                    role="group"
                    aria-label={t('forms.entry', { name: entryName, n: index + 1 })}
                    data-testid={`form-repetition-${loop.key}-${index}`}
                  >
                    {rows(
                      group,
                      repetitionData(logic, group, data, repetition),
                      (key) => repetition[key],
                      set,
                      `${loop.key}.${index}.`,
                    )}
                    {repetitions.length > min && (
                      <button
                        type="button"
                        className="button button-quiet"
                        onClick={() =>
                          setRepetitions(
                            loop.key,
                            repetitions.filter((_, i) => i !== index),
                          )
                        }
                      >
                        {t('forms.removeEntry', { n: index + 1 })}
                      </button>
                    )}
                  </div>
                );
              })}
              {repetitions.length < max && (
                <button
                  type="button"
                  className="button"
                  data-testid={`form-add-${loop.key}`}
                  onClick={() => setRepetitions(loop.key, [...repetitions, newRepetition(inputs)])}
                >
                  {entryName ? t('forms.addNamedEntry', { name: entryName }) : t('forms.addEntry')}
                </button>
              )}
            </fieldset>
          );
        })}
      <button type="submit" className="button button-primary" disabled={submit.isPending} data-testid="form-submit">
        {submit.isPending ? t('forms.sending') : t('forms.send')}
      </button>
    </form>
  );
}

/** The documents the form offers its visitor once sent (the producer's templates marked so), while their links live. */
function OfferedDocuments({ sent }: { sent: unknown }) {
  const t = useT();
  // A type, not the zod schema: the form's chunk carries no zod (the server's answer is checked there).
  const offered = (sent as Partial<MessageSent> | undefined)?.documents;
  const documents = Array.isArray(offered) ? offered : [];
  if (documents.length === 0) return null;
  return (
    <div className="form-documents" data-testid="form-documents">
      <p>{t('forms.documents')}</p>
      <ul>
        {documents.map((document) => (
          <li key={document.downloadPath}>
            <a href={`${apiBase}${document.downloadPath}`} download>
              {t('forms.document', { name: document.name, extension: document.extension.toUpperCase() })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
