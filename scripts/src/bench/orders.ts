import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '@cellar/functions/data/dynamo';
import { keys } from '@cellar/functions/data/keys';
import { authorisedSiteId } from '@cellar/functions/data/site-id';
import { productRepository } from '@cellar/functions/repositories/product-repository';
import { withBenchStack } from './bench-stack.ts';
import { formatLoad, runLoad } from './load.ts';

/**
 * `POST /order` under load on the local stack (issue 7): a guest's order of the demo site — 2
 * bottles of Cuvée des Lilas and one of Blanc de Craie — delivered by Colissimo to Paris, paid by
 * transfer, each with its own Idempotency-Key, 16 connections. The demo wines get enough stock
 * first so that orders succeed; a refused or failed order counts as a failure. Every order runs the
 * whole path: the catalogue, the fee calculation (packing and Colissimo's grid), the discounts, the
 * counter, the one transaction (order, key, stock), the confirmation mail (the outbox) and its
 * record. The same orders also contend on the same two stock items.
 */
export async function benchOrders(connections = 16, durationMs = 10_000): Promise<void> {
  await withBenchStack(async ({ apiUrl }) => {
    const site = authorisedSiteId(1);
    const catalogue = await productRepository.catalogue(site);
    const lilas = catalogue.find((e) => e.product.name === 'Cuvée des Lilas')!;
    const craie = catalogue.find((e) => e.product.name === 'Blanc de Craie')!;
    for (const entry of [lilas, craie]) {
      for (const vintage of entry.vintages) {
        await dynamo().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: keys.vintage(site, entry.product.id, vintage.id),
            UpdateExpression: 'SET quantity = :q',
            ExpressionAttributeValues: { ':q': 10_000_000 },
          }),
        );
      }
    }
    const carriers = (await (await fetch(`${apiUrl}/list/carrier`, { headers: { idsite: '1' } })).json()) as {
      data: { carriers: Array<{ id: number; name: string }> };
    };
    const colissimo = carriers.data.carriers.find((c) => c.name === 'Colissimo')!.id;
    // Each order is another guest from another address, as a real crowd is: the limits per client
    // address and per guest e-mail (docs/decisions.md "Limits under abuse") count each once.
    let shoppers = 0;
    const body = () =>
      JSON.stringify({
        products: [
          { id: lilas.product.id, quantity: 2 },
          { id: craie.product.id, quantity: 1 },
        ],
        user: {
          phone: '06 12 34 56 78',
          email: `bench+${++shoppers}@example.com`,
          firstname: 'Léa',
          lastname: 'Martin',
        },
        address: {
          delivery: {
            firstname: 'Léa',
            lastname: 'Martin',
            address: '3 rue des Archives',
            postalCode: '75001',
            city: 'Paris',
            country: 'FR',
          },
          billing: null,
        },
        delivery: { type: 'DELIVERY', idCarrier: colissimo },
        deliveryPostalCode: '75001',
        deliveryIdCountry: 250,
        legalAge: true,
        salesConditions: true,
        paymentMethod: 'TRANSFER',
      });
    const headers = () => ({
      idsite: '1',
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      'x-forwarded-for': `10.${shoppers % 250}.${Math.floor(shoppers / 250) % 250}.7`,
    });
    let placed = 0;
    const send = async () => {
      const answer = await fetch(`${apiUrl}/order`, { method: 'POST', body: body(), headers: headers() });
      const text = await answer.text();
      const ok = answer.status === 201 && text.includes('"success":true');
      if (ok) placed += 1;
      return ok;
    };
    const first = await fetch(`${apiUrl}/order`, { method: 'POST', body: body(), headers: headers() });
    console.log(
      `one answer (${first.status}, DynamoDB calls: ${first.headers.get('x-db-calls')}): ${(await first.text()).slice(0, 300)}…`,
    );
    const result = await runLoad(send, { connections, durationMs });
    console.log(formatLoad('POST /order', connections, result).replace('requests/s', 'orders/s'));
    console.log(`orders placed during the run and its warm-up: ${placed}`);
  });
}
