import { inject } from 'vitest';

/**
 * Buys a package through the real checkout API with the offline test provider (demo
 * mode): the session, then the test provider's pay call, then waits until the order is
 * paid (fulfilment is a job). Journeys that are about something else start from here.
 */
export async function buyWithTestProvider(
  headers: Record<string, string>,
  packageId: string,
): Promise<string> {
  const baseUrl = inject('baseUrl');
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${baseUrl}/api${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...headers },
    });
  const session = await call('/checkout/session', {
    method: 'POST',
    body: JSON.stringify({ packageId, currency: 'usd' }),
  });
  if (!session.ok) throw new Error(`checkout: ${session.status} ${await session.text()}`);
  const { orderId } = ((await session.json()) as { data: { orderId: string } }).data;
  const pay = await call(`/checkout/test/${orderId}/pay`, { method: 'POST', body: '{}' });
  if (!pay.ok) throw new Error(`pay: ${pay.status} ${await pay.text()}`);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const order = await call(`/checkout/order/${orderId}`);
    const { status } = ((await order.json()) as { data: { status: string } }).data;
    if (status === 'paid') return orderId;
    if (Date.now() > deadline) throw new Error(`order ${orderId} still ${status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
