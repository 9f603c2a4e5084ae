import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarrierAdapters } from '../../adapters/carriers/carriers.ts';
import { setCarrierAdapters } from '../../adapters/carriers/carriers.ts';
import { LocalChronopost } from '../../adapters/carriers/chronopost-local.ts';
import { LocalMondialRelay } from '../../adapters/carriers/mondial-relay-local.ts';
import { CarrierPartnerError } from '../../adapters/carriers/partner-error.ts';
import { WeightLimitedVignobleExport } from '../../adapters/carriers/vignoble-export.ts';
import { LocalVignobleExport } from '../../adapters/carriers/vignoble-export-local.ts';
import { authorisedSiteId } from '../../data/site-id.ts';

const stored = vi.hoisted(() => ({ vignobleExport: null as unknown, mondialRelay: null as unknown }));
vi.mock('../../repositories/carrier-partner-repository.ts', async (original) => ({
  ...(await original<object>()),
  carrierPartnerRepository: {
    vignobleExport: async () => stored.vignobleExport,
    mondialRelay: async () => stored.mondialRelay,
  },
}));
vi.mock('../../lib/logger.ts', async (original) => ({
  ...(await original<object>()),
  logger: { warn: () => undefined, error: () => undefined },
}));

const { mondialRelayService, vignobleExportService } = await import('./partner-service.ts');

const site = authorisedSiteId(1);
const exportSettings = {
  name: 'Léa Roux',
  vatNumber: 'FR12345678901',
  apiKey: 'secret-key',
  percentageToApply: 10,
  boxes: [1],
  valid: true,
  activatedAt: '2026-05-01T00:00:00Z',
  updatedAt: '2026-05-01T00:00:00Z',
};
const relaySettings = {
  enseigne: 'BDTEST13',
  privateKey: 'TestAPI1key',
  insuranceLevel: 1,
  collectionMode: 'CCC',
  activatedAt: '2026-05-01T00:00:00Z',
  updatedAt: '2026-05-01T00:00:00Z',
};
const parcel = { widthCm: 30, heightCm: 35, lengthCm: 25, weightKg: 8.6, bottles: 6 };
const address = { postalCode: '33330', city: 'Saint-Émilion', country: 'FRA' };

function adapters(over: Partial<CarrierAdapters> = {}): CarrierAdapters {
  const chronopost = new LocalChronopost();
  return {
    mode: 'local',
    mondialRelay: new LocalMondialRelay(),
    vignobleExport: new WeightLimitedVignobleExport(new LocalVignobleExport()),
    chronopost,
    chronopostLabels: chronopost,
    vignobleExportShipments: null,
    ...over,
  };
}
const failing = (failure: 'credentials' | 'unavailable') => ({
  quote: async () =>
    Promise.reject(new CarrierPartnerError('VIGNOBLE_EXPORT', failure, 'http-401', 'Invalid credentials.')),
  accessPoints: async () =>
    Promise.reject(new CarrierPartnerError('MONDIAL_RELAY', failure, 'STAT 97', 'Mondial Relay answered STAT 97')),
  accessPoint: async () =>
    Promise.reject(new CarrierPartnerError('MONDIAL_RELAY', failure, 'STAT 97', 'Mondial Relay answered STAT 97')),
});

beforeEach(() => {
  stored.vignobleExport = exportSettings;
  stored.mondialRelay = relaySettings;
  setCarrierAdapters(adapters());
});
afterEach(() => setCarrierAdapters(undefined));

describe('the export partner’s quote for the fee calculation', () => {
  it('hands the partner’s offers with the site’s percentage and boxes', async () => {
    const quote = await vignobleExportService.quote(site, [parcel], { country: 'BE', postalCode: '1000' });
    expect(quote).toMatchObject({ percentageToApply: 10, boxes: [1], failure: null });
    expect(quote!.offers.map((o) => o.shippingType)).toEqual(['STANDARD', 'EXPRESS']);
  });

  it('is null when the site has not activated the partner or does not offer it', async () => {
    stored.vignobleExport = null;
    expect(await vignobleExportService.quote(site, [parcel], { country: 'BE', postalCode: '1000' })).toBeNull();
    stored.vignobleExport = { ...exportSettings, valid: false };
    expect(await vignobleExportService.quote(site, [parcel], { country: 'BE', postalCode: '1000' })).toBeNull();
  });

  it('gives no offer, and says why, when the partner fails: the fee calculation still answers', async () => {
    setCarrierAdapters(adapters({ vignobleExport: failing('credentials') as never }));
    expect(await vignobleExportService.quote(site, [parcel], { country: 'BE', postalCode: '1000' })).toMatchObject({
      offers: [],
      failure: 'credentials',
    });
  });

  it('has nothing over 100 kg (spec 2 §9)', async () => {
    const heavy = { ...parcel, weightKg: 25.5 };
    expect(
      (await vignobleExportService.quote(site, [heavy, heavy, heavy, heavy], { country: 'BE', postalCode: '1000' }))!
        .offers,
    ).toEqual([]);
  });
});

describe('the relay search', () => {
  it('answers the relays of the site’s account', async () => {
    const relays = await mondialRelayService.accessPoints(site, address);
    expect(relays.length).toBeGreaterThan(0);
  });

  it('is a 409 before the site activates Mondial Relay', async () => {
    stored.mondialRelay = null;
    await expect(mondialRelayService.accessPoints(site, address)).rejects.toMatchObject({
      status: 409,
      messageKey: 'partner.mondialRelayNotActivated',
    });
  });

  it('is a 502 "try again later" when Mondial Relay fails, whatever the reason', async () => {
    for (const failure of ['credentials', 'unavailable'] as const) {
      setCarrierAdapters(adapters({ mondialRelay: failing(failure) as never }));
      await expect(mondialRelayService.accessPoints(site, address)).rejects.toMatchObject({
        status: 502,
        messageKey: 'partner.relayUnavailable',
      });
    }
  });

  it('gives the storefront the brand code but no secret', async () => {
    const config = await mondialRelayService.publicConfig(site);
    expect(config).toMatchObject({ active: true, brand: 'BDTEST13' });
    expect(JSON.stringify(config)).not.toContain('TestAPI1key');
  });
});

describe('a relay looked up by its id (an order)', () => {
  it('answers the relay as the partner knows it, found by its id and country (a code or a name)', async () => {
    const [relay] = await mondialRelayService.accessPoints(site, address);
    expect(await mondialRelayService.accessPoint(site, { id: relay!.id, country: 'FR' })).toEqual({
      activated: true,
      point: { ...relay, distanceMeters: null },
    });
    expect(await mondialRelayService.accessPoint(site, { id: relay!.id, country: 'France' })).toEqual({
      activated: true,
      point: { ...relay, distanceMeters: null },
    });
  });

  it('has no relay for an unknown id, another country, a country Mondial Relay does not serve or none', async () => {
    const [relay] = await mondialRelayService.accessPoints(site, address);
    expect(await mondialRelayService.accessPoint(site, { id: '012345', country: 'FR' })).toEqual({
      activated: true,
      point: null,
    });
    expect(await mondialRelayService.accessPoint(site, { id: relay!.id, country: 'BE' })).toEqual({
      activated: true,
      point: null,
    });
    expect(await mondialRelayService.accessPoint(site, { id: relay!.id, country: 'CH' })).toEqual({
      activated: true,
      point: null,
    });
    expect(await mondialRelayService.accessPoint(site, { id: relay!.id, country: null })).toEqual({
      activated: true,
      point: null,
    });
  });

  it('says when the site has not activated Mondial Relay, and is a 502 when the partner fails', async () => {
    stored.mondialRelay = null;
    expect(await mondialRelayService.accessPoint(site, { id: '33330-1', country: 'FR' })).toEqual({ activated: false });
    stored.mondialRelay = relaySettings;
    setCarrierAdapters(adapters({ mondialRelay: failing('unavailable') as never }));
    await expect(mondialRelayService.accessPoint(site, { id: '33330-1', country: 'FR' })).rejects.toMatchObject({
      status: 502,
      messageKey: 'partner.relayUnavailable',
    });
  });
});
