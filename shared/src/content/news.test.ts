import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import { newsInputSchema, newsIssues, richTextIsBlank, type NewsDraft } from './news.ts';

const complete: NewsDraft = {
  title: 'Harvest',
  metaDescription: 'The harvest has begun',
  description: '<p>The first grapes are in.</p>',
};
const off = { shortDescriptionRequired: false, hasImage: true };

describe('the News rules (spec 1 §5)', () => {
  it('pass a complete news item with an image', () => {
    expect(newsIssues(complete, off)).toEqual({});
  });

  it('need a title', () => {
    expect(newsIssues({ ...complete, title: '  ' }, off)).toEqual({ title: 'news.titleRequired' });
    expect(translate('news.titleRequired', 'en_US')).toBe('Title is required');
    expect(translate('news.titleRequired', 'fr_FR')).toBe('Le titre est obligatoire');
  });

  it('need a meta description: "Meta description cannot be empty"', () => {
    expect(newsIssues({ ...complete, metaDescription: '' }, off)).toEqual({
      metaDescription: 'news.metaDescriptionRequired',
    });
    expect(translate('news.metaDescriptionRequired', 'en_US')).toBe('Meta description cannot be empty');
    expect(translate('news.metaDescriptionRequired', 'fr_FR')).toBe('La méta-description ne peut pas être vide');
  });

  it('need a short description only when the site has the option on: "You must provide a short description"', () => {
    expect(newsIssues(complete, off)).toEqual({});
    expect(newsIssues(complete, { ...off, shortDescriptionRequired: true })).toEqual({
      shortDescription: 'news.shortDescriptionRequired',
    });
    expect(
      newsIssues({ ...complete, shortDescription: 'Picked by hand' }, { ...off, shortDescriptionRequired: true }),
    ).toEqual({});
    expect(translate('news.shortDescriptionRequired', 'en_US')).toBe('You must provide a short description');
    expect(translate('news.shortDescriptionRequired', 'fr_FR')).toBe('Vous devez fournir une description courte');
  });

  it('need a description with visible text (an empty paragraph is none)', () => {
    expect(newsIssues({ ...complete, description: '<p> &nbsp;</p>' }, off)).toEqual({
      description: 'news.descriptionRequired',
    });
    expect(translate('news.descriptionRequired', 'fr_FR')).toBe('La description est obligatoire');
  });

  it('need an image unless a static file is set', () => {
    const noImage = { ...off, hasImage: false };
    expect(newsIssues(complete, noImage)).toEqual({ image: 'news.imageRequired' });
    expect(newsIssues({ ...complete, idStaticFile: '12' }, noImage)).toEqual({});
    expect(newsIssues({ ...complete, idStaticFile: 12 }, noImage)).toEqual({});
    expect(translate('news.imageRequired', 'en_US')).toBe('An image is required unless a static file is set');
  });

  it('answer every failing field at once', () => {
    expect(Object.keys(newsIssues({}, { shortDescriptionRequired: true, hasImage: false })).sort()).toEqual([
      'description',
      'image',
      'metaDescription',
      'shortDescription',
      'title',
    ]);
  });
});

describe('the news body', () => {
  const png = { filename: 'a.png', contentType: 'image/png', size: 4, data: new Uint8Array([137, 80, 78, 71]) };

  it('reads a multipart body: texts trimmed, flags from text, a static file id as a number', () => {
    expect(
      newsInputSchema.parse({ ...complete, title: ' Harvest ', promoted: 'true', idStaticFile: '12', image: png }),
    ).toMatchObject({ title: 'Harvest', promoted: true, valid: null, idStaticFile: 12, image: png, alt: '' });
  });

  it('refuses two images and a file of another type', () => {
    const two = newsInputSchema.safeParse({ ...complete, images: [png, png] });
    expect(two.success || two.error.issues.map((i) => i.message)).toEqual(['news.oneImage']);
    const pdf = newsInputSchema.safeParse({ ...complete, image: { ...png, filename: 'a.pdf', contentType: 'x' } });
    expect(pdf.success || pdf.error.issues.map((i) => i.message)).toEqual(['media.invalidImageType']);
  });

  it('sees an editor’s empty text as blank', () => {
    expect(richTextIsBlank('<p></p>')).toBe(true);
    expect(richTextIsBlank('<p>x</p>')).toBe(false);
  });
});
