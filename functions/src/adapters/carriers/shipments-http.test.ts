import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chronopostDefaultUrl } from './chronopost-http.ts';
import { HttpChronopostLabels } from './chronopost-labels-http.ts';
import { fixture, replay } from './fixtures/replay.ts';
import { HttpMondialRelay, mondialRelayDefaultUrl } from './mondial-relay-http.ts';
import type { ShipmentRequest } from './shipments.ts';

/**
 * The real shipment calls (docs/orders.md "Shipping an order") against recorded answers written
 * from the partners' published WSDLs and answers shown in public client code (no network):
 * Mondial Relay's WSI2_CreationEtiquette and WSI2_TracingColisDetaille, Chronopost's
 * shippingMultiParcelV5, cancelSkybill and trackSkybillV2.
 */
const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();
/** The values of a SOAP body's elements, in order. */
const valuesOf = (body: string, operation: string) =>
  [
    ...body
      .split(`<${operation} xmlns="http://www.mondialrelay.fr/webservice/">`)[1]!
      .split(`</${operation}>`)[0]!
      .matchAll(/<(\w+)>([^<]*)<\/\1>/g),
  ].map((m) => [m[1]!, m[2]!.replace(/&apos;/g, "'").replace(/&amp;/g, '&')] as const);

const relayAccount = {
  enseigne: 'BDTEST13',
  privateKey: 'TestAPI1key',
  collectionMode: 'CCC' as const,
  insuranceLevel: 1,
};
const request: ShipmentRequest = {
  reference: '2026-000042',
  shipper: {
    name: 'Domaine des Lilas',
    line1: '12 chemin des Vignes',
    postalCode: '33330',
    city: 'Saint-Émilion',
    country: 'FR',
    phone: '05 57 00 00 00',
    email: 'contact@domaine-des-lilas.fr',
  },
  recipient: {
    name: 'Léa Martin',
    line1: '3 rue des Archives',
    postalCode: '75011',
    city: 'Paris',
    country: 'FR',
    phone: '06 12 34 56 78',
    email: 'lea.martin@example.com',
  },
  parcels: [{ weightKg: 8.8, widthCm: 26, heightCm: 35, lengthCm: 16 }],
  relay: { id: '75132', country: 'FR' },
  lang: 'fr_FR',
};

describe('Mondial Relay shipments (WSI2_CreationEtiquette, WSI2_TracingColisDetaille), against recorded answers', () => {
  it('sends the signed shipment to the relay and reads its number, then fetches its PDF label', async () => {
    const { fetch, sent } = replay(
      { file: 'mondial-relay-shipment.answer.xml' },
      { file: 'mondial-relay-label-31236189.pdf', contentType: 'application/pdf' },
    );
    const shipment = await new HttpMondialRelay(mondialRelayDefaultUrl, { fetch }).createShipment(
      relayAccount,
      request,
    );
    expect(sent[0]).toMatchObject({
      url: 'https://api.mondialrelay.com/Web_Services.asmx',
      method: 'POST',
      headers: { soapaction: '"http://www.mondialrelay.fr/webservice/WSI2_CreationEtiquette"' },
    });
    expect(sent[0]!.body).toBe(fixture('mondial-relay-shipment.request.xml'));
    const fields = valuesOf(sent[0]!.body!, 'WSI2_CreationEtiquette');
    const names = fields.map(([name]) => name);
    expect(names.slice(-2)).toEqual(['Security', 'Texte']);
    // Security: md5 of every value before it (Texte is not signed) and the private key, computed apart.
    const signed = fields
      .slice(0, -2)
      .map(([, value]) => value)
      .join('');
    expect(fields.at(-2)![1]).toBe(md5(`${signed}TestAPI1key`));
    expect(Object.fromEntries(fields)).toMatchObject({
      ModeCol: 'CCC',
      ModeLiv: '24R',
      NDossier: '2026-000042',
      Expe_Ville: 'SAINT-EMILION',
      Dest_Ad1: 'LEA MARTIN',
      Dest_Tel1: '0612345678',
      Poids: '8800',
      NbColis: '1',
      LIV_Rel_Pays: 'FR',
      LIV_Rel: '075132',
      Assurance: '1',
    });
    expect(sent[0]!.body).not.toContain('TestAPI1key');
    expect(sent[1]).toMatchObject({
      url: 'https://www.mondialrelay.com/ww2/PDF/StickerMaker2.aspx?ens=BDTEST1311&expedition=31236189&lg=FR&format=A4&crc=6F4E0D34D2E4C5A2F0E1B7B49C1E6D2A',
      method: 'GET',
    });
    expect(shipment.trackingNumber).toBe('31236189');
    expect(shipment.trackingUrl).toBe(
      'https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition=31236189&codePostal=75011',
    );
    expect(new TextDecoder().decode(shipment.label.subarray(0, 8))).toBe('%PDF-1.4');
  });

  it('tells a refused shipment (STAT 24, an unknown relay) and an unavailable service apart', async () => {
    const refused = replay({ file: 'mondial-relay-shipment-stat24.answer.xml' });
    await expect(
      new HttpMondialRelay(mondialRelayDefaultUrl, { fetch: refused.fetch }).createShipment(relayAccount, request),
    ).rejects.toMatchObject({ partner: 'MONDIAL_RELAY', failure: 'request', code: 'STAT 24' });
    const fault = replay({ file: 'mondial-relay-fault.answer.xml', status: 500 });
    await expect(
      new HttpMondialRelay(mondialRelayDefaultUrl, { fetch: fault.fetch }).createShipment(relayAccount, request),
    ).rejects.toMatchObject({ failure: 'unavailable', code: 'http-500' });
    const notPdf = replay(
      { file: 'mondial-relay-shipment.answer.xml' },
      { body: '<html>error</html>', status: 200, contentType: 'text/html' },
    );
    await expect(
      new HttpMondialRelay(mondialRelayDefaultUrl, { fetch: notPdf.fetch }).createShipment(relayAccount, request),
    ).rejects.toMatchObject({ failure: 'unavailable', code: 'label-http-200' });
  });

  it('reads the detailed tracing: status, summary, relay and the steps with their Paris times', async () => {
    const { fetch, sent } = replay({ file: 'mondial-relay-tracing-31236189.answer.xml' });
    const tracing = await new HttpMondialRelay(mondialRelayDefaultUrl, { fetch }).tracing(
      relayAccount,
      '31236189',
      'fr_FR',
    );
    expect(sent[0]!.headers.soapaction).toBe('"http://www.mondialrelay.fr/webservice/WSI2_TracingColisDetaille"');
    const fields = valuesOf(sent[0]!.body!, 'WSI2_TracingColisDetaille');
    expect(fields).toEqual([
      ['Enseigne', 'BDTEST13'],
      ['Expedition', '31236189'],
      ['Langue', 'FR'],
      ['Security', md5('BDTEST1331236189FRTestAPI1key')],
    ]);
    expect(tracing).toEqual({
      stat: '81',
      status: 'IN_TRANSIT',
      label: "COLIS EN COURS D'ACHEMINEMENT",
      summary: "COLIS EN COURS D'ACHEMINEMENT",
      relay: { id: '075132', name: 'TABAC LE CHEMIN VERT' },
      events: [
        { label: 'PRISE EN CHARGE EN AGENCE', at: '2026-05-14T16:40:00.000Z', place: 'BORDEAUX' },
        { label: "COLIS EN COURS D'ACHEMINEMENT", at: '2026-05-15T04:12:00.000Z', place: 'PARIS' },
      ],
    });
  });
});

describe('Chronopost labels (ShippingServiceWS, TrackingServiceWS), against recorded answers', () => {
  const account = { accountNumber: '19869502', password: '255562' };
  const label = {
    productCode: '1' as const,
    reference: '2026-000042',
    shipper: {
      name: 'Domaine des Lilas',
      line1: '12 chemin des Vignes',
      postalCode: '33330',
      city: 'Saint-Émilion',
      country: 'FR',
      phone: '05 57 00 00 00',
    },
    recipient: {
      name: 'Léa Martin',
      line1: '3 rue des Archives',
      postalCode: '75011',
      city: 'Paris',
      country: 'FR',
      email: 'lea.martin@example.com',
    },
    weightKg: 8.8,
  };
  const shipDay = () => new Date('2026-05-14T08:00:00Z');

  it('sends shippingMultiParcelV5 with the account, the parties, the product and the weight, and reads the skybill and its PDF', async () => {
    const { fetch, sent } = replay({ file: 'chronopost-shipping-chrono13.answer.xml' });
    const created = await new HttpChronopostLabels(chronopostDefaultUrl, { fetch }, shipDay).createLabel(
      account,
      label,
    );
    expect(sent[0]).toMatchObject({
      url: 'https://ws.chronopost.fr/shipping-cxf/ShippingServiceWS',
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""' },
    });
    expect(sent[0]!.body).toBe(fixture('chronopost-shipping-chrono13.request.xml'));
    expect(created.skybillNumber).toBe('XJ123456785FR');
    expect(new TextDecoder().decode(created.pdf.subarray(0, 8))).toBe('%PDF-1.4');
  });

  it('tells a refused account from a refused cancel, and cancels a skybill', async () => {
    const refused = replay({ file: 'chronopost-shipping-unauthorized.answer.xml' });
    await expect(
      new HttpChronopostLabels(chronopostDefaultUrl, { fetch: refused.fetch }, shipDay).createLabel(account, label),
    ).rejects.toMatchObject({
      partner: 'CHRONOPOST',
      failure: 'credentials',
      code: 'errorCode 33',
      detail: 'Invalid accesColis account number',
    });
    const cancel = replay({ file: 'chronopost-cancel.answer.xml' });
    await new HttpChronopostLabels(chronopostDefaultUrl, { fetch: cancel.fetch }).cancelLabel(account, 'XJ123456785FR');
    expect(cancel.sent[0]!.url).toBe('https://ws.chronopost.fr/tracking-cxf/TrackingServiceWS');
    expect(cancel.sent[0]!.body).toContain(
      '<cxf:cancelSkybill><accountNumber>19869502</accountNumber><password>255562</password><language>fr_FR</language><skybillNumber>XJ123456785FR</skybillNumber></cxf:cancelSkybill>',
    );
    const late = replay({ file: 'chronopost-cancel-refused.answer.xml' });
    await expect(
      new HttpChronopostLabels(chronopostDefaultUrl, { fetch: late.fetch }).cancelLabel(account, 'XJ123456785FR'),
    ).rejects.toMatchObject({ failure: 'request', code: 'errorCode 2' });
  });

  it('reads the tracking steps oldest first, the last one giving the status', async () => {
    const { fetch, sent } = replay({ file: 'chronopost-track.answer.xml' });
    const tracking = await new HttpChronopostLabels(chronopostDefaultUrl, { fetch }).track(
      account,
      'XJ123456785FR',
      'en_US',
    );
    expect(sent[0]!.body).toContain(
      '<cxf:trackSkybillV2><language>en_GB</language><skybillNumber>XJ123456785FR</skybillNumber></cxf:trackSkybillV2>',
    );
    expect(tracking).toEqual({
      status: 'DELIVERED',
      label: 'Livraison effectuée',
      events: [
        { at: '2026-05-14T08:02:00.000Z', label: "Envoi en cours de préparation chez l'expéditeur", place: null },
        { at: '2026-05-14T17:45:00.000Z', label: 'Envoi en transit', place: 'Bordeaux Chronopost' },
        { at: '2026-05-15T10:31:00.000Z', label: 'Livraison effectuée', place: 'Paris Chronopost' },
      ],
    });
  });
});
