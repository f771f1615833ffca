import {
  FormatFactoryService,
  type Invoice,
  type InvoiceServiceOptions,
  invoiceSchema,
  type Logger,
  ValidationService,
} from '@e-invoice-eu/core';
import Ajv2019, { type ValidateFunction } from 'ajv/dist/2019';
import type { InvoiceDocument } from './invoice-document';
import { eInvoiceJson } from './e-invoice-json';

/**
 * The two XML files of an invoice, both written by @e-invoice-eu/core in CII syntax (so one schema checks
 * both): XRechnung 3.0, and EN 16931 core (guideline urn:cen.eu:en16931:2017) for the ZUGFeRD/Factur-X PDF.
 * For the latter the library's plain CII writer is used, not its Factur-X writer: version 2.3.4 of that one
 * leaves out the buyer's order reference (BT-13), which belongs to the EN 16931 profile, and writes the PDF's
 * XMP as Latin-1 (an "ö" in the seller's name breaks it). @cantoo/pdf-lib's embedFacturX, the PDF library
 * the e-invoice library itself uses, makes the PDF/A-3 container instead (render-invoice.ts).
 */
export const XRECHNUNG_FORMAT = 'XRECHNUNG-CII';
export const EN16931_CII_FORMAT = 'CII';
/** The name Factur-X prescribes for the XML inside the PDF. */
export const FACTUR_X_FILENAME = 'factur-x.xml';

/** The library reports through a logger; its messages go into the error when generating fails. */
function collectingLogger(): Logger & { messages: string[] } {
  const messages: string[] = [];
  return {
    messages,
    log: () => {},
    warn: (message) => messages.push(message),
    error: (message) => messages.push(message),
  };
}

const formats = new FormatFactoryService();
const validators = new Map<string, ValidateFunction<Invoice>>();

/**
 * The library's own check: its JSON schema of the invoice data as the format patches it. Its InvoiceService
 * compiles that schema on every call (about half a second on a busy machine, and the order waits for the
 * invoice), so the same steps run here with the compiled schema kept per format.
 */
function validatorFor(format: string): ValidateFunction<Invoice> {
  let validate = validators.get(format);
  if (!validate) {
    const schema = structuredClone(invoiceSchema);
    formats.createFormatService(format, collectingLogger()).patchSchema(schema);
    validate = new Ajv2019({ strict: true, allErrors: true, useDefaults: true }).compile<Invoice>(schema);
    validators.set(format, validate);
  }
  return validate;
}

/**
 * XRechnung 3.0 (XRECHNUNG-CII) and EN 16931 CII (CII) put the preceding invoice of a credit note (BT-25)
 * into the settlement: the library (2.3.4) reads it from a path its own schema forbids, so it never arrives.
 * It goes after the totals, where the CII schema's sequence has it.
 */
function withPrecedingInvoice(xml: string, number: string | null): string {
  if (!number) return xml;
  const totals = '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>';
  if (xml.split(totals).length !== 2) throw new Error('The CII settlement has no single monetary summation.');
  const escaped = number.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return xml.replace(
    totals,
    `${totals}<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${escaped}</ram:IssuerAssignedID></ram:InvoiceReferencedDocument>`,
  );
}

async function generateXml(document: InvoiceDocument, format: string): Promise<string> {
  const logger = collectingLogger();
  const options: InvoiceServiceOptions = { format, lang: 'de', noWarnings: true };
  try {
    const formatter = formats.createFormatService(format, logger);
    const invoice = new ValidationService(logger).validate(
      'invoice data',
      validatorFor(format),
      eInvoiceJson(document),
    );
    formatter.fillInvoiceDefaults(invoice);
    const xml = await formatter.generate(invoice, { ...options, format: formats.normalizeFormat(format) });
    if (typeof xml !== 'string') throw new Error(`${format} gave no XML`);
    return withPrecedingInvoice(xml, document.kind === 'cancellation' ? document.cancelsNumber : null);
  } catch (error) {
    const detail = logger.messages.length ? `: ${logger.messages.join(' ')}` : '';
    throw new Error(`E-invoice ${format} for ${document.number} failed${detail}`, { cause: error });
  }
}

/** The XRechnung (CII) XML, for recipients who want the structured file alone. */
export function xrechnungXml(document: InvoiceDocument): Promise<string> {
  return generateXml(document, XRECHNUNG_FORMAT);
}

/** The EN 16931 CII XML that goes into the ZUGFeRD/Factur-X PDF (profile EN 16931, "Comfort"). */
export function facturXXml(document: InvoiceDocument): Promise<string> {
  return generateXml(document, EN16931_CII_FORMAT);
}
