import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, invoices } from '../../db/schema';
import type { FileStorage } from '../../storage/storage';
import { buildInvoiceDocument, type IssuedInvoice } from './invoice-content';
import type { InvoiceRenderer } from './invoice-document';

export type InvoiceFile = { id: string; storageKey: string; name: string; mimeType: string; sizeBytes: number };
export type InvoiceFiles = { pdf: InvoiceFile; xml: InvoiceFile };

/** "Rechnung-RE-2026-00001.pdf"; a cancellation invoice is a "Stornorechnung-…". */
export function invoiceFileName(kind: 'invoice' | 'cancellation', number: string, format: 'pdf' | 'xml'): string {
  return `${kind === 'cancellation' ? 'Stornorechnung' : 'Rechnung'}-${number}.${format}`;
}

async function linkedFiles(db: Db, pdfId: string, xmlId: string): Promise<InvoiceFiles> {
  const rows = await db
    .select({
      id: files.id,
      storageKey: files.storageKey,
      name: files.originalName,
      mimeType: files.mimeType,
      sizeBytes: files.sizeBytes,
    })
    .from(files)
    .where(inArray(files.id, [pdfId, xmlId]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { pdf: byId.get(pdfId)!, xml: byId.get(xmlId)! };
}

async function store(
  db: Db,
  storage: FileStorage,
  file: { invoiceId: string; regionId: string; name: string; mimeType: string; bytes: Uint8Array; now: Date },
): Promise<InvoiceFile> {
  const storageKey = `invoices/${file.invoiceId}/${randomUUID()}.${file.name.split('.').pop()}`;
  await storage.write(
    storageKey,
    (async function* () {
      yield file.bytes;
    })(),
  );
  const [row] = await db
    .insert(files)
    .values({
      storageKey,
      originalName: file.name,
      mimeType: file.mimeType,
      sizeBytes: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      purpose: 'invoice',
      ownerId: null,
      regionId: file.regionId,
      // An invoice's files are kept as long as the invoice (ten years, §147 AO): never a temporary upload.
      permanentAt: file.now,
    })
    .returning({ id: files.id });
  return { id: row.id, storageKey, name: file.name, mimeType: file.mimeType, sizeBytes: file.bytes.length };
}

async function discard(db: Db, storage: FileStorage, stored: InvoiceFile[]): Promise<void> {
  await db.delete(files).where(
    inArray(
      files.id,
      stored.map((f) => f.id),
    ),
  );
  for (const file of stored) await storage.delete(file.storageKey);
}

/**
 * The stored PDF and XML of an issued invoice, rendered and stored as `files` (purpose invoice, permanent) the
 * first time they are asked for: right after the order, or at the first download when that failed. Two first
 * requests at once both render; the one that links its files first wins, the other's are removed again.
 * Null when the invoice does not exist. A rendering or storage failure is thrown to the caller. `built`: the
 * invoice's document when the caller has it already.
 */
export async function ensureInvoiceFiles(
  db: Db,
  storage: FileStorage,
  render: InvoiceRenderer,
  invoiceId: string,
  built?: IssuedInvoice,
): Promise<InvoiceFiles | null> {
  const [invoice] = await db
    .select({ pdf: invoices.pdfFileId, xml: invoices.xmlFileId })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!invoice) return null;
  if (invoice.pdf && invoice.xml) return linkedFiles(db, invoice.pdf, invoice.xml);

  const issued = built ?? (await buildInvoiceDocument(db, invoiceId));
  if (!issued) return null;
  const { document, regionId } = issued;
  const rendered = await render(document);
  const now = new Date();
  const common = { invoiceId, regionId, now };
  const pdf = await store(db, storage, {
    ...common,
    name: invoiceFileName(document.kind, document.number, 'pdf'),
    mimeType: 'application/pdf',
    bytes: rendered.pdf,
  });
  const xml = await store(db, storage, {
    ...common,
    name: invoiceFileName(document.kind, document.number, 'xml'),
    mimeType: 'application/xml',
    bytes: new TextEncoder().encode(rendered.xrechnungXml),
  });
  const [linked] = await db
    .update(invoices)
    .set({ pdfFileId: pdf.id, xmlFileId: xml.id })
    .where(and(eq(invoices.id, invoiceId), isNull(invoices.pdfFileId)))
    .returning({ pdf: invoices.pdfFileId, xml: invoices.xmlFileId });
  if (linked) return { pdf, xml };
  await discard(db, storage, [pdf, xml]);
  return ensureInvoiceFiles(db, storage, render, invoiceId);
}
