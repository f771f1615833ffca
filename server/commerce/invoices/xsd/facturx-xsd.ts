import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XmlDocument, XmlValidateError, XsdValidator } from 'libxml2-wasm';
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';

/** The official Factur-X 1.07.3 EN 16931 schema (README.md beside this file says where it comes from). */
const MAIN_XSD = path.join(import.meta.dirname, 'Factur-X_1.07.3_EN16931.xsd');

let validator: XsdValidator | null = null;

function schema(): XsdValidator {
  if (validator) return validator;
  // The main schema imports its three siblings by relative name: libxml2 reads them from disk.
  xmlRegisterFsInputProviders();
  const xsd = XmlDocument.fromBuffer(readFileSync(MAIN_XSD), { url: MAIN_XSD });
  try {
    validator = XsdValidator.fromDoc(xsd);
  } finally {
    xsd.dispose();
  }
  return validator;
}

/**
 * Validates a CII invoice (ZUGFeRD/Factur-X or XRechnung in CII syntax) against the EN 16931 XSD with libxml2
 * (as xmllint would); returns libxml2's messages, none when the XML is valid. For tests: not used at run time.
 */
export function validateCii(xml: string): string[] {
  const document = XmlDocument.fromString(xml);
  try {
    schema().validate(document);
    return [];
  } catch (error) {
    if (error instanceof XmlValidateError) return error.details.map((detail) => `${detail.line}: ${detail.message}`);
    throw error;
  } finally {
    document.dispose();
  }
}
