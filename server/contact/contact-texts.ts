import messages from '../../messages/de.json';

/** The contact form's German texts ("Sie": the sender may be an employer; docs/product-decisions.md). */
export const contactTexts = messages.contact;
