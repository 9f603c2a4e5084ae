import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import { serviceInputSchema, serviceIssues, type ServiceDraft } from './service.ts';

const complete: ServiceDraft = {
  title: 'Guided tasting',
  metaDescription: 'Taste five wines with the winemaker',
  price: 25,
  tags: ['Tasting'],
};
const add = { isAdd: true, hasImage: true };

describe('the Service rules (spec 1 §5)', () => {
  it('pass a complete service with an image', () => {
    expect(serviceIssues(complete, add)).toEqual({});
  });

  it('need a title', () => {
    expect(serviceIssues({ ...complete, title: ' ' }, add)).toEqual({ title: 'service.titleRequired' });
    expect(translate('service.titleRequired', 'en_US')).toBe('Title is required');
    expect(translate('service.titleRequired', 'fr_FR')).toBe('Le titre est obligatoire');
  });

  it('need a meta description', () => {
    expect(serviceIssues({ ...complete, metaDescription: '' }, add)).toEqual({
      metaDescription: 'service.metaDescriptionRequired',
    });
    expect(translate('service.metaDescriptionRequired', 'en_US')).toBe('Meta description cannot be empty');
    expect(translate('service.metaDescriptionRequired', 'fr_FR')).toBe('La méta-description ne peut pas être vide');
  });

  it('refuse a negative price: "Price must be a positive value"', () => {
    expect(serviceIssues({ ...complete, price: -2 }, add)).toEqual({ price: 'service.pricePositive' });
    expect(serviceIssues({ ...complete, price: '-0.5' }, add)).toEqual({ price: 'service.pricePositive' });
    expect(serviceIssues({ ...complete, price: '' }, add)).toEqual({ price: 'service.pricePositive' });
    expect(translate('service.pricePositive', 'en_US')).toBe('Price must be a positive value');
    expect(translate('service.pricePositive', 'fr_FR')).toBe('Le prix doit être une valeur positive');
  });

  it('allow -1 (on request) and 0', () => {
    expect(serviceIssues({ ...complete, price: -1 }, add)).toEqual({});
    expect(serviceIssues({ ...complete, price: '0' }, add)).toEqual({});
    expect(serviceIssues({ ...complete, price: '12,50' }, add)).toEqual({});
  });

  it('need a tag: "A tag is required"', () => {
    expect(serviceIssues({ ...complete, tags: [] }, add)).toEqual({ tags: 'service.tagRequired' });
    expect(serviceIssues({ ...complete, tags: ['  '] }, add)).toEqual({ tags: 'service.tagRequired' });
    expect(translate('service.tagRequired', 'en_US')).toBe('A tag is required');
    expect(translate('service.tagRequired', 'fr_FR')).toBe('Un tag est obligatoire');
  });

  it('need an image on ADD only', () => {
    expect(serviceIssues(complete, { isAdd: true, hasImage: false })).toEqual({ images: 'service.imageRequired' });
    expect(serviceIssues(complete, { isAdd: false, hasImage: false })).toEqual({});
    expect(translate('service.imageRequired', 'fr_FR')).toBe('Une image est obligatoire');
  });

  it('answer every failing field at once', () => {
    expect(Object.keys(serviceIssues({}, { isAdd: true, hasImage: false })).sort()).toEqual([
      'images',
      'metaDescription',
      'price',
      'tags',
      'title',
    ]);
  });
});

describe('the service body', () => {
  it('reads a multipart body: price as text, one tag as text, trimmed and distinct tags', () => {
    const one = serviceInputSchema.parse({ title: ' Visit ', metaDescription: 'm', price: '-1', tags: 'Visit' });
    expect(one).toMatchObject({ title: 'Visit', price: -1, tags: ['Visit'], imageMeta: [], valid: null });
    expect(serviceInputSchema.parse({ tags: [' A ', 'A', '', 'B'] }).tags).toEqual(['A', 'B']);
  });

  it('refuses an image meta naming no file and no kept image', () => {
    const parsed = serviceInputSchema.safeParse({ imageMeta: [{ alt: 'x' }] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['imageMeta.0']);
  });
});
