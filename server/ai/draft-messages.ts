/**
 * German messages of the AI draft for recruiters (addressed with "Sie"). Kept with the domain rather than in
 * messages/de.json, whose graphql namespace addresses job seekers.
 */
export const draftMessages = {
  featureOff: 'Der KI-Entwurf für Stellenbeschreibungen ist auf dieser Seite abgeschaltet.',
  rateLimited:
    'Sie haben in der letzten Stunde zu viele Entwürfe erstellen lassen. Bitte versuchen Sie es später noch einmal.',
  timeout: 'Der KI-Entwurf hat zu lange gedauert und wurde abgebrochen. Bitte versuchen Sie es noch einmal.',
  upstream:
    'Der KI-Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal oder schreiben Sie die Beschreibung selbst.',
  titleRequired: 'Bitte geben Sie zuerst einen Stellentitel an.',
} as const;
