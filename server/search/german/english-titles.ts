/**
 * English HR, finance and sales titles with the German titles the same jobs are advertised under, one
 * group per job (reviewed: a group holds only titles a recruiter would post for the same role). Forms are
 * lower case; phrases are matched as written. Merged with SYNONYM_GROUPS by synonym-index.ts.
 */
export const ENGLISH_TITLE_GROUPS: readonly (readonly string[])[] = [
  // Human resources: the generalist and the head share "HR Manager".
  [
    'hr manager',
    'hr',
    'human resources',
    'hr business partner',
    'hr generalist',
    'head of hr',
    'hr director',
    'personalreferent',
    'personalleiter',
    'personalleitung',
    'personalmanager',
    'personalwesen',
  ],
  ['recruiter', 'recruiting', 'talent acquisition', 'personalvermittler', 'personalberater', 'personalgewinnung'],
  ['hr administrator', 'hr assistant', 'hr specialist', 'personalsachbearbeiter', 'personalkaufmann'],
  ['payroll', 'payroll accountant', 'payroll specialist', 'lohnbuchhalter', 'entgeltabrechner', 'gehaltsabrechnung'],
  // Finance
  [
    'buchhalter',
    'finanzbuchhalter',
    'bilanzbuchhalter',
    'accountant',
    'bookkeeper',
    'accounting',
    'financial accountant',
    'general ledger accountant',
  ],
  ['accounts payable', 'kreditorenbuchhalter', 'kreditorenbuchhaltung'],
  ['accounts receivable', 'debitorenbuchhalter', 'debitorenbuchhaltung'],
  ['controller', 'controlling', 'financial controller', 'finanzcontroller', 'business controller'],
  ['finance manager', 'head of finance', 'cfo', 'finanzleiter', 'leiter finanzen', 'kaufmännischer leiter'],
  ['tax advisor', 'tax consultant', 'steuerberater'],
  ['auditor', 'wirtschaftsprüfer', 'revisor'],
  // Sales: "Sales Manager" is posted both for the sales staff and for their head.
  [
    'sales manager',
    'vertriebsmitarbeiter',
    'vertriebsleiter',
    'vertriebsleitung',
    'head of sales',
    'sales director',
    'verkaufsberater',
    'account manager',
    'sales representative',
  ],
  ['key account manager', 'key-account-manager', 'key account', 'großkundenbetreuer', 'großkundenmanager'],
  ['inside sales', 'vertriebsinnendienst', 'innendienst'],
  ['field sales', 'außendienstmitarbeiter', 'vertriebsaußendienst'],
  ['business development manager', 'business developer', 'geschäftsentwickler'],
  ['customer success manager', 'kundenbetreuer'],
];
