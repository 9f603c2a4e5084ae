import { withBenchStack } from './bench-stack.ts';
import { formatLoad, runLoad } from './load.ts';

/**
 * `POST /calculate/shipping-fees` under load on the local stack (issue 6): a mixed cart of the demo
 * site (12 bottles of two wines and a magnum-free box) to a French postal code, 16 connections.
 */
export async function benchFees(connections = 16, durationMs = 10_000): Promise<void> {
  await withBenchStack(async ({ apiUrl }) => {
    const body = JSON.stringify({
      products: [
        { idProduct: 1, quantity: 6 },
        { idProduct: 2, quantity: 5 },
        { idProduct: 5, quantity: 1 },
      ],
      postalCode: '69001',
      country: 'FRA',
    });
    const send = async () => {
      const answer = await fetch(`${apiUrl}/calculate/shipping-fees`, {
        method: 'POST',
        headers: { idsite: '1', 'content-type': 'application/json' },
        body,
      });
      const text = await answer.text();
      return answer.ok && text.includes('"success":true');
    };
    const first = await fetch(`${apiUrl}/calculate/shipping-fees`, {
      method: 'POST',
      headers: { idsite: '1', 'content-type': 'application/json' },
      body,
    });
    console.log(`one answer (${first.status}): ${(await first.text()).slice(0, 400)}…`);
    console.log(
      formatLoad('POST /calculate/shipping-fees', connections, await runLoad(send, { connections, durationMs })),
    );
  });
}
