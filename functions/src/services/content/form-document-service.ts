import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  formTemplateContentType,
  type FormDocumentExtension,
  type FormObjectType,
  type FormTemplateCreate,
  type FormTemplateList,
  type FormTemplateUpdate,
  type FormTemplateView,
  type OfferedDocument,
} from '@cellar/shared/content/form-template';
import { formObject, formPlaceholders } from '@cellar/shared/content/form-object';
import { parseLang, type Lang } from '@cellar/shared/i18n/lang';
import { isMessageKey, translate, type MessageKey } from '@cellar/shared/i18n/messages';
import type { SiteId } from '../../data/site-id.ts';
import { docxParagraphs, fillDocx, TemplateFillError, type TemplateTagIssue } from '../../documents/form-docx.ts';
import { formPdf } from '../../documents/form-pdf.ts';
import { ConflictError, NotFoundError, ValidationError, withDetails } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import type { BinaryBody } from '../../lib/binary-body.ts';
import { getForm, type FormRecord } from '../../repositories/form-repository.ts';
import {
  FormTemplateChanged,
  formTemplateRepository,
  type FormTemplateRecord,
} from '../../repositories/form-template-repository.ts';
import { getMessage, type MessageRecord } from '../../repositories/message-repository.ts';
import { siteRepository } from '../../repositories/site-repository.ts';
import { contentMatches } from '../common/file-content.ts';

/** A document offered to a visitor can be downloaded this long after the form is sent. */
const offerSeconds = 60 * 60;

const view = ({ key: _key, ...record }: FormTemplateRecord): FormTemplateView => record;

const pdfType = 'application/pdf';

async function formOf(site: SiteId, idForm: number): Promise<FormRecord> {
  const form = await getForm(site, idForm);
  if (!form) throw new NotFoundError('formTemplate.formNotFound');
  return form;
}

async function find(site: SiteId, idForm: number, id: number): Promise<FormTemplateRecord> {
  const template = await formTemplateRepository.get(site, idForm, id);
  if (!template) throw new NotFoundError('formTemplate.notFound');
  return template;
}

/** The site's default language: the documents speak it whoever asks (Yes/No, dates). */
async function siteLang(site: SiteId): Promise<Lang> {
  return parseLang((await siteRepository.get(site))?.defaultLang);
}

/** One faulty tag in the request's language, named (docxtemplater's words when no message of ours fits). */
function tagIssueText(issue: TemplateTagIssue, lang: Lang): string {
  if (issue.tag === '') return translate('formTemplate.unreadable', lang);
  const key = `formTemplate.tag.${issue.id}`;
  return isMessageKey(key)
    ? translate(key, lang, { tag: issue.tag })
    : translate('formTemplate.tag.other', lang, { tag: issue.tag, explanation: issue.explanation });
}

/**
 * A template refused: the message says a tag is faulty; `errors.file` names each faulty tag (already translated:
 * the words carry the tag's name, which no message key can), `data.tags` lists them for a program.
 */
function templateRefused(error: TemplateFillError, lang: Lang): ValidationError {
  const named = error.issues.map((issue) => tagIssueText(issue, lang) as MessageKey);
  const refusal = new ValidationError({ file: named }, 'formTemplate.invalidTemplate');
  return withDetails(refusal, { tags: error.issues.map(({ tag, explanation }) => ({ tag, explanation })) });
}

/** The bytes must be a Word package whose tags docxtemplater can read (checked on upload, not at the first use). */
function assertDocx(data: Uint8Array, lang: Lang): void {
  if (!contentMatches(data, 'docx')) throw new ValidationError({ file: ['formTemplate.contentMismatch'] });
  try {
    fillDocx(data, {});
  } catch (error) {
    if (error instanceof TemplateFillError) throw templateRefused(error, lang);
    throw error;
  }
}

async function write(site: SiteId, previous: FormTemplateRecord | null, next: FormTemplateRecord): Promise<void> {
  try {
    await formTemplateRepository.save(site, previous, next);
  } catch (error) {
    if (error instanceof FormTemplateChanged) throw new ConflictError('common.conflict');
    throw error;
  }
}

const dropFile = (key: string) =>
  formTemplateRepository
    .removeFile(key)
    .catch((error: Error) => logger.warn('form template file not removed', { key, error: error.message }));

async function formMessage(site: SiteId, id: number): Promise<MessageRecord> {
  const message = await getMessage(site, id);
  if (!message) throw new NotFoundError('formDocument.messageNotFound');
  if (message.kind !== 'FORM' || message.idForm === null) throw new ValidationError({}, 'formDocument.notAForm');
  return message;
}

interface Generated {
  data: Uint8Array;
  filename: string;
  contentType: string;
}

/** Fills `template` with the message's answers, as DOCX or as the PDF of the same text. */
async function generate(
  site: SiteId,
  message: MessageRecord,
  template: FormTemplateRecord,
  extension: FormDocumentExtension,
  requestLang: Lang,
): Promise<Generated> {
  const [form, file, lang] = await Promise.all([
    getForm(site, template.idForm),
    formTemplateRepository.getFile(template.key),
    siteLang(site),
  ]);
  if (!file) {
    logger.warn('form template file missing', { site, id: template.id, key: template.key });
    throw new NotFoundError('formTemplate.notFound');
  }
  const object = formObject(form, message, 'docx', lang);
  const yes = translate('formDocument.yes', lang);
  const no = translate('formDocument.no', lang);
  let docx: Uint8Array;
  try {
    docx = fillDocx(file.data, object, { yes, no });
  } catch (error) {
    if (error instanceof TemplateFillError) throw templateRefused(error, requestLang);
    throw error;
  }
  const base = `${template.name} - ${message.id}`;
  if (extension === 'docx') return { data: docx, filename: `${base}.docx`, contentType: formTemplateContentType };
  const { pdf } = await formPdf(docxParagraphs(docx), {
    title: template.name,
    footer: [message.formName, template.name, `#${message.id}`].filter(Boolean).join(' · '),
    lang,
  });
  return { data: pdf, filename: `${base}.pdf`, contentType: pdfType };
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Form document templates (spec 1 §3, spec 2 §7 "Forms and messages"), the filled documents, the visitor's links. */
export const formDocumentService = {
  /** `GET /admin/forms/{id}/template`: the form's templates (oldest first) and the tags its answers fill. */
  async list(site: SiteId, idForm: number): Promise<FormTemplateList> {
    const [form, templates] = await Promise.all([formOf(site, idForm), formTemplateRepository.ofForm(site, idForm)]);
    return { templates: templates.sort((a, b) => a.id - b.id).map(view), placeholders: formPlaceholders(form) };
  },

  /** `POST /admin/forms/{id}/template`: the DOCX checked (a Word package, readable tags), stored privately. */
  async create(site: SiteId, idForm: number, input: FormTemplateCreate, lang: Lang): Promise<FormTemplateView> {
    await formOf(site, idForm);
    assertDocx(input.file.data, lang);
    const now = new Date().toISOString();
    const record: FormTemplateRecord = {
      id: await formTemplateRepository.nextId(site),
      idForm,
      name: input.name,
      filename: input.file.filename,
      size: input.file.data.byteLength,
      offered: input.offered,
      key: formTemplateRepository.fileKey(site, idForm, randomUUID()),
      createdAt: now,
      updatedAt: now,
    };
    await formTemplateRepository.putFile(record.key, input.file.data, formTemplateContentType);
    try {
      await write(site, null, record);
    } catch (error) {
      await dropFile(record.key);
      throw error;
    }
    return view(record);
  },

  /** `PUT /admin/forms/{id}/template/{templateId}`: rename, offer or not, replace the file (the old one removed). */
  async update(
    site: SiteId,
    idForm: number,
    id: number,
    input: FormTemplateUpdate,
    lang: Lang,
  ): Promise<FormTemplateView> {
    const previous = await find(site, idForm, id);
    if (input.file) assertDocx(input.file.data, lang);
    const next: FormTemplateRecord = {
      ...previous,
      name: input.name ?? previous.name,
      offered: input.offered ?? previous.offered,
      updatedAt: new Date().toISOString(),
    };
    if (input.file) {
      next.key = formTemplateRepository.fileKey(site, idForm, randomUUID());
      next.filename = input.file.filename;
      next.size = input.file.data.byteLength;
      await formTemplateRepository.putFile(next.key, input.file.data, formTemplateContentType);
    }
    try {
      await write(site, previous, next);
    } catch (error) {
      if (next.key !== previous.key) await dropFile(next.key);
      throw error;
    }
    if (next.key !== previous.key) await dropFile(previous.key);
    return view(next);
  },

  /** `DELETE /admin/forms/{id}/template/{templateId}`: the item first (never an item without its file). */
  async remove(site: SiteId, idForm: number, id: number): Promise<void> {
    const record = await formTemplateRepository.delete(site, idForm, id);
    if (!record) throw new NotFoundError('formTemplate.notFound');
    await dropFile(record.key);
  },

  /** Every template of a deleted form goes with it (called by the form's deletion). */
  async removeAll(site: SiteId, idForm: number): Promise<void> {
    for (const record of await formTemplateRepository.ofForm(site, idForm)) {
      await formTemplateRepository.delete(site, idForm, record.id);
      await dropFile(record.key);
    }
  },

  /** `GET /admin/message/{id}/form-to-object/{type}`: the object a template is filled with (`docx`) or raw (`json`). */
  async formToObject(site: SiteId, idMessage: number, type: FormObjectType): Promise<Record<string, unknown>> {
    const message = await formMessage(site, idMessage);
    const [form, lang] = await Promise.all([getForm(site, message.idForm!), siteLang(site)]);
    return formObject(form, message, type, lang);
  },

  /** `GET /admin/message/{id}/generate-file/docx/template/{idTemplate}/{docx|pdf}`: the filled document. */
  async generateFile(
    site: SiteId,
    idMessage: number,
    idTemplate: number,
    extension: FormDocumentExtension,
    lang: Lang,
  ): Promise<BinaryBody> {
    const message = await formMessage(site, idMessage);
    const template = await find(site, message.idForm!, idTemplate);
    const document = await generate(site, message, template, extension, lang);
    return { ...document, disposition: 'attachment', cacheControl: 'private, no-store' };
  },

  /**
   * The documents a visitor may download right after sending `message`: one DOCX and one PDF per template of its
   * form marked `offered`, each behind an unguessable token that works for an hour (only its hash is stored).
   */
  async offer(site: SiteId, message: Pick<MessageRecord, 'id' | 'idForm'>): Promise<OfferedDocument[]> {
    if (message.idForm === null) return [];
    const templates = (await formTemplateRepository.ofForm(site, message.idForm)).filter((t) => t.offered);
    const expiresAt = Math.floor(Date.now() / 1000) + offerSeconds;
    const offered: OfferedDocument[] = [];
    for (const template of templates.sort((a, b) => a.id - b.id)) {
      for (const extension of ['pdf', 'docx'] as const) {
        const token = randomBytes(24).toString('base64url');
        await formTemplateRepository.putToken(site, tokenHash(token), {
          idMessage: message.id,
          idTemplate: template.id,
          extension,
          expiresAt,
        });
        offered.push({ name: template.name, extension, downloadPath: `/forms/file/download/${token}?idSite=${site}` });
      }
    }
    return offered;
  },

  /** `GET /forms/file/download/{token}`: an offered document while its token lives; anything else is not found. */
  async download(site: SiteId, token: string, lang: Lang): Promise<BinaryBody> {
    const offered = await formTemplateRepository.getToken(site, tokenHash(token));
    if (!offered || offered.expiresAt * 1000 < Date.now()) throw new NotFoundError('formDocument.notFound');
    const message = await getMessage(site, offered.idMessage);
    const template = message?.idForm
      ? await formTemplateRepository.get(site, message.idForm, offered.idTemplate)
      : null;
    if (!message || !template?.offered) throw new NotFoundError('formDocument.notFound');
    const document = await generate(site, message, template, offered.extension, lang);
    return { ...document, disposition: 'attachment', cacheControl: 'private, no-store' };
  },
};

/** For the form's deletion (FORMS): removes every template of the form and its file. */
export const deleteFormTemplates = (site: SiteId, idForm: number): Promise<void> =>
  formDocumentService.removeAll(site, idForm);
