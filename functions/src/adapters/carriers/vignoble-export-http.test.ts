import { describe, expect, it } from 'vitest';
import { replay } from './fixtures/replay.ts';
import { CarrierPartnerError } from './partner-error.ts';
import { HttpVignobleExport, vignobleExportDefaultUrl } from './vignoble-export-http.ts';
import { WeightLimitedVignobleExport, type ExportParcel } from './vignoble-export.ts';

const account = { apiKey: 'vx_live_8f2c41d09ab34e55' };
/** Wednesday 6 May 2026, 10:00 in Paris: the pickup is Thursday 7. */
const now = () => new Date('2026-05-06T08:00:00Z');
/** Two cases of 6 bottles (8.6 kg each, 30×25×35 cm) and a case of 3 bottles. */
const six: ExportParcel = { widthCm: 30, heightCm: 35, lengthCm: 25, weightKg: 8.6, bottles: 6 };
const three: ExportParcel = { widthCm: 24.5, heightCm: 35, lengthCm: 16, weightKg: 4.45, bottles: 3 };
const brussels = { country: 'BE', postalCode: '1000', city: 'Bruxelles' };
const json = (file: string, status = 200) => ({ file, status, contentType: 'application/json' });

describe('the Vignoble Export adapter, against recorded answers', () => {
  it('asks for the account’s shipping address, then the rates, with the API key in X-AUTH-TOKEN', async () => {
    const { fetch, sent } = replay(
      json('vignoble-export-addresses.answer.json'),
      json('vignoble-export-rates-be.answer.json'),
    );
    await new HttpVignobleExport(vignobleExportDefaultUrl, { fetch }, now).quote(account, [six, six, three], brussels);
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET https://extranet.vignoblexport.fr/api/address/get-addresses?typeAddress=exp',
      'GET https://extranet.vignoblexport.fr/api/shipment/get-rates?' +
        [
          'expAddress%5BaddressType%5D=company',
          'expAddress%5BzipCode%5D=33330',
          'expAddress%5Bcity%5D=Saint-%C3%89milion',
          'expAddress%5Bcountry%5D=FR',
          'destAddress%5BaddressType%5D=individual',
          'destAddress%5BzipCode%5D=1000',
          'destAddress%5Bcity%5D=Bruxelles',
          'destAddress%5Bcountry%5D=BE',
          // The two identical cases go as one package line of 2.
          'packages%5B0%5D%5Bnb%5D=2',
          'packages%5B0%5D%5Bweight%5D=8.60',
          'packages%5B0%5D%5Bwidth%5D=30',
          'packages%5B0%5D%5Bheight%5D=35',
          'packages%5B0%5D%5Blength%5D=25',
          'packages%5B1%5D%5Bnb%5D=1',
          'packages%5B1%5D%5Bweight%5D=4.45',
          'packages%5B1%5D%5Bwidth%5D=25',
          'packages%5B1%5D%5Bheight%5D=35',
          'packages%5B1%5D%5Blength%5D=16',
          'pickupDate=2026-05-07',
          'minHour=09%3A00%3A00',
          'cutoff=18%3A00%3A00',
          'nbBottles=15',
        ].join('&'),
    ]);
    for (const request of sent)
      expect(request.headers).toEqual({ accept: 'application/json', 'x-auth-token': 'vx_live_8f2c41d09ab34e55' });
  });

  it('reads the offers: prices as numbers or text, service codes, Standard or Express, delivery days', async () => {
    const { fetch } = replay(
      json('vignoble-export-addresses.answer.json'),
      json('vignoble-export-rates-be.answer.json'),
    );
    const offers = await new HttpVignobleExport(vignobleExportDefaultUrl, { fetch }, now).quote(
      account,
      [six, six, three],
      brussels,
    );
    expect(offers).toEqual([
      {
        serviceCode: 'ups:ups-standard',
        serviceName: 'UPS Standard',
        carrier: 'ups',
        shippingType: 'STANDARD',
        price: 41.8,
        insurancePrice: 2.9,
        deliveryDays: 5,
        deliveryDate: '2026-05-11',
      },
      {
        serviceCode: 'dhl:dhl-express-worldwide',
        serviceName: 'DHL Express Worldwide',
        carrier: 'dhl',
        shippingType: 'EXPRESS',
        price: 78.35,
        insurancePrice: 2.9,
        deliveryDays: 2,
        deliveryDate: '2026-05-08',
      },
      {
        serviceCode: 'chronopost:chrono-classic',
        serviceName: 'Chrono Classic',
        carrier: 'chronopost',
        shippingType: 'STANDARD',
        price: 36.9,
        insurancePrice: null,
        deliveryDays: 6,
        deliveryDate: '2026-05-12',
      },
    ]);
  });

  it('asks the shipping address once an hour per key', async () => {
    const { fetch, sent } = replay(
      json('vignoble-export-addresses.answer.json'),
      json('vignoble-export-rates-be.answer.json'),
      json('vignoble-export-rates-be.answer.json'),
    );
    const adapter = new HttpVignobleExport(vignobleExportDefaultUrl, { fetch }, now);
    await adapter.quote(account, [six], brussels);
    await adapter.quote(account, [three], brussels);
    expect(sent.filter((request) => request.url.includes('get-addresses'))).toHaveLength(1);
  });

  it('answers no offer when the partner has none', async () => {
    const { fetch } = replay(
      json('vignoble-export-addresses.answer.json'),
      json('vignoble-export-rates-none.answer.json'),
    );
    await expect(
      new HttpVignobleExport(vignobleExportDefaultUrl, { fetch }, now).quote(account, [six], {
        country: 'JP',
        postalCode: '100-0001',
      }),
    ).resolves.toEqual([]);
  });

  it('tells a refused key, a refused request and an unavailable partner apart', async () => {
    const refused = replay(json('vignoble-export-unauthorized.answer.json', 401));
    const error = await new HttpVignobleExport(vignobleExportDefaultUrl, { fetch: refused.fetch }, now)
      .quote(account, [six], brussels)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CarrierPartnerError);
    expect(error).toMatchObject({
      partner: 'VIGNOBLE_EXPORT',
      failure: 'credentials',
      code: 'http-401',
      detail: 'Invalid credentials.',
    });

    const badRequest = replay(
      json('vignoble-export-addresses.answer.json'),
      json('vignoble-export-bad-request.answer.json', 400),
    );
    await expect(
      new HttpVignobleExport(vignobleExportDefaultUrl, { fetch: badRequest.fetch }, now).quote(account, [six], {
        ...brussels,
        postalCode: 'X',
      }),
    ).rejects.toMatchObject({
      failure: 'request',
      detail: 'destAddress[zipCode]: This value is not valid.',
    });

    const down = replay({ body: '<html>502 Bad Gateway</html>', status: 502, contentType: 'text/html' });
    await expect(
      new HttpVignobleExport(vignobleExportDefaultUrl, { fetch: down.fetch }, now).quote(account, [six], brussels),
    ).rejects.toMatchObject({ failure: 'unavailable', code: 'http-502' });

    const noAddress = replay({ body: '[]', contentType: 'application/json' });
    await expect(
      new HttpVignobleExport(vignobleExportDefaultUrl, { fetch: noAddress.fetch }, now).quote(account, [six], brussels),
    ).rejects.toMatchObject({ failure: 'request', code: 'no-sender-address' });
  });
});

describe('whatever the Vignoble Export implementation', () => {
  it('offers nothing over 100 kg without asking the partner (spec 2 §9), and sorts the offers cheapest first', async () => {
    const { fetch, sent } = replay(
      json('vignoble-export-addresses.answer.json'),
      json('vignoble-export-rates-be.answer.json'),
    );
    const adapter = new WeightLimitedVignobleExport(new HttpVignobleExport(vignobleExportDefaultUrl, { fetch }, now));
    const heavy = { ...six, weightKg: 20.1 };
    await expect(adapter.quote(account, [heavy, heavy, heavy, heavy, heavy], brussels)).resolves.toEqual([]);
    expect(sent).toHaveLength(0);
    const offers = await adapter.quote(
      account,
      [
        { ...six, weightKg: 20 },
        { ...six, weightKg: 20 },
        { ...six, weightKg: 20 },
        { ...six, weightKg: 20 },
        { ...six, weightKg: 20 },
      ],
      brussels,
    );
    expect(offers.map((offer) => offer.price)).toEqual([36.9, 41.8, 78.35]);
  });
});
