import { langs } from '@cellar/shared/i18n/lang';
import { mailKeys } from '@cellar/shared/mail/mail-keys';
import { mailModelProblems } from '@cellar/shared/mail/mail-models';
import { mailVariables, sampleVariables } from '@cellar/shared/mail/mail-variables';
import { describe, expect, it } from 'vitest';
import { defaultMailModels } from './default-models.ts';
import { renderMail } from './mail-composer.ts';
import { sanitizeMailHtml } from './sanitize.ts';

describe('the built-in mail models', () => {
  it('exist for every key in both languages and pass the rules with their mail’s variables', () => {
    for (const key of mailKeys) expect(mailModelProblems(defaultMailModels[key], mailVariables[key]), key).toEqual({});
  });

  it('render with their samples in both languages, in the layout with the health warning', () => {
    for (const key of mailKeys) {
      for (const lang of langs) {
        const mail = renderMail(
          defaultMailModels[key][lang],
          lang,
          sampleVariables(mailVariables[key], lang),
          'Domaine des Lilas',
        );
        expect(mail.subject, `${key} ${lang}`).not.toMatch(/\{\{|^\s*$/);
        expect(mail.text, `${key} ${lang}`).toContain(
          lang === 'fr_FR'
            ? 'L’abus d’alcool est dangereux pour la santé, à consommer avec modération.'
            : 'Alcohol abuse is dangerous for your health: drink responsibly.',
        );
        expect(mail.html).toContain('Domaine des Lilas');
      }
    }
  });

  it('are already what the allow-list keeps, apart from how it writes a line break', () => {
    for (const key of mailKeys)
      for (const lang of langs)
        expect(sanitizeMailHtml(defaultMailModels[key][lang].html), `${key} ${lang}`).toBe(
          defaultMailModels[key][lang].html.replace(/<br>/g, '<br />'),
        );
  });
});
