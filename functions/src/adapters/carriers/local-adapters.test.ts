import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvCache } from '../../lib/env.ts';
import { carrierAdapters, setCarrierAdapters } from './carriers.ts';
import { HttpChronopost } from './chronopost-http.ts';
import { HttpChronopostLabels } from './chronopost-labels-http.ts';
import { pdfText } from '../../../../scripts/src/test/pdf-text.ts';
import { LocalChronopost, textPdf } from './chronopost-local.ts';
import { HttpMondialRelay } from './mondial-relay-http.ts';
import { LocalMondialRelay } from './mondial-relay-local.ts';
import { LocalVignobleExport } from './vignoble-export-local.ts';
import { WeightLimitedVignobleExport } from './vignoble-export.ts';

const relayAccount = { enseigne: 'BDTEST13', privateKey: 'TestAPI1key' };

/** Distance between two positions, metres (haversine). */
function metres(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

describe('the local Mondial Relay', () => {
  const relay = new LocalMondialRelay();

  it('answers a handful of relays around the postal code asked, nearest first, the same each time', async () => {
    const search = { country: 'FR' as const, postalCode: '33330', city: 'Saint-Émilion', maxResults: 10 };
    const relays = await relay.accessPoints(relayAccount, search);
    expect(relays).toHaveLength(5);
    expect(await relay.accessPoints(relayAccount, search)).toEqual(relays);
    const distances = relays.map((r) => r.distanceMeters!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(new Set(relays.map((r) => r.id)).size).toBe(5);
    for (const r of relays) {
      // The relay's own city (the department's main town), whatever the shopper typed.
      expect(r).toMatchObject({ zipCode: '33330', city: 'BORDEAUX', country: 'FR' });
      expect(r.id).toMatch(/^33330-[1-5]$/);
      // Around Bordeaux, the main town of the Gironde, within the distance it states.
      expect(Math.abs(metres(r.position, { latitude: 44.84, longitude: -0.58 }) - r.distanceMeters!)).toBeLessThan(50);
      expect(r.openingHours.monday!.length).toBeGreaterThan(0);
    }
  });

  it('answers other places differently, and as many relays as asked at most', async () => {
    const lille = await relay.accessPoints(relayAccount, { country: 'FR', postalCode: '59000', maxResults: 3 });
    expect(lille).toHaveLength(3);
    expect(lille[0]!.city).toBe('LILLE');
    expect(lille[0]!.position.latitude).toBeGreaterThan(50.5);
    const brussels = await relay.accessPoints(relayAccount, { country: 'BE', postalCode: '1000', maxResults: 10 });
    expect(brussels[0]).toMatchObject({ country: 'BE', city: 'BRUXELLES' });
  });

  it('answers no relay for a postal code the country does not write that way', async () => {
    await expect(
      relay.accessPoints(relayAccount, { country: 'FR', postalCode: '1000', maxResults: 10 }),
    ).resolves.toEqual([]);
    await expect(
      relay.accessPoints(relayAccount, { country: 'BE', postalCode: '75011', maxResults: 10 }),
    ).resolves.toEqual([]);
  });

  it('finds a relay again by its id and country alone, as the search answered it, and no other', async () => {
    const relays = await relay.accessPoints(relayAccount, {
      country: 'FR',
      postalCode: '69400',
      city: 'Villefranche-sur-Saône',
      maxResults: 10,
    });
    for (const found of relays)
      expect(await relay.accessPoint(relayAccount, { country: 'FR', id: found.id })).toEqual({
        ...found,
        distanceMeters: null,
      });
    const dutch = await relay.accessPoints(relayAccount, { country: 'NL', postalCode: '1011 ab', maxResults: 1 });
    expect(dutch[0]!.id).toMatch(/^1011AB-[1-5]$/);
    expect(await relay.accessPoint(relayAccount, { country: 'NL', id: dutch[0]!.id })).toMatchObject({
      id: dutch[0]!.id,
      zipCode: '1011AB',
      country: 'NL',
    });
    // Another country, a rank past the relays of a postal code, a postal code the country does not write so, a made-up
    // id.
    expect(await relay.accessPoint(relayAccount, { country: 'BE', id: relays[0]!.id })).toBeNull();
    expect(await relay.accessPoint(relayAccount, { country: 'FR', id: '69400-6' })).toBeNull();
    expect(await relay.accessPoint(relayAccount, { country: 'FR', id: '6940-1' })).toBeNull();
    expect(await relay.accessPoint(relayAccount, { country: 'FR', id: '012345' })).toBeNull();
  });
});

describe('the local Vignoble Export', () => {
  const today = () => new Date('2026-05-06T08:00:00Z');
  const exportPartner = new WeightLimitedVignobleExport(new LocalVignobleExport(today));
  const account = { apiKey: 'local' };
  const case6 = { widthCm: 30, heightCm: 35, lengthCm: 25, weightKg: 8.6, bottles: 6 };

  it('prices each parcel by zone and started kg, a Standard and an Express offer, cheapest first', async () => {
    const offers = await exportPartner.quote(account, [case6, case6], { country: 'BE', postalCode: '1000' });
    // EU zone: UPS Standard 16.50 + 1.10 × 9 kg per case; DHL Express 29 + 1.80 × 9.
    expect(offers).toEqual([
      {
        serviceCode: 'ups:ups-standard',
        serviceName: 'UPS Standard',
        carrier: 'ups',
        shippingType: 'STANDARD',
        price: 52.8,
        insurancePrice: null,
        deliveryDays: 6,
        deliveryDate: '2026-05-12',
      },
      {
        serviceCode: 'dhl:dhl-express-worldwide',
        serviceName: 'DHL Express Worldwide',
        carrier: 'dhl',
        shippingType: 'EXPRESS',
        price: 90.4,
        insurancePrice: null,
        deliveryDays: 2,
        deliveryDate: '2026-05-08',
      },
    ]);
  });

  it('adds customs outside the EU, and costs more further away', async () => {
    const [swiss] = await exportPartner.quote(account, [case6], { country: 'CH', postalCode: '1201' });
    // 24 + 1.60 × 9 + 15 of customs.
    expect(swiss!.price).toBe(53.4);
    const [japan] = await exportPartner.quote(account, [case6], { country: 'JP', postalCode: '100-0001' });
    expect(japan!.price).toBeGreaterThan(swiss!.price);
  });

  it('has nothing over 100 kg (spec 2 §9)', async () => {
    const twelve = { ...case6, weightKg: 17, bottles: 12 };
    expect(
      await exportPartner.quote(account, Array(5).fill(twelve), { country: 'US', postalCode: '10001' }),
    ).not.toEqual([]);
    expect(await exportPartner.quote(account, Array(6).fill(twelve), { country: 'US', postalCode: '10001' })).toEqual(
      [],
    );
  });
});

describe('the local Chronopost', () => {
  const chronopost = new LocalChronopost();
  const account = { accountNumber: '19869502', password: '255562' };
  const from = { country: 'FR', postalCode: '33330' };

  it('prices a parcel by product and weight, with 20 % VAT', async () => {
    // Chrono 13: 16.90 up to 2 kg, then 0.95 per started kg (7 more for 8.6 kg).
    await expect(
      chronopost.quote(account, { productCode: '1', from, to: { country: 'FR', postalCode: '75011' }, weightKg: 8.6 }),
    ).resolves.toEqual({ productCode: '1', amount: 23.55, amountTva: 4.71, amountTtc: 28.26, zone: '1' });
  });

  it('refuses what Chronopost refuses: a domestic product abroad, an international one at home, over 30 kg', async () => {
    await expect(
      chronopost.quote(account, { productCode: '1', from, to: { country: 'DE', postalCode: '10115' }, weightKg: 2 }),
    ).rejects.toMatchObject({ failure: 'request' });
    await expect(
      chronopost.quote(account, { productCode: '44', from, to: { country: 'FR', postalCode: '75011' }, weightKg: 2 }),
    ).rejects.toMatchObject({ failure: 'request' });
    await expect(
      chronopost.quote(account, { productCode: '1', from, to: { country: 'FR', postalCode: '75011' }, weightKg: 31 }),
    ).rejects.toMatchObject({ failure: 'request' });
  });

  it('lists the products for a parcel: the domestic ones in France, the international ones abroad', async () => {
    const home = await chronopost.products(account, { from, to: { country: 'FR', postalCode: '75011' }, weightKg: 5 });
    expect(home.map((p) => p.productCode).sort()).toEqual(['0', '1', '16', '2', '86']);
    const abroad = await chronopost.products(account, {
      from,
      to: { country: 'DE', postalCode: '10115' },
      weightKg: 5,
    });
    expect(abroad.map((p) => p.productCode).sort()).toEqual(['17', '37', '44']);
  });

  it('makes a one-page PDF label with a parcel number, the same for the same order', async () => {
    const request = {
      productCode: '1' as const,
      reference: 'ORDER-42',
      shipper: {
        name: 'Domaine des Lilas',
        line1: '12 chemin des Vignes',
        postalCode: '33330',
        city: 'Saint-Émilion',
        country: 'FR',
      },
      recipient: {
        name: 'Léa Roux',
        line1: '41 rue du Chemin Vert',
        postalCode: '75011',
        city: 'Paris',
        country: 'FR',
      },
      weightKg: 8.6,
    };
    const label = await chronopost.createLabel(account, request);
    expect(label.skybillNumber).toMatch(/^XJ\d{9}FR$/);
    expect((await chronopost.createLabel(account, request)).skybillNumber).toBe(label.skybillNumber);
    expect(new TextDecoder().decode(label.pdf.subarray(0, 5))).toBe('%PDF-');
    const text = pdfText(label.pdf);
    expect(text).toContain('Chronopost - Chrono 13');
    expect(text).toContain(label.skybillNumber);
    expect(text).toContain('Saint-Émilion');
  });

  it('writes a PDF whose cross-reference points at its objects', () => {
    const text = new TextDecoder().decode(textPdf(['Hello (world)']));
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
    expect(text).toContain('(Hello \\(world\\)) Tj');
  });
});

describe('choosing the carrier adapters', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetEnvCache();
    setCarrierAdapters(undefined);
  });

  const environment = {
    TABLE_NAME: 't',
    MEDIA_BUCKET: 'b',
    STAFF_POOL_ID: 'p',
    STAFF_CLIENT_ID: 'c',
    CUSTOMER_POOL_ID: 'p2',
    CUSTOMER_CLIENT_ID: 'c2',
  };

  it('uses the local adapters unless told otherwise', () => {
    process.env = { ...saved, ...environment };
    delete process.env.CARRIER_ADAPTERS;
    resetEnvCache();
    setCarrierAdapters(undefined);
    const chosen = carrierAdapters();
    expect(chosen.mode).toBe('local');
    expect(chosen.mondialRelay).toBeInstanceOf(LocalMondialRelay);
    expect(chosen.chronopost).toBeInstanceOf(LocalChronopost);
  });

  it('uses the partners’ real services with CARRIER_ADAPTERS=http', () => {
    process.env = { ...saved, ...environment, CARRIER_ADAPTERS: 'http' };
    resetEnvCache();
    setCarrierAdapters(undefined);
    const chosen = carrierAdapters();
    expect(chosen.mode).toBe('http');
    expect(chosen.mondialRelay).toBeInstanceOf(HttpMondialRelay);
    expect(chosen.chronopost).toBeInstanceOf(HttpChronopost);
    expect(chosen.chronopostLabels).toBeInstanceOf(HttpChronopostLabels);
    expect(chosen.vignobleExportShipments).toBeNull();
  });
});
