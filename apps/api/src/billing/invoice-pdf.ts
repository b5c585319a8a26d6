import type PDFKit from 'pdfkit';
import type { BillingDetails } from '@hs/contracts/payments';
import type { GiveBack } from '@hs/contracts/results';
import { taxIncluded } from '@hs/domain/order-total';
import { formatPaymentAmount } from '@hs/domain/payment-display';
import { lazyRequire } from '../tools/lazy-require.ts';
import type { BillingConfig } from './config.ts';

// pdfkit (and its fonts) is loaded with the first invoice, not at start-up (decision 051).
const pdfkit = lazyRequire<typeof PDFKit>('pdfkit');

export interface InvoiceData {
  paymentId: string;
  createdOn: Date;
  currency: string;
  /** The order's lines, as priced on the server. */
  lines: { description: string; quantity: number; amount: number }[];
  /** Paid with the offline test provider: no money moved, the invoice says so. */
  test: boolean;
  amountTotal: number;
  amountDiscount: number;
  amountGiftCard: number;
  status: 'paid' | 'refunded';
  buyer: BillingDetails & { email: string };
  /** issue 34 item 5: what the runs it paid for promised, made and gave back. */
  giveBacks: GiveBack[];
}

/** An invoice's give-back row: "Promised N, made M, given back K" and what came back. */
function giveBackRow(g: GiveBack, currency: string): [string, string] {
  const label = `Promised ${g.promised}, made ${g.made}, given back ${g.givenBack}`;
  if (g.kind === 'money') {
    const how = g.status === 'owed' ? 'being refunded' : 'refunded';
    return [`${label} (${how})`, `-${money(g.amount, currency)}`];
  }
  if (g.kind === 'run') return [`${label} (the package was given back)`, ''];
  if (g.kind === 'credits') return [`${label} (${g.amount} studio credits)`, ''];
  return [label, ''];
}

// spec 001 section 9: payment display is amount/100 with 2 decimals; the currency code
// follows (the PDF's standard fonts have no glyph for every currency symbol).
const money = (minor: number, currency: string) =>
  `${formatPaymentAmount(minor)} ${currency.toUpperCase()}`;

/** The invoice of one payment: seller, buyer, the line, discounts, tax when configured. */
export function renderInvoicePdf(data: InvoiceData, config: BillingConfig): Promise<Buffer> {
  const PDFDocument = pdfkit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Invoice ${data.paymentId}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(data.test ? 'Invoice (TEST)' : 'Invoice');
  if (data.test) {
    doc
      .fontSize(10)
      .fillColor('#b45309')
      .text('TEST MODE: paid with the offline test provider. No money was charged.')
      .fillColor('#0f172a');
  }
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#475569');
  doc.text(`Invoice number: ${data.paymentId}`);
  doc.text(`Date: ${data.createdOn.toISOString().slice(0, 10)}`);
  doc.text(`Currency: ${data.currency.toUpperCase()}`);
  if (data.status === 'refunded') doc.fillColor('#b91c1c').text('Refunded');
  doc.fillColor('#0f172a').moveDown();

  const top = doc.y;
  const seller = config.seller;
  doc.font('Helvetica-Bold').text('From', 56, top);
  doc
    .font('Helvetica')
    .text(
      [seller.name, seller.address, seller.email, seller.vatId && `VAT ID: ${seller.vatId}`]
        .filter(Boolean)
        .join('\n'),
      56,
      doc.y,
      { width: 230 },
    );
  const buyer = data.buyer;
  doc.font('Helvetica-Bold').text('Bill to', 310, top);
  doc
    .font('Helvetica')
    .text(
      [
        buyer.name,
        buyer.company,
        buyer.address,
        [buyer.postalCode, buyer.city].filter(Boolean).join(' '),
        buyer.country,
        buyer.vatId && `VAT ID: ${buyer.vatId}`,
        buyer.email,
      ]
        .filter(Boolean)
        .join('\n'),
      310,
      doc.y,
      { width: 230 },
    );
  doc.x = 56;
  doc.moveDown(2);

  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 56, y, { width: 340 });
    doc.text(amount, 400, y, { width: 140, align: 'right' });
    doc.moveDown(0.4);
  };
  for (const line of data.lines) {
    const label = line.quantity > 1 ? `${line.quantity} x ${line.description}` : line.description;
    row(label, money(line.amount, data.currency));
  }
  if (data.amountDiscount > 0) row('Coupon', `-${money(data.amountDiscount, data.currency)}`);
  if (data.amountGiftCard > 0) row('Gift card', `-${money(data.amountGiftCard, data.currency)}`);
  doc.moveTo(56, doc.y).lineTo(540, doc.y).strokeColor('#cbd5e1').stroke().moveDown(0.4);
  row('Total paid', money(data.amountTotal, data.currency), true);
  const moneyBack = data.giveBacks.reduce((sum, g) => sum + (g.kind === 'money' ? g.amount : 0), 0);
  for (const g of data.giveBacks) row(...giveBackRow(g, data.currency));
  if (moneyBack > 0) {
    row('Paid after give-backs', money(data.amountTotal - moneyBack, data.currency), true);
  }
  if (config.tax) {
    const tax = taxIncluded(data.amountTotal, config.tax.rateBasisPoints);
    const rate = (config.tax.rateBasisPoints / 100).toString();
    row(`Includes ${config.tax.label} ${rate}%`, money(tax, data.currency));
  }
  doc.end();
  return done;
}
