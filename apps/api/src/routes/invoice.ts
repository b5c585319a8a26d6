import { OpenAPIHono } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';
import { invoicePdfRoute } from '@hs/contracts/payments';
import { appUser, billingDetails, orderLine, payment } from '@hs/db/schema';
import { requireViewer, signedIn } from '../auth/guards.ts';
import { DEFAULT_BILLING_CONFIG } from '../billing/config.ts';
import { renderInvoicePdf } from '../billing/invoice-pdf.ts';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { authorize, principalOf } from '../policy/policy.ts';

export function invoiceRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;

  // spec 000 section 2: /invoice; one invoice per payment, as PDF
  app.openapi({ ...invoicePdfRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireViewer(c);
    const paymentId = c.req.valid('param').file.slice(0, -'.pdf'.length);
    const [row] = await db
      .select({ payment, email: appUser.email, details: billingDetails })
      .from(payment)
      .innerJoin(appUser, eq(appUser.uid, payment.uid))
      .leftJoin(billingDetails, eq(billingDetails.uid, payment.uid))
      .where(eq(payment.id, paymentId));
    if (!row) throw new AppError('payment.unknown');
    authorize(principalOf(c), { do: 'invoice.read', owner: row.payment.uid });
    const lines = await db
      .select()
      .from(orderLine)
      .where(eq(orderLine.orderId, row.payment.orderId))
      .orderBy(asc(orderLine.sort));
    const d = row.details;
    const pdf = await renderInvoicePdf(
      {
        paymentId,
        createdOn: row.payment.createdOn,
        currency: row.payment.currency,
        lines,
        test: row.payment.provider === 'test',
        amountTotal: row.payment.amountTotal,
        amountDiscount: row.payment.amountDiscount,
        amountGiftCard: row.payment.amountGiftCard,
        status: row.payment.status,
        buyer: {
          name: d?.name || viewer.user?.displayName || '',
          company: d?.company ?? '',
          address: d?.address ?? '',
          postalCode: d?.postalCode ?? '',
          city: d?.city ?? '',
          country: d?.country ?? '',
          vatId: d?.vatId ?? '',
          email: row.email,
        },
      },
      services.config.billing ?? DEFAULT_BILLING_CONFIG,
    );
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="invoice-${paymentId}.pdf"`,
      'cache-control': 'private, no-store',
    });
  });

  return app;
}
