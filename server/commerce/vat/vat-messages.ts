import messages from '../../../messages/de.json';
import { formatMessage } from '../../graphql/messages';
import { germanCountryName } from '../countries';
import { VAT_NUMBER_EXAMPLES } from './vat-prefixes';
import type { VatNumberProblem } from './vat-number';

/** German texts of the VAT check (messages/de.json graphql.commerce.vat), for employers ("Sie"). */
export const vatMessages = messages.graphql.commerce.vat;

/** What is wrong with a typed VAT number, in German, naming the countries involved. */
export function vatNumberProblemMessage(problem: VatNumberProblem): string {
  switch (problem.kind) {
    case 'format':
      return problem.country
        ? formatMessage(vatMessages.format, {
            country: germanCountryName(problem.country),
            example: VAT_NUMBER_EXAMPLES[problem.country],
          })
        : vatMessages.formatNoCountry;
    case 'checkDigit':
      return vatMessages.checkDigit;
    case 'countryMismatch':
      return formatMessage(vatMessages.countryMismatch, {
        numberCountry: germanCountryName(problem.numberCountry),
        addressCountry: germanCountryName(problem.addressCountry),
      });
  }
}
