import { describe, expect, it } from 'vitest';
import { fixture, replay } from './fixtures/replay.ts';
import { HttpMondialRelay, mondialRelayDefaultUrl, relaySecurity } from './mondial-relay-http.ts';
import { CarrierPartnerError } from './partner-error.ts';

/** Mondial Relay's published test account. */
const account = { enseigne: 'BDTEST13', privateKey: 'TestAPI1key' };
const search = { country: 'FR' as const, postalCode: '75011', city: 'Paris', maxResults: 10 };

describe('the Mondial Relay adapter (WSI4_PointRelais_Recherche), against recorded answers', () => {
  it('sends the signed SOAP search Mondial Relay expects', async () => {
    const { fetch, sent } = replay({ file: 'mondial-relay-search-75011.answer.xml' });
    await new HttpMondialRelay(mondialRelayDefaultUrl, { fetch }).accessPoints(account, search);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: 'https://api.mondialrelay.com/Web_Services.asmx',
      method: 'POST',
      headers: {
        'content-type': 'text/xml; charset=utf-8',
        soapaction: '"http://www.mondialrelay.fr/webservice/WSI4_PointRelais_Recherche"',
      },
    });
    expect(sent[0]!.body).toBe(fixture('mondial-relay-search-75011.request.xml'));
    // The city is not sent (Mondial Relay refuses a city spelt otherwise), nor the private key.
    expect(sent[0]!.body).not.toContain('Paris');
    expect(sent[0]!.body).not.toContain('TestAPI1key');
  });

  it('signs with the upper-case MD5 of the values in order and the private key, the brand padded to 8', () => {
    const values = {
      Enseigne: 'CC23    ',
      Pays: 'BE',
      NumPointRelais: '',
      Ville: '',
      CP: '1000',
      Latitude: '',
      Longitude: '',
      Taille: '',
      Poids: '1500',
      Action: '24R',
      DelaiEnvoi: '0',
      RayonRecherche: '',
      TypeActivite: '',
      NACE: '',
      NombreResultats: '5',
    };
    // md5("CC23    BE1000150024R05secret"), computed apart.
    expect(relaySecurity(values, 'secret')).toBe('1566C952B10D836E3E1839C999C1BFF5');
    const body = HttpMondialRelay.requestBody(
      { enseigne: 'CC23', privateKey: 'secret' },
      { country: 'BE', postalCode: '1000', maxResults: 5, weightGrams: 1500 },
    );
    expect(body).toContain('<Enseigne>CC23    </Enseigne>');
    expect(body).toContain('<Poids>1500</Poids>');
    expect(body).toContain('<Security>1566C952B10D836E3E1839C999C1BFF5</Security>');
  });

  it('reads the relays: trimmed names and addresses, decimal-comma positions, distance, opening hours', async () => {
    const { fetch } = replay({ file: 'mondial-relay-search-75011.answer.xml' });
    const relays = await new HttpMondialRelay(mondialRelayDefaultUrl, { fetch }).accessPoints(account, search);
    expect(relays.map((r) => r.id)).toEqual(['075132', '074410', '075820']);
    expect(relays[0]).toEqual({
      id: '075132',
      name: 'TABAC LE CHEMIN VERT',
      addLine1: '41 RUE DU CHEMIN VERT',
      addLine2: null,
      zipCode: '75011',
      city: 'PARIS',
      country: 'FR',
      position: { latitude: 48.85871, longitude: 2.37773 },
      distanceMeters: 210,
      openingHours: {
        monday: ['07:30-20:00'],
        tuesday: ['07:30-20:00'],
        wednesday: ['07:30-20:00'],
        thursday: ['07:30-20:00'],
        friday: ['07:30-20:00'],
        saturday: ['09:00-19:00'],
        sunday: [],
      },
    });
    expect(relays[1]).toMatchObject({
      name: 'PRESSING VOLTAIRE ET RETOUCHES',
      openingHours: { monday: ['08:30-13:00', '14:30-19:30'], saturday: ['09:00-13:00'] },
    });
    expect(relays[2]).toMatchObject({
      addLine2: 'GALERIE COMMERCIALE',
      zipCode: '75012',
      openingHours: { sunday: ['00:00-23:59'] },
    });
  });

  it('answers no relay for a postal code Mondial Relay does not know (STAT 36)', async () => {
    const { fetch } = replay({ file: 'mondial-relay-search-stat36.answer.xml' });
    await expect(
      new HttpMondialRelay(mondialRelayDefaultUrl, { fetch }).accessPoints(account, { ...search, postalCode: '00000' }),
    ).resolves.toEqual([]);
  });

  it('tells a refused account (STAT 97, wrong security key) from an unavailable service', async () => {
    const refused = replay({ file: 'mondial-relay-search-stat97.answer.xml' });
    const error = await new HttpMondialRelay(mondialRelayDefaultUrl, { fetch: refused.fetch })
      .accessPoints(account, search)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CarrierPartnerError);
    expect(error).toMatchObject({ partner: 'MONDIAL_RELAY', failure: 'credentials', code: 'STAT 97' });

    const fault = replay({ file: 'mondial-relay-fault.answer.xml', status: 500 });
    await expect(
      new HttpMondialRelay(mondialRelayDefaultUrl, { fetch: fault.fetch }).accessPoints(account, search),
    ).rejects.toMatchObject({
      failure: 'unavailable',
      code: 'http-500',
      detail: expect.stringContaining('Timeout expired'),
    });

    const down = replay(Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' }));
    await expect(
      new HttpMondialRelay(mondialRelayDefaultUrl, { fetch: down.fetch }).accessPoints(account, search),
    ).rejects.toMatchObject({ failure: 'unavailable', code: 'timeout' });
  });

  it('finds one relay by its number and country: no postal code sent, the relay read as Mondial Relay knows it', async () => {
    const { fetch, sent } = replay({ file: 'mondial-relay-relay-075132.answer.xml' });
    const relay = await new HttpMondialRelay(mondialRelayDefaultUrl, { fetch }).accessPoint(account, {
      country: 'FR',
      id: '75132',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: 'https://api.mondialrelay.com/Web_Services.asmx',
      method: 'POST',
      headers: { soapaction: '"http://www.mondialrelay.fr/webservice/WSI4_PointRelais_Recherche"' },
    });
    // The number padded to Mondial Relay's six digits; signed as a search (md5("BDTEST13FR07513224R01TestAPI1key"),
    // computed apart).
    expect(sent[0]!.body).toBe(fixture('mondial-relay-relay-075132.request.xml'));
    expect(sent[0]!.body).toContain('<Security>F646AB1EA365808FDE3CA9B4860656CB</Security>');
    expect(relay).toMatchObject({
      id: '075132',
      name: 'TABAC LE CHEMIN VERT',
      addLine1: '41 RUE DU CHEMIN VERT',
      zipCode: '75011',
      city: 'PARIS',
      country: 'FR',
      distanceMeters: null,
    });
  });

  it('answers no relay for a number Mondial Relay does not know (STAT 70, or an empty list), or one that cannot be a number, without asking', async () => {
    const invalid = replay({ file: 'mondial-relay-relay-stat70.answer.xml' });
    await expect(
      new HttpMondialRelay(mondialRelayDefaultUrl, { fetch: invalid.fetch }).accessPoint(account, {
        country: 'FR',
        id: '999999',
      }),
    ).resolves.toBeNull();
    const none = replay({ file: 'mondial-relay-relay-none.answer.xml' });
    await expect(
      new HttpMondialRelay(mondialRelayDefaultUrl, { fetch: none.fetch }).accessPoint(account, {
        country: 'FR',
        id: '075132',
      }),
    ).resolves.toBeNull();
    // The relay answered is in another country than the one asked: not the relay chosen.
    const elsewhere = replay({ file: 'mondial-relay-relay-075132.answer.xml' });
    await expect(
      new HttpMondialRelay(mondialRelayDefaultUrl, { fetch: elsewhere.fetch }).accessPoint(account, {
        country: 'BE',
        id: '075132',
      }),
    ).resolves.toBeNull();
    const never = replay();
    await expect(
      new HttpMondialRelay(mondialRelayDefaultUrl, { fetch: never.fetch }).accessPoint(account, {
        country: 'FR',
        id: 'FR-0751',
      }),
    ).resolves.toBeNull();
    expect(never.sent).toEqual([]);
  });

  it('tells a refused account from an unavailable service when looking a relay up', async () => {
    const refused = replay({ file: 'mondial-relay-search-stat97.answer.xml' });
    await expect(
      new HttpMondialRelay(mondialRelayDefaultUrl, { fetch: refused.fetch }).accessPoint(account, {
        country: 'FR',
        id: '075132',
      }),
    ).rejects.toMatchObject({ failure: 'credentials', code: 'STAT 97' });
    const fault = replay({ file: 'mondial-relay-fault.answer.xml', status: 500 });
    await expect(
      new HttpMondialRelay(mondialRelayDefaultUrl, { fetch: fault.fetch }).accessPoint(account, {
        country: 'FR',
        id: '075132',
      }),
    ).rejects.toMatchObject({ failure: 'unavailable', code: 'http-500' });
  });
});
