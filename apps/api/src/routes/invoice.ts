import { OpenAPIHono } from '@hono/zod-openapi';
import { invoicePdfRoute } from '@hs/contracts/payments';
import { signedIn } from '../auth/guards.ts';
import { DEFAULT_BILLING_CONFIG } from '../billing/config.ts';
import { invoicePdfHeaders, loadInvoice } from '../billing/invoice-data.ts';
import { renderInvoicePdf } from '../billing/invoice-pdf.ts';
import type { AppEnv, Services } from '../context.ts';
import { authorize, principalOf } from '../policy/policy.ts';

export function invoiceRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;

  // spec 000 section 2: /invoice; one invoice per payment, as PDF
  app.openapi({ ...invoicePdfRoute, middleware: [signedIn] }, async (c) => {
    const paymentId = c.req.valid('param').file.slice(0, -'.pdf'.length);
    const { owner, data } = await loadInvoice(db, paymentId);
    authorize(principalOf(c), { do: 'invoice.read', owner });
    const pdf = await renderInvoicePdf(data, services.config.billing ?? DEFAULT_BILLING_CONFIG);
    return c.body(new Uint8Array(pdf), 200, invoicePdfHeaders(paymentId));
  });

  return app;
}
