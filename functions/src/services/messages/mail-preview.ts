import type * as z from 'zod';
import type { mailRenderBodySchema } from '@cellar/shared/mail/mail-models';
import { mailVariables, sampleVariables } from '@cellar/shared/mail/mail-variables';
import type { SiteId } from '../../data/site-id.ts';
import { ValidationError } from '../../lib/errors.ts';
import { siteRepository } from '../../repositories/site-repository.ts';
import { platformName, renderMail, type RenderedMail } from '../mail/mail-composer.ts';
import { mailModelService } from './mail-model-service.ts';
import { subjectProblems, htmlProblems } from '@cellar/shared/mail/mail-models';

type RenderBody = z.output<typeof mailRenderBodySchema>;

/**
 * `POST /admin/mail/model/render`: the text being edited, filled with the variables' samples (the
 * super-admin's mail data over the code's) or the ones given, in the layout with the site's name:
 * what the mail would look like, with the same rules as a save (errors per field).
 */
export async function mailPreview(site: SiteId, body: RenderBody): Promise<RenderedMail> {
  const variables = await mailModelService.variablesOf(body.key);
  const errors: Record<string, ReturnType<typeof subjectProblems>> = {};
  const subject = subjectProblems(body.subject, variables);
  const html = htmlProblems(body.html, variables);
  if (subject.length) errors.subject = subject;
  if (html.length) errors.html = html;
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const shopName = site === 0 ? platformName : ((await siteRepository.get(site))?.name ?? '');
  const values = { ...sampleVariables(variables, body.lang), shopName, ...(body.variables ?? {}) };
  // A preview of a name not in the code's list would not be a preview of a real mail.
  for (const name of Object.keys(body.variables ?? {}))
    if (!mailVariables[body.key].some((v) => v.name === name))
      throw new ValidationError({ [`variables.${name}`]: ['mail.unknownVariable'] });
  return renderMail({ subject: body.subject, html: body.html }, body.lang, values, shopName);
}
