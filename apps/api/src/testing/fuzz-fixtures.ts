import type { PaymentRunner } from '../billing/test-helpers.ts';
import type { Known } from './bad-inputs.ts';
import type { TestClient } from './test-client.ts';
import type { TestServer } from './test-server.ts';

async function data<T>(res: Response): Promise<T> {
  const body = (await res.json()) as { success: boolean; data: T };
  if (!res.ok || !body.success) throw new Error(`fixture: ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** Codes and links only staff can make, shared by every persona's requests. */
export async function staffFixtures(server: TestServer, admin: TestClient): Promise<Known> {
  await data(await admin.apiPost('/admin/coupons', { code: 'FUZZ10', percentOff: 10 }));
  await data(
    await admin.apiPost('/admin/giftcard', { code: 'FUZZGIFT', currency: 'usd', balance: 500 }),
  );
  const { link } = await data<{ link: string }>(
    await admin.apiPost('/admin/parity', { parity: 0.8, days: 1 }),
  );
  const file = new URL(
    await server.services.storage.signedUrl('models/none/x.jpg', 3600),
    'http://x',
  );
  return {
    packageId: 'starter',
    currency: 'usd',
    couponCode: 'FUZZ10',
    giftCardCode: 'FUZZGIFT',
    style: 'studio-grey',
    styles: 'studio-grey',
    'getStylePreview.id': 'studio-grey',
    slug: 'selfies-that-make-great-headshots',
    'adminBlogPost.key': 'selfie-tips',
    'getBlogThumbnail.name': '00000000-0000-4000-8000-000000000000-small-0123456789abcdef.webp',
    photoTemplateId: 'grey-studio-close',
    token: new URL(link).searchParams.get('token'),
    key: 'models/none/x.jpg',
    expires: file.searchParams.get('expires'),
    signature: file.searchParams.get('signature'),
  };
}

/**
 * What one persona owns, so that its plausible requests reach the handlers' work: a model
 * being onboarded, a paid payment (test provider) and a pending order.
 */
export async function personaFixtures(client: TestClient, runner: PaymentRunner): Promise<Known> {
  const { modelId } = await data<{ modelId: string }>(
    await client.apiPost('/onboarding/start', {}),
  );
  const checkout = { packageId: 'starter', currency: 'usd' };
  const paid = await data<{ orderId: string }>(await client.apiPost('/checkout/session', checkout));
  await data(await client.apiPost(`/checkout/test/${paid.orderId}/pay`, {}));
  await runner.drain();
  const { paymentId } = await data<{ paymentId: string }>(
    await client.api(`/checkout/order/${paid.orderId}`),
  );
  const pending = await data<{ orderId: string }>(
    await client.apiPost('/checkout/session', checkout),
  );
  // What the plausible session body (with the staff's coupon and gift card) costs now.
  const { total } = await data<{ total: number }>(
    await client.apiPost('/checkout/quote', {
      ...checkout,
      couponCode: 'FUZZ10',
      giftCardCode: 'FUZZGIFT',
    }),
  );
  return {
    uid: client.uid,
    modelId,
    'getModel.id': modelId,
    orderId: pending.orderId,
    expectedTotal: total,
    paymentId,
    transactionId: paymentId,
    file: `${paymentId}.pdf`,
  };
}
