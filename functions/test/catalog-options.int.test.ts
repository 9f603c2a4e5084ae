import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, sendForm, signIn, type FormFile } from '../../scripts/src/test/api.ts';

/**
 * Catalogue options through the local gateway on the real local parts (issue 5): variations,
 * customizations with ordered values and their links to products, decreasing discounts — each rule
 * with its exact message, site isolation, and what the storefront may see.
 */
const { logins } = inject('fixtures');
let admin1: string;
let admin2: string;

/** A 1×1 red PNG. */
const png: FormFile = {
  name: 'item.png',
  type: 'image/png',
  bytes: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
};
const run = Date.now().toString(36);

const as1 = (over: { body?: unknown; lang?: 'fr_FR' | 'en_US' } = {}) => ({ token: admin1, idSite: 1, ...over });
const as2 = (over: { body?: unknown } = {}) => ({ token: admin2, idSite: 2, ...over });

async function product(name: string, site: 1 | 2 = 1): Promise<number> {
  const fields = {
    productType: 'OTHER',
    name: `${name} ${run}`,
    description: 'A sommelier knife',
    price: 19,
    imageMeta: [{ file: 0, alt: 'The item' }],
  };
  const answer = await sendForm('POST', '/admin/product', fields, [png], site === 1 ? as1() : as2());
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data.id;
}

/** The errors of a refused body: status 400 and the messages per field. */
function errorsOf(answer: {
  status: number;
  raw: string;
  body: { data: { errors?: Record<string, string[]> } };
}): Record<string, string[]> {
  expect(answer.status, answer.raw).toBe(400);
  return answer.body.data.errors ?? {};
}

async function created<T = any>(method: string, path: string, options: Parameters<typeof call>[2]): Promise<T> {
  const answer = await call<T>(method, path, options);
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
}

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
});

describe('variations', () => {
  let size: number;

  it('refuses a variation without a label or a field, with the spec’s messages', async () => {
    const errors = errorsOf(await call('POST', '/admin/variation', as1({ body: { label: ' ', variation: '' } })));
    expect(errors).toEqual({ label: ['Please enter a label'], variation: ['variation required'] });
  });

  it('answers in French on a French request', async () => {
    const errors = errorsOf(await call('POST', '/admin/variation', as1({ body: { variation: 1 }, lang: 'fr_FR' })));
    expect(errors.label).toEqual(['Veuillez saisir un libellé']);
  });

  it('refuses the same value twice', async () => {
    const errors = errorsOf(
      await call(
        'POST',
        '/admin/variation',
        as1({ body: { label: 'Size', variation: 1, values: ['Magnum', 'magnum'] } }),
      ),
    );
    expect(errors['values.1']).toEqual(['This value is already in the list']);
  });

  it('creates a variation naming variation1, readable alone and in the list', async () => {
    const variation = await created(
      'POST',
      '/admin/variation',
      as1({ body: { label: `Bottle size ${run}`, variation: 1, values: ['Bottle', 'Magnum'] } }),
    );
    expect(variation).toMatchObject({ label: `Bottle size ${run}`, variation: 1, values: ['Bottle', 'Magnum'] });
    size = variation.id;
    expect(await created('GET', `/admin/variation/${size}`, as1())).toMatchObject({ id: size, variation: 1 });
    const list = await created('GET', '/admin/variation?label=lk:Bottle size', as1());
    expect(list.variations.map((v: { id: number }) => v.id)).toEqual([size]);
    expect(list.total).toBe(1);
  });

  it('refuses a second variation for the same vintage field', async () => {
    const answer = await call('POST', '/admin/variation', as1({ body: { label: 'Format', variation: 1 } }));
    expect(answer.status).toBe(409);
    expect(answer.body.data.errors.variation).toEqual(['Another variation already names this field']);
  });

  it('moves a field to another variation once it is freed, and orders the list', async () => {
    const closure = await created(
      'POST',
      '/admin/variation',
      as1({ body: { label: `Closure ${run}`, variation: 2, values: ['Cork', 'Screw cap'] } }),
    );
    // Field 2 moves to 3: field 2 is free again.
    expect(
      await created(
        'PUT',
        `/admin/variation/${closure.id}`,
        as1({ body: { label: `Closure ${run}`, variation: 3, values: ['Cork'] } }),
      ),
    ).toMatchObject({ variation: 3, values: ['Cork'] });
    await created('POST', '/admin/variation', as1({ body: { label: `Label ${run}`, variation: 2 } }));
    expect((await call('PUT', `/admin/variation/${closure.id}/order`, as1({ body: { order: 0 } }))).status).toBe(200);
    const list = await created('GET', '/admin/variation', as1());
    expect(list.variations.map((v: { label: string }) => v.label)).toEqual([
      `Closure ${run}`,
      `Bottle size ${run}`,
      `Label ${run}`,
    ]);
  });

  it('does not let site 2 read, change or move a variation of site 1, and gives site 2 its own fields', async () => {
    expect((await call('GET', `/admin/variation/${size}`, as2())).status).toBe(404);
    expect(
      (await call('PUT', `/admin/variation/${size}`, as2({ body: { label: 'Hijacked', variation: 1 } }))).status,
    ).toBe(404);
    expect((await call('PUT', `/admin/variation/${size}/order`, as2({ body: { order: 0 } }))).status).toBe(404);
    expect((await created('GET', '/admin/variation', as2())).variations).toEqual([]);
    expect(await created('POST', '/admin/variation', as2({ body: { label: 'Taille', variation: 1 } }))).toMatchObject({
      variation: 1,
    });
    expect(await created('GET', `/admin/variation/${size}`, as1())).toMatchObject({ label: `Bottle size ${run}` });
  });

  it('refuses a site id in the body', async () => {
    const errors = errorsOf(
      await call('POST', '/admin/variation', as1({ body: { label: 'x', variation: 2, idSite: 2 } })),
    );
    expect(Object.keys(errors)).not.toHaveLength(0);
  });

  it('names a wine’s declinations on its storefront page by the variations’ labels, renamed at once', async () => {
    const superAdmin = await signIn(logins.superAdmin.email, logins.superAdmin.password);
    const kind = await created('POST', '/super-admin/nomenclature', {
      token: superAdmin,
      body: { type: 'KIND', name: `Red ${run}` },
    });
    const grape = await created('POST', '/super-admin/nomenclature', {
      token: superAdmin,
      body: { type: 'GRAPE', name: `Gamay ${run}` },
    });
    const fields = {
      productType: 'WINE',
      name: `Lilas ${run}`,
      description: 'A red wine',
      price: 12.5,
      multipleOf: 1,
      weight: 1.3,
      hasShippingFees: true,
      isVintage: true,
      year: 2022,
      capacity: 75,
      capacityUnit: 'cl',
      kind: kind.id,
      grapes: [{ id: grape.id, percent: 100 }],
      quantity: 12,
      imageMeta: [{ file: 0, alt: 'The bottle' }],
    };
    const answer = await sendForm('POST', '/admin/product', fields, [png], as1());
    expect(answer.status, answer.raw).toBe(200);
    const id = answer.body.data.id;
    const magnum = { isVintage: true, year: 2023, price: 30, capacity: 150, capacityUnit: 'cl', quantity: 6 };
    await created('POST', `/admin/vintage/${id}`, as1({ body: { ...magnum, variation1: 'Magnum' } }));
    const page = await created('GET', `/product/${id}`, { idSite: 1 });
    expect(page.declinations.map((d: { year: number; variation1: string | null }) => [d.year, d.variation1])).toEqual([
      [2022, null],
      [2023, 'Magnum'],
    ]);
    expect(page.variations).toEqual([{ variation: 1, label: `Bottle size ${run}` }]);
    await created(
      'PUT',
      `/admin/variation/${size}`,
      as1({ body: { label: `Format ${run}`, variation: 1, values: ['Bottle', 'Magnum'] } }),
    );
    expect((await created('GET', `/product/${id}`, { idSite: 1 })).variations).toEqual([
      { variation: 1, label: `Format ${run}` },
    ]);
    // Site 2's variation of the same field names nothing of site 1.
    expect(JSON.stringify(await created('GET', `/product/${id}`, { idSite: 1 }))).not.toContain('Taille');
  });
});

describe('customizations and their values', () => {
  let wrap: number;
  const valueLabels = (view: { values: Array<{ label: string }> }) => view.values.map((v) => v.label);

  it('refuses a customization without a label or an input type', async () => {
    const errors = errorsOf(await call('POST', '/admin/product-customization', as1({ body: { label: '' } })));
    expect(errors).toEqual({ label: ['Please enter a label'], inputType: ['You must choose an input type'] });
  });

  it('refuses a cost of 0 under a cost type, and a percentage over 100', async () => {
    const zero = errorsOf(
      await call(
        'POST',
        '/admin/product-customization',
        as1({ body: { label: 'Engraving', inputType: 'TEXT', costType: 'FIXED', cost: 0 } }),
      ),
    );
    expect(zero.cost).toEqual(['Cost must be greater than 0']);
    const percent = errorsOf(
      await call(
        'POST',
        '/admin/product-customization',
        as1({ body: { label: 'Engraving', inputType: 'TEXT', costType: 'PERCENT', cost: 120 } }),
      ),
    );
    expect(percent.cost).toEqual(['The percentage cannot be more than 100%']);
  });

  it('refuses a file without extensions, and file sizes whose maximum is below the minimum', async () => {
    const errors = errorsOf(
      await call(
        'POST',
        '/admin/product-customization',
        as1({
          body: { label: 'Your logo', inputType: 'FILE', allowedExtensions: [], minFileSize: 500, maxFileSize: 100 },
        }),
      ),
    );
    expect(errors.allowedExtensions).toEqual(['You must allow at least one extension']);
    expect(errors.maxFileSize).toEqual(['The maximum cannot be less than the minimum']);
  });

  it('refuses a maximum text length of 0', async () => {
    const errors = errorsOf(
      await call(
        'POST',
        '/admin/product-customization',
        as1({ body: { label: 'Engraving', inputType: 'TEXT', textMaxLength: 0 } }),
      ),
    );
    expect(errors.textMaxLength).toEqual(['Must be a whole number greater than 0']);
  });

  it('creates a choice and keeps its values in order through add, move, change and delete', async () => {
    const customization = await created(
      'POST',
      '/admin/product-customization',
      as1({ body: { label: `Gift wrap ${run}`, inputType: 'SELECT', costType: 'FIXED' } }),
    );
    wrap = customization.id;
    expect(customization).toMatchObject({
      inputType: 'SELECT',
      costType: 'FIXED',
      cost: null,
      values: [],
      products: 0,
    });
    await created('POST', `/admin/product-customization/${wrap}/value`, as1({ body: { label: 'Red', cost: 2 } }));
    await created('POST', `/admin/product-customization/${wrap}/value`, as1({ body: { label: 'Gold', cost: 3.5 } }));
    const withSilver = await created(
      'POST',
      `/admin/product-customization/${wrap}/value`,
      as1({ body: { label: 'Silver' } }),
    );
    expect(valueLabels(withSilver)).toEqual(['Red', 'Gold', 'Silver']);
    const [red, gold, silver] = withSilver.values;
    expect(
      valueLabels(
        await created(
          'PUT',
          `/admin/product-customization/${wrap}/value/${silver.id}/order`,
          as1({ body: { order: 0 } }),
        ),
      ),
    ).toEqual(['Silver', 'Red', 'Gold']);
    expect(
      valueLabels(
        await created(
          'PUT',
          `/admin/product-customization/${wrap}/value/${gold.id}`,
          as1({ body: { label: 'Golden', cost: 4 } }),
        ),
      ),
    ).toEqual(['Silver', 'Red', 'Golden']);
    const afterDelete = await created('DELETE', `/admin/product-customization/${wrap}/value/${red.id}`, as1());
    expect(afterDelete.values).toEqual([
      { id: silver.id, label: 'Silver', cost: 0, order: 0 },
      { id: gold.id, label: 'Golden', cost: 4, order: 1 },
    ]);
  });

  it('refuses a value without a label, or with a negative cost', async () => {
    const errors = errorsOf(
      await call('POST', `/admin/product-customization/${wrap}/value`, as1({ body: { label: '', cost: -1 } })),
    );
    expect(errors).toEqual({ label: ['Label and customization required'], cost: ['Cost cannot be negative'] });
  });

  it('refuses a value already in the customization', async () => {
    const errors = errorsOf(
      await call('POST', `/admin/product-customization/${wrap}/value`, as1({ body: { label: 'silver' } })),
    );
    expect(errors.label).toEqual(['This value is already in the list']);
  });

  it('refuses a value of more than 100 % on a percentage customization', async () => {
    const percent = await created(
      'POST',
      '/admin/product-customization',
      as1({ body: { label: `Case ${run}`, inputType: 'RADIO', costType: 'PERCENT' } }),
    );
    const errors = errorsOf(
      await call(
        'POST',
        `/admin/product-customization/${percent.id}/value`,
        as1({ body: { label: 'Wood', cost: 150 } }),
      ),
    );
    expect(errors.cost).toEqual(['The percentage cannot be more than 100%']);
  });

  it('gives values only to a choice, and keeps a choice with values from becoming a text', async () => {
    const text = await created(
      'POST',
      '/admin/product-customization',
      as1({ body: { label: `Message ${run}`, inputType: 'TEXT', textMaxLength: 80 } }),
    );
    const refused = await call(
      'POST',
      `/admin/product-customization/${text.id}/value`,
      as1({ body: { label: 'Hello' } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Only a choice (select, radio, checkbox) has values');
    const errors = errorsOf(
      await call(
        'PUT',
        `/admin/product-customization/${wrap}`,
        as1({ body: { label: `Gift wrap ${run}`, inputType: 'TEXT' } }),
      ),
    );
    expect(errors.inputType).toEqual(['Delete its values before choosing an input type without values']);
  });

  it('lists the customizations with their values, filtered and moved', async () => {
    const before = await created('GET', `/admin/product-customization?nbItem=100&label=lk:${run}`, as1());
    const labels = before.customizations.map((c: { label: string }) => c.label);
    expect(labels[0]).toBe(`Gift wrap ${run}`);
    const last = before.customizations.at(-1);
    expect(
      (await call('PUT', `/admin/product-customization/${last.id}/order`, as1({ body: { order: 0 } }))).status,
    ).toBe(200);
    const after = await created('GET', `/admin/product-customization?nbItem=100&label=lk:${run}`, as1());
    expect(after.customizations[0].id).toBe(last.id);
    expect(
      after.customizations.find((c: { id: number }) => c.id === wrap).values.map((v: { label: string }) => v.label),
    ).toEqual(['Silver', 'Golden']);
  });

  it('does not let site 2 list, change, delete or add values to a customization of site 1', async () => {
    const listed = await created('GET', '/admin/product-customization?nbItem=100', as2());
    expect(listed.customizations.some((c: { label: string }) => c.label.includes(run))).toBe(false);
    expect(
      (
        await call(
          'PUT',
          `/admin/product-customization/${wrap}`,
          as2({ body: { label: 'Hijacked', inputType: 'SELECT' } }),
        )
      ).status,
    ).toBe(404);
    expect(
      (await call('POST', `/admin/product-customization/${wrap}/value`, as2({ body: { label: 'Hijacked' } }))).status,
    ).toBe(404);
    expect((await call('DELETE', `/admin/product-customization/${wrap}`, as2())).status).toBe(404);
    const mine = (await created('GET', `/admin/product-customization?nbItem=100&label=lk:Gift wrap ${run}`, as1()))
      .customizations[0];
    expect(mine).toMatchObject({ id: wrap, label: `Gift wrap ${run}` });
  });
});

describe('links between products and customizations, and what the storefront sees', () => {
  let shop: number;
  let hidden: number;
  let engraving: number;
  let wrap: number;
  let foreignProduct: number;

  beforeAll(async () => {
    shop = await product('Corkscrew');
    hidden = await product('Hidden corkscrew');
    expect((await call('PUT', `/admin/product/valid/${hidden}`, as1({ body: { valid: false } }))).status).toBe(200);
    engraving = (
      await created(
        'POST',
        '/admin/product-customization',
        as1({ body: { label: `Engraving ${run}`, inputType: 'TEXT', costType: 'FIXED', cost: 5, textMaxLength: 30 } }),
      )
    ).id;
    wrap = (
      await created(
        'POST',
        '/admin/product-customization',
        as1({ body: { label: `Wrap ${run}`, inputType: 'SELECT', costType: 'FREE' } }),
      )
    ).id;
    await created('POST', `/admin/product-customization/${wrap}/value`, as1({ body: { label: 'Red', cost: 2 } }));
    await created('POST', `/admin/product-customization/${wrap}/value`, as1({ body: { label: 'Gold' } }));
    foreignProduct = await product('Site two corkscrew', 2);
  });

  /**
   * A new customization of one site whose id the other site does not have right now (ids are
   * counted per site, so they overlap): used at once, before the other site creates any.
   */
  async function customizationOnlyOn(site: 1 | 2): Promise<number> {
    const [mine, other] = site === 1 ? [as1, as2] : [as2, as1];
    const ofOther = new Set(
      (await created('GET', '/admin/product-customization?nbItem=100', other())).customizations.map(
        (c: { id: number }) => c.id,
      ),
    );
    for (;;) {
      const { id } = await created(
        'POST',
        '/admin/product-customization',
        mine({ body: { label: `Only on ${site} ${run}`, inputType: 'TEXT' } }),
      );
      if (!ofOther.has(id)) return id;
    }
  }

  const linkPath = (idProduct: number, idCustomization: number) =>
    `/admin/product/${idProduct}/customization/${idCustomization}/link`;
  const linked = (answer: { links: Array<{ idCustomization: number }> }) => answer.links.map((l) => l.idCustomization);

  it('links customizations to a product, in order; the product screen lists them', async () => {
    expect(linked(await created('POST', linkPath(shop, engraving), as1()))).toEqual([engraving]);
    expect(linked(await created('POST', linkPath(shop, wrap), as1({ body: { required: true } })))).toEqual([
      engraving,
      wrap,
    ]);
    const view = await created('GET', `/admin/v4/product/${shop}`, as1());
    expect(view.customizations).toEqual([
      { idProduct: shop, idCustomization: engraving, required: false, order: 0 },
      { idProduct: shop, idCustomization: wrap, required: true, order: 1 },
    ]);
    const listed = await created('GET', `/admin/product-customization?label=lk:Engraving ${run}`, as1());
    expect(listed.customizations[0].products).toBe(1);
  });

  it('refuses to link the same customization twice', async () => {
    const answer = await call('POST', linkPath(shop, engraving), as1());
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('This customization is already linked to this product');
  });

  it('refuses links to an unknown product or customization, and writes nothing', async () => {
    const noProduct = await call('POST', linkPath(999_999, engraving), as1());
    expect(noProduct.status).toBe(404);
    expect(noProduct.body.message).toBe('Product not found');
    const noCustomization = await call('POST', linkPath(shop, 999_999), as1());
    expect(noCustomization.status).toBe(404);
    expect(noCustomization.body.message).toBe('Customization not found');
    expect(
      (await created('GET', `/admin/product-customization?label=lk:Engraving ${run}`, as1())).customizations[0]
        .products,
    ).toBe(1);
  });

  it('does not let site 2 link, change or unlink with site 1’s products or customizations', async () => {
    // Site 1 names a customization only site 2 has; site 2 names, on its own product, one only site 1 has.
    const mine = await call('POST', linkPath(shop, await customizationOnlyOn(2)), as1());
    expect(mine.status).toBe(404);
    expect(mine.body.message).toBe('Customization not found');
    const theirs = await call('POST', linkPath(foreignProduct, await customizationOnlyOn(1)), as2());
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Customization not found');
    expect((await call('PUT', linkPath(shop, engraving), as2({ body: { required: true } }))).status).toBe(404);
    expect((await call('DELETE', linkPath(shop, engraving), as2())).status).toBe(404);
    expect((await call('PUT', `${linkPath(shop, engraving)}/order`, as2({ body: { order: 1 } }))).status).toBe(404);
    const view = await created('GET', `/admin/v4/product/${shop}`, as1());
    expect(
      view.customizations.map((l: { idCustomization: number; required: boolean }) => [l.idCustomization, l.required]),
    ).toEqual([
      [engraving, false],
      [wrap, true],
    ]);
  });

  it('keeps a linked customization from being deleted', async () => {
    const refused = await call('DELETE', `/admin/product-customization/${engraving}`, as1());
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This customization is linked to a product and cannot be deleted');
    expect(await created('GET', `/admin/product-customization?label=lk:Engraving ${run}`, as1())).toMatchObject({
      total: 1,
    });
  });

  it('shows shoppers a valid product’s customizations in link order, values in order', async () => {
    expect(linked(await created('PUT', `${linkPath(shop, wrap)}/order`, as1({ body: { order: 0 } })))).toEqual([
      wrap,
      engraving,
    ]);
    expect((await created('PUT', linkPath(shop, engraving), as1({ body: { required: true } }))).links[1]).toMatchObject(
      { idCustomization: engraving, required: true },
    );
    const answer = await call('GET', `/product/${shop}/customization`, { idSite: 1 });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.data.customizations).toEqual([
      expect.objectContaining({
        id: wrap,
        label: `Wrap ${run}`,
        inputType: 'SELECT',
        costType: 'FREE',
        required: true,
        values: [
          expect.objectContaining({ label: 'Red', cost: 0 }),
          expect.objectContaining({ label: 'Gold', cost: 0 }),
        ],
      }),
      expect.objectContaining({
        id: engraving,
        label: `Engraving ${run}`,
        inputType: 'TEXT',
        costType: 'FIXED',
        cost: 5,
        textMaxLength: 30,
        required: true,
        values: [],
      }),
    ]);
    expect(answer.body.data.customizations[0]).not.toHaveProperty('products');
  });

  it('shows shoppers nothing for an invalid product, another site’s product, or an unknown one', async () => {
    await created('POST', linkPath(hidden, engraving), as1());
    expect((await call('GET', `/product/${hidden}/customization`, { idSite: 1 })).status).toBe(404);
    expect((await call('GET', '/product/999999/customization', { idSite: 1 })).status).toBe(404);
    // Site 2 asking for site 1's product id reads its own partition: never site 1's options.
    const fromSite2 = await call('GET', `/product/${shop}/customization`, { idSite: 2 });
    expect(fromSite2.raw).not.toContain(run);
  });

  it('keeps the storefront product page at one Query with links in the partition, then at its version’s copy', async () => {
    // In the site's default language: another adds the Query of its translations (catalogue-translations tests).
    const french = { idSite: 1, lang: 'fr_FR' } as const;
    await call('GET', `/product/${shop}`, french); // reference lists cached
    // A write moves the catalogue's version: the next page is read again, in one Query (the other: the discounts of
    // the new version; the version itself may be read twice within a second of a write here).
    expect((await call('PUT', `/admin/product/valid/${shop}`, { ...as1(), body: { valid: true } })).status).toBe(200);
    const read = await call('GET', `/product/${shop}`, french);
    expect(read.status).toBe(200);
    expect(read.headers?.get('x-db-calls')).toMatch(/^GetItemCommand=[12],QueryCommand=2$/);
    const page = await call('GET', `/product/${shop}`, french);
    expect(page.status).toBe(200);
    expect(page.headers?.get('x-db-calls') ?? '').toMatch(/^(GetItemCommand=1)?$/);
  });

  it('frees a customization once unlinked, or when its product is deleted', async () => {
    expect(linked(await created('DELETE', linkPath(shop, engraving), as1()))).toEqual([wrap]);
    expect((await call('DELETE', linkPath(shop, engraving), as1())).status).toBe(404);
    // Still linked to the hidden product: deleting that product frees it.
    expect((await call('DELETE', `/admin/product-customization/${engraving}`, as1())).status).toBe(409);
    expect((await call('DELETE', `/admin/product/${hidden}`, as1())).status).toBe(200);
    const deleted = await call('DELETE', `/admin/product-customization/${engraving}`, as1());
    expect(deleted.status, deleted.raw).toBe(200);
    expect((await created('GET', `/admin/product-customization?label=lk:Engraving ${run}`, as1())).total).toBe(0);
  });
});

describe('decreasing discounts', () => {
  let shop: number;
  let hidden: number;
  const path = (id: number) => `/admin/product/${id}/decreasing-discount`;
  const set = (id: number, discounts: unknown[], options = as1) =>
    call('PUT', path(id), options({ body: { discounts } }));

  beforeAll(async () => {
    shop = await product('Opener');
    hidden = await product('Hidden opener');
    expect((await call('PUT', `/admin/product/valid/${hidden}`, as1({ body: { valid: false } }))).status).toBe(200);
  });

  const rules: Array<[string, unknown[], string, string]> = [
    [
      'refuses a threshold of 0 units',
      [{ fromQuantity: 0, type: 'PERCENT', amount: 5 }],
      'discounts.0.fromQuantity',
      'The number of unit must be greater than 0',
    ],
    [
      'refuses a line without a type',
      [{ fromQuantity: 6, type: '', amount: 5 }],
      'discounts.0.type',
      'You must choose a type',
    ],
    [
      'refuses an amount of 0',
      [{ fromQuantity: 6, type: 'EURO', amount: 0 }],
      'discounts.0.amount',
      'Discount must be positive',
    ],
    [
      'refuses a percentage over 100',
      [{ fromQuantity: 6, type: 'PERCENT', amount: 101 }],
      'discounts.0.amount',
      'Discount cannot be more than 100%',
    ],
    [
      'refuses two lines from the same quantity',
      [
        { fromQuantity: 6, type: 'PERCENT', amount: 5 },
        { fromQuantity: 6, type: 'EURO', amount: 1 },
      ],
      'discounts.1.fromQuantity',
      'Another discount starts at this quantity',
    ],
  ];
  for (const [name, discounts, field, message] of rules) {
    it(name, async () => {
      expect(errorsOf(await set(shop, discounts))[field]).toEqual([message]);
    });
  }

  it('sets the thresholds, sorted by quantity, for the admin and the storefront', async () => {
    const answer = await set(shop, [
      { fromQuantity: 12, type: 'PERCENT', amount: 10 },
      { fromQuantity: 6, type: 'EURO', amount: 1.5 },
    ]);
    expect(answer.status, answer.raw).toBe(200);
    const expected = [
      { fromQuantity: 6, type: 'EURO', amount: 1.5 },
      { fromQuantity: 12, type: 'PERCENT', amount: 10 },
    ];
    expect(answer.body.data.discounts).toEqual(expected);
    expect((await created('GET', `/admin/v4/product/${shop}`, as1())).decreasingDiscounts).toEqual(expected);
    expect((await created('GET', `/product/${shop}/decreasing-discount`, { idSite: 1 })).discounts).toEqual(expected);
  });

  it('keeps them when the product form is saved', async () => {
    const view = await created('GET', `/admin/v4/product/${shop}`, as1());
    const fields = {
      productType: 'OTHER',
      name: `Renamed opener ${run}`,
      description: view.description,
      price: 21,
      imageMeta: [{ id: view.images[0].id, alt: 'The item' }],
    };
    const saved = await sendForm('PUT', `/admin/product/${shop}`, fields, [], as1());
    expect(saved.status, saved.raw).toBe(200);
    expect((await created('GET', `/product/${shop}/decreasing-discount`, { idSite: 1 })).discounts).toHaveLength(2);
  });

  it('shows shoppers nothing for an invalid or unknown product', async () => {
    await set(hidden, [{ fromQuantity: 6, type: 'EURO', amount: 1 }]);
    expect((await call('GET', `/product/${hidden}/decreasing-discount`, { idSite: 1 })).status).toBe(404);
    expect((await call('GET', '/product/999999/decreasing-discount', { idSite: 1 })).status).toBe(404);
    expect((await set(999_999, [])).status).toBe(404);
  });

  it('does not let site 2 change a product of site 1', async () => {
    // The same id on site 2 names site 2's own product, if any: site 1's discounts stay as they are.
    await set(shop, [{ fromQuantity: 2, type: 'EURO', amount: 50 }], as2);
    expect(
      (await created('GET', `/admin/v4/product/${shop}`, as1())).decreasingDiscounts.map(
        (d: { fromQuantity: number }) => d.fromQuantity,
      ),
    ).toEqual([6, 12]);
  });

  it('removes them with an empty list', async () => {
    expect((await set(shop, [])).body.data.discounts).toEqual([]);
    expect((await created('GET', `/product/${shop}/decreasing-discount`, { idSite: 1 })).discounts).toEqual([]);
  });
});
