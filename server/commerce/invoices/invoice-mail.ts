import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import { eq } from 'drizzle-orm';
import messages from '../../../messages/de.json';
import { getRegion } from '../../../regions/registry';
import { siteUrl } from '../../../regions/site-origin';
import type { Db } from '../../db/client';
import { formatGermanDate } from '../../format/german-date';
import { formatCents } from '../../format/money';
import { invoices } from '../../db/schema';
import { type Mailer, senderAddress } from '../../mail/mailer';
import type { RenderedMail } from '../../mail/sign-in-mail';
import { fill, htmlMail } from '../../mail/template';
import type { FileStorage } from '../../storage/storage';
import { buildInvoiceDocument } from './invoice-content';
import { ensureInvoiceFiles, type InvoiceFile } from './invoice-files';
import type { InvoiceDocument, InvoiceRenderer } from './invoice-document';
import { mailButtonColor } from '../../mail/button-color';

const t = messages.mail.invoice;

/**
 * The mail that carries an invoice or a cancellation invoice to the customer's address (German, "Sie"): what
 * it is, the attachments, and for an invoice on payment terms where to pay by when.
 */
export function renderInvoiceMail(
  document: InvoiceDocument,
  site: { buttonColor: string; link: string; host: string },
) {
  const cancellation = document.kind === 'cancellation';
  const vars = {
    siteName: document.site.name,
    host: site.host,
    name: `${document.buyer.firstName} ${document.buyer.lastName}`,
    orderNumber: document.orderNumber,
    invoiceNumber: document.number,
    cancelsNumber: document.cancelsNumber ?? '',
    amount: formatCents(document.grossCents),
    dueDate: document.dueDate ? formatGermanDate(document.dueDate) : '',
    sellerName: document.seller.name,
    iban: document.seller.iban,
    bic: document.seller.bic,
    bankName: document.seller.bankName,
  };
  const before = [
    fill(t.greeting, vars),
    fill(cancellation ? t.introCancellation : t.intro, vars),
    fill(cancellation ? t.attachmentsCancellation : t.attachments, vars),
    ...(!cancellation && document.dueDate && document.grossCents > 0 ? [fill(t.payment, vars)] : []),
  ];
  const after = [fill(t.signature, vars)];
  const footer = fill(messages.mail.footer, vars);
  const mail: RenderedMail = {
    subject: fill(cancellation ? t.subjectCancellation : t.subject, vars),
    text: [...before, site.link, ...after, '--', footer].join('\n\n') + '\n',
    html: htmlMail({
      siteName: document.site.name,
      before,
      button: { href: site.link, label: t.button, color: site.buttonColor },
      after,
      footer,
    }),
  };
  return mail;
}

async function attachment(storage: FileStorage, file: InvoiceFile) {
  const stream = (await storage.read(file.storageKey)) as unknown as NodeWebReadableStream<Uint8Array>;
  return { filename: file.name, contentType: file.mimeType, content: Readable.fromWeb(stream) };
}

/**
 * Mails an issued invoice with its PDF and XRechnung XML attached to the address of the order's customer
 * profile, and notes when. Rendering, storage or mail failures are thrown to the caller.
 */
export async function mailInvoice(
  db: Db,
  deps: { storage: FileStorage; mailer: Mailer; renderInvoice: InvoiceRenderer },
  invoiceId: string,
): Promise<void> {
  const issued = await buildInvoiceDocument(db, invoiceId);
  const region = issued && getRegion(issued.regionId);
  if (!issued || !region) return;
  const stored = await ensureInvoiceFiles(db, deps.storage, deps.renderInvoice, invoiceId, issued);
  if (!stored) return;
  const host = region.HOSTS[0];
  const mail = renderInvoiceMail(issued.document, {
    host,
    buttonColor: mailButtonColor(region),
    link: siteUrl(region, '/my-products'),
  });
  await deps.mailer.send({
    from: senderAddress(region.SITENAME, host),
    to: issued.document.buyer.email,
    replyTo: issued.document.seller.email,
    regionId: region.id,
    ...mail,
    attachments: [await attachment(deps.storage, stored.pdf), await attachment(deps.storage, stored.xml)],
  });
  await db.update(invoices).set({ mailedAt: new Date() }).where(eq(invoices.id, invoiceId));
}
