import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  contactMessageIssues,
  type ContactMessageDraft,
  type ContactMessageField,
} from '@cellar/shared/content/message-rules';
import { messageMessages } from '@cellar/shared/i18n/messages/conversations';
import { FormProblem, TextField } from '../../../components/form-field.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { fieldErrorsOf, problemOf } from '../../../lib/api/problems.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import '../../../i18n/pages-catalogue.ts';

type Draft = Required<{ [K in ContactMessageField]: string }>;
const empty: Draft = { name: '', email: '', phone: '', subject: '', message: '' };

/**
 * The contact form of the 'contact-form' component when the admin chose no form of the site: name, e-mail, phone,
 * subject and message, checked with the server's own rules (shared's message-rules.ts) before `POST /message`, the
 * server's messages shown on their fields. A hidden field people never fill (`website`) tells robots apart.
 */
export function ContactMessageForm() {
  const t = useT();
  const lang = useLang();
  const api = useStoreApi();
  const [draft, setDraft] = useState<Draft>(empty);
  const [trap, setTrap] = useState('');
  const [tried, setTried] = useState(false);
  const send = useMutation({
    mutationFn: (body: ContactMessageDraft & { website: string }) => api.client.call('contactMessage', { body }),
  });

  const say = (key: string) =>
    (messageMessages as Record<string, Record<string, string>>)[key]?.[lang] ?? t('pages.contact.tooLong');
  const local = tried ? contactMessageIssues(draft) : {};
  const server = fieldErrorsOf(send.error);
  const errorsOf = (field: ContactMessageField): string[] | undefined => {
    const mine = local[field];
    if (mine) return [say(mine)];
    return send.isError ? server[field] : undefined;
  };
  const set = (field: ContactMessageField) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (send.isError) send.reset();
  };
  /** What each field takes from the draft: its label, value, messages and test id. */
  const fieldOf = (field: ContactMessageField) => ({
    label: t(`pages.contact.${field}`),
    value: draft[field],
    onChange: set(field),
    errors: errorsOf(field),
    testId: `contact-${field}`,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(contactMessageIssues(draft)).length > 0) return;
    send.mutate({ ...draft, website: trap });
  };

  if (send.isSuccess)
    return (
      <div className="form-sent" role="status" data-testid="contact-sent">
        <p>{t('pages.contact.sent')}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setDraft(empty);
            setTried(false);
            send.reset();
          }}
        >
          {t('pages.contact.another')}
        </button>
      </div>
    );

  const fieldProblem = send.isError && Object.keys(server).length === 0 ? problemOf(send.error, t) : null;
  return (
    <form
      className="form contact-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('pages.contact.formLabel')}
      data-testid="contact-form"
    >
      <FormProblem message={fieldProblem} testId="contact-problem" />
      <TextField {...fieldOf('name')} autoComplete="name" required />
      <TextField {...fieldOf('email')} type="email" inputMode="email" autoComplete="email" required />
      <TextField {...fieldOf('phone')} type="tel" inputMode="tel" autoComplete="tel" />
      <TextField {...fieldOf('subject')} />
      <TextField {...fieldOf('message')} multiline required />
      {/* The honeypot: out of sight and out of the tab order; a robot filling every field fills it. */}
      <div className="visually-hidden" aria-hidden="true">
        <label>
          {t('pages.contact.trap')}
          <input
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={trap}
            onChange={(event) => setTrap(event.target.value)}
          />
        </label>
      </div>
      <button type="submit" className="button button-primary" disabled={send.isPending} data-testid="contact-send">
        {send.isPending ? t('pages.contact.sending') : t('pages.contact.send')}
      </button>
    </form>
  );
}
