import { describe, expect, it } from 'vitest';
import { chronopostDefaultUrl, HttpChronopost } from './chronopost-http.ts';
import { fixture, replay } from './fixtures/replay.ts';
import { CarrierPartnerError } from './partner-error.ts';

/** Chronopost's published test account. */
const account = { accountNumber: '19869502', password: '255562' };
const saintEmilion = { country: 'FR', postalCode: '33330' };
const paris = { country: 'FR', postalCode: '75011', city: 'Paris' };
const chrono13 = { productCode: '1' as const, from: saintEmilion, to: paris, weightKg: 8.6 };

describe('the Chronopost adapter (QuickCost), against recorded answers', () => {
  it('sends the quickCost SOAP request with the account, the postal codes, the weight and the product', async () => {
    const { fetch, sent } = replay({ file: 'chronopost-quickcost-chrono13.answer.xml' });
    await new HttpChronopost(chronopostDefaultUrl, { fetch }).quote(account, chrono13);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: 'https://ws.chronopost.fr/quickcost-cxf/QuickcostServiceWS',
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""' },
    });
    expect(sent[0]!.body).toBe(fixture('chronopost-quickcost-chrono13.request.xml'));
  });

  it('writes the country code for a place abroad and whole kilos with a decimal', () => {
    const body = HttpChronopost.quoteBody(account, {
      productCode: '44',
      from: saintEmilion,
      to: { country: 'de', postalCode: '10115' },
      weightKg: 12,
    });
    expect(body).toContain(
      '<depCode>33330</depCode><arrCode>DE</arrCode><weight>12.0</weight><productCode>44</productCode>',
    );
  });

  it('reads the price without VAT, the VAT, the price with VAT and the zone', async () => {
    const { fetch } = replay({ file: 'chronopost-quickcost-chrono13.answer.xml' });
    await expect(new HttpChronopost(chronopostDefaultUrl, { fetch }).quote(account, chrono13)).resolves.toEqual({
      productCode: '1',
      amount: 19.83,
      amountTva: 3.97,
      amountTtc: 23.8,
      zone: '1',
    });
  });

  it('lists the products offered for a parcel with their prices, leaving out those at 0', async () => {
    const { fetch, sent } = replay({ file: 'chronopost-calculate-products.answer.xml' });
    const products = await new HttpChronopost(chronopostDefaultUrl, { fetch }).products(account, {
      from: saintEmilion,
      to: paris,
      weightKg: 8.6,
      size: { widthCm: 30, heightCm: 35, lengthCm: 25 },
    });
    expect(sent[0]!.body).toContain(
      '<cxf:calculateProducts><accountNumber>19869502</accountNumber><password>255562</password><depCountryCode>FR</depCountryCode><depZipCode>33330</depZipCode><arrCountryCode>FR</arrCountryCode><arrZipCode>75011</arrZipCode><arrCity>Paris</arrCity><type>M</type><weight>8.6</weight><height>35</height><length>25</length><width>30</width></cxf:calculateProducts>',
    );
    expect(products.map((p) => [p.productCode, p.amountTtc])).toEqual([
      ['1', 23.8],
      ['2', 31.1],
      ['16', 22],
      ['86', 11.5],
    ]);
  });

  it('tells a refused account, a refused request and an unavailable service apart', async () => {
    const refused = replay({ file: 'chronopost-quickcost-unauthorized.answer.xml' });
    const error = await new HttpChronopost(chronopostDefaultUrl, { fetch: refused.fetch })
      .quote(account, chrono13)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CarrierPartnerError);
    expect(error).toMatchObject({
      partner: 'CHRONOPOST',
      failure: 'credentials',
      code: 'errorCode 3',
      detail: 'invalid account or password',
    });

    const product = replay({ file: 'chronopost-quickcost-product-refused.answer.xml' });
    await expect(
      new HttpChronopost(chronopostDefaultUrl, { fetch: product.fetch }).quote(account, {
        ...chrono13,
        to: { country: 'JP', postalCode: '100-0001' },
      }),
    ).rejects.toMatchObject({
      failure: 'request',
      detail: 'Produit non disponible pour cette destination',
    });

    const fault = replay({ file: 'chronopost-fault.answer.xml', status: 500 });
    await expect(
      new HttpChronopost(chronopostDefaultUrl, { fetch: fault.fetch }).quote(account, chrono13),
    ).rejects.toMatchObject({ failure: 'unavailable', code: 'http-500', detail: 'Fault occurred while processing.' });
  });
});
