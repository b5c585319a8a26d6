import { OpenAPIHono } from '@hono/zod-openapi';
import {
  adminInvoicePdfRoute,
  adminInvoicesCsvRoute,
  adminInvoicesRoute,
  adminModelRoute,
  adminModelsRoute,
  adminPlaygroundRoute,
  adminRerankModelRoute,
  adminRetryModelRoute,
  adminStatsRoute,
  adminTransactionRoute,
  adminTransactionsCsvRoute,
  adminTransactionsRoute,
  adminUploadsRoute,
} from '@hs/contracts/backoffice';
import { actorOf } from '../audit/audit.ts';
import { requireStaff, staffOnly } from '../auth/guards.ts';
import { adminStats } from '../backoffice/stats.ts';
import { DEFAULT_BILLING_CONFIG } from '../billing/config.ts';
import { invoicePdfHeaders, loadInvoice } from '../billing/invoice-data.ts';
import { renderInvoicePdf } from '../billing/invoice-pdf.ts';
import {
  invoicesCsv,
  listInvoices,
  listTransactions,
  transactionDetail,
  transactionsCsv,
} from '../backoffice/money.ts';
import {
  listModels,
  listUploads,
  modelDetail,
  rerankModel,
  retryModel,
} from '../backoffice/models.ts';
import { runPlayground } from '../backoffice/playground.ts';
import type { AppEnv, Services } from '../context.ts';
import { can, principalOf } from '../policy/policy.ts';

// spec 001 sections 2 and 6: each route belongs to the admin area of its menu item, whose
// row of the role table decides who may call it (decision 032).
const HOME = '/admin';
const TRANSACTIONS = '/admin/transactions';
const INVOICES = '/admin/invoices';
const MODELS = '/admin/model';
const UPLOADS = '/admin/upload';
const PLAYGROUND = '/admin/playground';

const csvHeaders = (name: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
  'cache-control': 'no-store',
});

export function backofficeRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;

  app.openapi({ ...adminStatsRoute, middleware: [staffOnly(HOME)] }, async (c) => {
    // Money figures follow the Transactions row: every staff role sees the home page.
    const withRevenue = can(principalOf(c), { do: 'staff.transactions' });
    return c.json(await adminStats(db, new Date(), { withRevenue }), 200);
  });

  app.openapi({ ...adminTransactionsCsvRoute, middleware: [staffOnly(TRANSACTIONS)] }, (c) =>
    c.body(transactionsCsv(db, c.req.valid('query')), 200, csvHeaders('transactions')),
  );

  app.openapi({ ...adminTransactionsRoute, middleware: [staffOnly(TRANSACTIONS)] }, async (c) =>
    c.json({ success: true as const, ...(await listTransactions(db, c.req.valid('query'))) }, 200),
  );

  app.openapi({ ...adminTransactionRoute, middleware: [staffOnly(TRANSACTIONS)] }, async (c) =>
    c.json(
      { success: true as const, transaction: await transactionDetail(db, c.req.valid('param').id) },
      200,
    ),
  );

  app.openapi({ ...adminInvoicesCsvRoute, middleware: [staffOnly(INVOICES)] }, (c) =>
    c.body(invoicesCsv(db, c.req.valid('query')), 200, csvHeaders('invoices')),
  );

  app.openapi({ ...adminInvoicesRoute, middleware: [staffOnly(INVOICES)] }, async (c) =>
    c.json({ success: true as const, ...(await listInvoices(db, c.req.valid('query'))) }, 200),
  );

  // The buyer's own invoice document, for staff with the Invoices row (issue 19).
  app.openapi({ ...adminInvoicePdfRoute, middleware: [staffOnly(INVOICES)] }, async (c) => {
    const { id } = c.req.valid('param');
    const { data } = await loadInvoice(db, id);
    const pdf = await renderInvoicePdf(data, services.config.billing ?? DEFAULT_BILLING_CONFIG);
    return c.body(new Uint8Array(pdf), 200, invoicePdfHeaders(id));
  });

  app.openapi({ ...adminModelsRoute, middleware: [staffOnly(MODELS)] }, async (c) =>
    c.json({ success: true as const, ...(await listModels(db, c.req.valid('query'))) }, 200),
  );

  app.openapi({ ...adminModelRoute, middleware: [staffOnly(MODELS)] }, async (c) =>
    c.json(
      { success: true as const, model: await modelDetail(services, c.req.valid('param').id) },
      200,
    ),
  );

  app.openapi({ ...adminRetryModelRoute, middleware: [staffOnly(MODELS)] }, async (c) => {
    const { id } = c.req.valid('param');
    await retryModel(services, id, actorOf(requireStaff(c, MODELS)));
    return c.json({ success: true as const, model: await modelDetail(services, id) }, 200);
  });

  app.openapi({ ...adminRerankModelRoute, middleware: [staffOnly(MODELS)] }, async (c) => {
    const { id } = c.req.valid('param');
    await rerankModel(services, id, actorOf(requireStaff(c, MODELS)));
    return c.json({ success: true as const, model: await modelDetail(services, id) }, 200);
  });

  app.openapi({ ...adminUploadsRoute, middleware: [staffOnly(UPLOADS)] }, async (c) =>
    c.json({ success: true as const, ...(await listUploads(services, c.req.valid('query'))) }, 200),
  );

  app.openapi({ ...adminPlaygroundRoute, middleware: [staffOnly(PLAYGROUND)] }, async (c) =>
    c.json(await runPlayground(services, c.req.valid('json')), 200),
  );

  return app;
}
