import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import { homeCardInputSchema, homeCardIssues, type HomeCardDraft } from './home-card.ts';

const good: HomeCardDraft = {
  title: 'Le domaine',
  description: '<p>Trois générations de vignerons.</p>',
  order: '1',
  images: [{ alt: 'Les vignes au printemps' }],
};

describe('homeCardIssues (spec 1 §5 "Home card")', () => {
  it('accepts a card with a title, a description, an order and an image with its alternative text', () => {
    expect(homeCardIssues(good)).toEqual({});
  });

  it.each([[''], ['  '], [null], ['abc']])('refuses the order %j: "Order cannot be empty"', (order) => {
    expect(homeCardIssues({ ...good, order })).toEqual({ order: 'homeCard.orderRequired' });
    expect(translate('homeCard.orderRequired', 'en_US')).toBe('Order cannot be empty');
    expect(translate('homeCard.orderRequired', 'fr_FR')).toBe('L’ordre ne peut pas être vide');
  });

  it('takes an order typed as a number or as text', () => {
    expect(homeCardIssues({ ...good, order: 0 })).toEqual({});
    expect(homeCardIssues({ ...good, order: '-2' })).toEqual({});
  });

  it('refuses a card without a title', () => {
    expect(homeCardIssues({ ...good, title: ' ' })).toEqual({ title: 'news.titleRequired' });
    expect(translate('news.titleRequired', 'en_US')).toBe('Title is required');
  });

  it('refuses a description with nothing left once its tags are stripped', () => {
    expect(homeCardIssues({ ...good, description: '<p><br></p>' })).toEqual({
      description: 'news.descriptionRequired',
    });
    expect(translate('news.descriptionRequired', 'en_US')).toBe('Description is required');
  });

  it('refuses a card without an image: "An image is required"', () => {
    expect(homeCardIssues({ ...good, images: [] })).toEqual({ images: 'service.imageRequired' });
    expect(translate('service.imageRequired', 'en_US')).toBe('An image is required');
    expect(translate('service.imageRequired', 'fr_FR')).toBe('Une image est obligatoire');
  });

  it('refuses an image without its alternative text: "Alternative text is required"', () => {
    expect(homeCardIssues({ ...good, images: [{ alt: 'Les vignes' }, { alt: ' ' }] })).toEqual({
      'imageMeta.1.alt': 'product.altRequired',
    });
    expect(translate('product.altRequired', 'en_US')).toBe('Alternative text is required');
    expect(translate('product.altRequired', 'fr_FR')).toBe('Le texte alternatif est obligatoire');
  });

  it('answers every failing field at once', () => {
    expect(Object.keys(homeCardIssues({}))).toEqual(['order', 'title', 'description', 'images']);
  });
});

describe('homeCardInputSchema', () => {
  it('reads a multipart body: the order as text, the images of imageMeta with their trimmed alt texts', () => {
    const input = homeCardInputSchema.parse({
      title: ' Le domaine ',
      description: '<p>x</p>',
      order: '3',
      imageMeta: [{ id: 'a', alt: ' Les vignes ' }],
    });
    expect(input).toMatchObject({ title: 'Le domaine', order: 3, imageMeta: [{ id: 'a', alt: 'Les vignes' }] });
  });

  it('refuses an image of the order naming no file and no kept image', () => {
    const result = homeCardInputSchema.safeParse({ imageMeta: [{ alt: 'x' }] });
    expect(result.success).toBe(false);
  });
});
