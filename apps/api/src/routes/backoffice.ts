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
import { requireUser } from '../auth/guards.ts';
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
import { can, principalOf, staffMay } from '../policy/policy.ts';

// spec 001 sections 2 and 6: each route belongs to the admin area of its menu item, whose
// row of the role table decides who may call it (decision 032).
const HOME = staffMay({ do: 'staff.home' });
const TRANSACTIONS = staffMay({ do: 'staff.transactions' });
const INVOICES = staffMay({ do: 'staff.invoices' });
const MODELS = staffMay({ do: 'staff.models' });
const UPLOADS = staffMay({ do: 'staff.uploads' });
const PLAYGROUND = staffMay({ do: 'staff.playground' });

const csvHeaders = (name: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
  'cache-control': 'no-store',
});

export function backofficeRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;

  app.openapi({ ...adminStatsRoute, middleware: [HOME] }, async (c) => {
    // Money figures follow the Transactions row: every staff role sees the home page.
    const withRevenue = can(principalOf(c), { do: 'staff.transactions' });
    return c.json(await adminStats(db, new Date(), { withRevenue }), 200);
  });

  app.openapi({ ...adminTransactionsCsvRoute, middleware: [TRANSACTIONS] }, (c) =>
    c.body(transactionsCsv(db, c.req.valid('query')), 200, csvHeaders('transactions')),
  );

  app.openapi({ ...adminTransactionsRoute, middleware: [TRANSACTIONS] }, async (c) =>
    c.json({ success: true as const, ...(await listTransactions(db, c.req.valid('query'))) }, 200),
  );

  app.openapi({ ...adminTransactionRoute, middleware: [TRANSACTIONS] }, async (c) =>
    c.json(
      { success: true as const, transaction: await transactionDetail(db, c.req.valid('param').id) },
      200,
    ),
  );

  app.openapi({ ...adminInvoicesCsvRoute, middleware: [INVOICES] }, (c) =>
    c.body(invoicesCsv(db, c.req.valid('query')), 200, csvHeaders('invoices')),
  );

  app.openapi({ ...adminInvoicesRoute, middleware: [INVOICES] }, async (c) =>
    c.json({ success: true as const, ...(await listInvoices(db, c.req.valid('query'))) }, 200),
  );

  // The buyer's own invoice document, for staff with the Invoices row (issue 19).
  app.openapi({ ...adminInvoicePdfRoute, middleware: [INVOICES] }, async (c) => {
    const { id } = c.req.valid('param');
    const { data } = await loadInvoice(db, id);
    const pdf = await renderInvoicePdf(data, services.config.billing ?? DEFAULT_BILLING_CONFIG);
    return c.body(new Uint8Array(pdf), 200, invoicePdfHeaders(id));
  });

  app.openapi({ ...adminModelsRoute, middleware: [MODELS] }, async (c) =>
    c.json({ success: true as const, ...(await listModels(db, c.req.valid('query'))) }, 200),
  );

  app.openapi({ ...adminModelRoute, middleware: [MODELS] }, async (c) =>
    c.json(
      { success: true as const, model: await modelDetail(services, c.req.valid('param').id) },
      200,
    ),
  );

  app.openapi({ ...adminRetryModelRoute, middleware: [MODELS] }, async (c) => {
    const { id } = c.req.valid('param');
    await retryModel(services, id, actorOf(requireUser(c)));
    return c.json({ success: true as const, model: await modelDetail(services, id) }, 200);
  });

  app.openapi({ ...adminRerankModelRoute, middleware: [MODELS] }, async (c) => {
    const { id } = c.req.valid('param');
    await rerankModel(services, id, actorOf(requireUser(c)));
    return c.json({ success: true as const, model: await modelDetail(services, id) }, 200);
  });

  app.openapi({ ...adminUploadsRoute, middleware: [UPLOADS] }, async (c) =>
    c.json({ success: true as const, ...(await listUploads(services, c.req.valid('query'))) }, 200),
  );

  app.openapi({ ...adminPlaygroundRoute, middleware: [PLAYGROUND] }, async (c) =>
    c.json(await runPlayground(services, c.req.valid('json')), 200),
  );

  return app;
}
