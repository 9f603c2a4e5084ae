import { randomUUID } from 'node:crypto';
import {
  productTemplateTypes,
  templateExtensionOf,
  type ProductTemplateUpload,
  type ProductTemplateView,
} from '@cellar/shared/catalog/product-template';
import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import type { SiteId } from '../../data/site-id.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import type { BinaryBody } from '../../lib/binary-body.ts';
import {
  productTemplateRepository,
  type ProductTemplateRecord,
} from '../../repositories/product-template-repository.ts';
import { assertTemplateContent } from '../common/template-content.ts';

const view = ({ key: _key, ...record }: ProductTemplateRecord): ProductTemplateView => record;

export const productTemplateService = {
  /** `GET /admin/product/template`: the site's templates, newest first unless sorted otherwise. */
  async list(site: SiteId, query: ListQuery): Promise<{ templates: ProductTemplateView[]; total: number }> {
    const rows = (await productTemplateRepository.all(site)).map(view).sort((a, b) => b.id - a.id);
    const { items, total } = applyListQuery(rows, query);
    return { templates: items, total };
  },

  /** Stores the file (content checked against its extension), then the item; a failed item removes the file. */
  async upload(site: SiteId, input: ProductTemplateUpload): Promise<ProductTemplateView> {
    const extension = templateExtensionOf(input.file.filename);
    if (!extension) throw new ValidationError({ file: ['template.invalidType'] });
    assertTemplateContent(extension, input.file.data);
    const contentType = productTemplateTypes[extension];
    const record: ProductTemplateRecord = {
      id: await productTemplateRepository.nextId(site),
      name: input.name,
      filename: input.file.filename,
      extension,
      contentType,
      size: input.file.data.byteLength,
      key: productTemplateRepository.fileKey(site, randomUUID(), extension),
      createdAt: new Date().toISOString(),
    };
    await productTemplateRepository.putFile(record.key, input.file.data, contentType);
    try {
      await productTemplateRepository.create(site, record);
    } catch (error) {
      await productTemplateRepository
        .removeFile(record.key)
        .catch((e: Error) => logger.warn('template file not removed', { key: record.key, error: e.message }));
      throw error;
    }
    return view(record);
  },

  /** The file as the binary answer of `GET /admin/product/template/{id}/download` (at most 4 MB: it fits Lambda's
   * answer). */
  async download(site: SiteId, id: number): Promise<BinaryBody> {
    const record = await productTemplateRepository.get(site, id);
    if (!record) throw new NotFoundError('template.notFound');
    const file = await productTemplateRepository.getFile(record.key);
    if (!file) {
      logger.warn('template file missing', { site, id, key: record.key });
      throw new NotFoundError('template.notFound');
    }
    return {
      data: file.data,
      contentType: record.contentType,
      filename: record.filename,
      disposition: 'attachment',
      cacheControl: 'private, no-store',
    };
  },

  /** The item goes first (never an item without its file); a file left behind is only an orphan object. */
  async remove(site: SiteId, id: number): Promise<void> {
    const record = await productTemplateRepository.delete(site, id);
    if (!record) throw new NotFoundError('template.notFound');
    await productTemplateRepository
      .removeFile(record.key)
      .catch((error: Error) => logger.warn('template file not removed', { key: record.key, error: error.message }));
  },
};
