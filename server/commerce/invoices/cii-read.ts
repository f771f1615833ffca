import { XmlDocument } from 'libxml2-wasm';

const NAMESPACES = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
};

/** Short names for the CII paths of the EN 16931 business terms the tests read. */
export const CII = {
  transaction: '/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction',
  get agreement() {
    return `${this.transaction}/ram:ApplicableHeaderTradeAgreement`;
  },
  get settlement() {
    return `${this.transaction}/ram:ApplicableHeaderTradeSettlement`;
  },
  get seller() {
    return `${this.agreement}/ram:SellerTradeParty`;
  },
  get buyer() {
    return `${this.agreement}/ram:BuyerTradeParty`;
  },
  get totals() {
    return `${this.settlement}/ram:SpecifiedTradeSettlementHeaderMonetarySummation`;
  },
};

/**
 * Reads values out of a CII invoice by XPath (with the rsm/ram/udt/qdt prefixes): the texts of all
 * matching nodes. For tests.
 */
export function readCii(xml: string): { values: (xpath: string) => string[]; value: (xpath: string) => string | null } {
  const values = (xpath: string) => {
    const document = XmlDocument.fromString(xml);
    try {
      return document.root.find(xpath, NAMESPACES).map((node) => node.content.trim());
    } finally {
      document.dispose();
    }
  };
  return { values, value: (xpath) => values(xpath)[0] ?? null };
}
