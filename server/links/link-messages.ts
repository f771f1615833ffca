/** German messages of the link check, for recruiters (addressed with "Sie"). */
export const linkMessages = {
  invalid: 'Bitte geben Sie eine vollständige Adresse an, die mit http:// oder https:// beginnt.',
  credentials: 'Die Adresse darf keinen Benutzernamen und kein Passwort enthalten.',
  port: 'Die Adresse nutzt einen ungewöhnlichen Port. Erlaubt sind Adressen ohne Port oder mit 80, 443, 8080 oder 8443.',
  unknownHost: (host: string) => `Die Adresse „${host}“ gibt es nicht. Bitte prüfen Sie die Schreibweise.`,
  privateHost:
    'Die Adresse zeigt auf ein internes Netz und ist von außen nicht erreichbar. Bitte geben Sie die öffentliche Adresse der Stellenanzeige an.',
  tooManyRedirects:
    'Die Adresse leitet zu oft weiter (mehr als 3 Mal). Bitte geben Sie die endgültige Adresse der Stellenanzeige an.',
  status: (status: number) => `Die Seite antwortet mit dem Fehler ${status}. Bitte prüfen Sie die Adresse.`,
  timeout:
    'Die Seite hat nicht innerhalb von 5 Sekunden geantwortet. Bitte prüfen Sie die Adresse oder versuchen Sie es später noch einmal.',
  unreachable: 'Die Seite ist nicht erreichbar. Bitte prüfen Sie die Adresse.',
} as const;
