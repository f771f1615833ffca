/**
 * The pages of a site below the docs/product.md §2 app prefixes, as the proxy sees them (internal paths without the
 * region segment). The proxy answers everything else there with the German 404 page, because a page that
 * calls notFound() in Next 16 sends an empty error document whose content only appears with JavaScript.
 */
export type AppPage =
  | { kind: 'page' }
  | { kind: 'jobs'; segments: string[] }
  | { kind: 'job'; id: string }
  | { kind: 'organization'; slug: string }
  | { kind: 'dev-mailbox' }
  /** The blog's list (docs/product-decisions.md "Blog"): its later pages exist while posts fill them. */
  | { kind: 'blog' }
  | { kind: 'blog-post'; slug: string }
  /** The Merkliste: a page only where the site has it on (docs/product.md §1.4). */
  | { kind: 'bookmarks' };

/** Pages whose existence does not depend on data. */
const FIXED_PAGES = new Set([
  '/',
  '/checkout',
  // docs/product.md §2 the contact form, at /kontakt or the site's own contact page.
  '/contact',
  '/dashboard',
  '/employers',
  '/job/wizard',
  '/job-manager/bewerbungen',
  '/job-manager',
  '/job-manager/export',
  '/job-manager/pruefen',
  '/job-manager/team',
  // Support's organization tools (docs/product-decisions.md "Company sign-up").
  '/job-manager/unternehmen',
  '/job-manager/verlauf',
  '/job-manager/bestellungen',
  '/job-manager/profil',
  '/job-manager/profil/vorschau',
  // The recruiter's candidates: resume alerts and sent contact requests.
  '/job-manager/kandidaten',
  '/my-products',
  '/og-image.png',
  '/organizations',
  '/resume',
  '/resumes',
  '/user/bewerbungen',
  // The account.
  '/user',
  '/user/email-bestaetigen',
  '/user/passwort',
  '/user/passwort-neu',
  '/user/passwort-vergessen',
  '/user/suchauftraege',
  '/user/login',
  '/user/login/check-mail',
  '/user/login/confirm',
  '/user/login/error',
  '/user/logout',
  '/user/register',
  // The employer's sign-up (docs/product-decisions.md "Company sign-up").
  '/user/arbeitgeber-registrieren',
  '/user/suchauftrag/abmelden',
  '/user/suchauftrag/bestaetigen',
  '/user/daten',
  '/user/daten/export',
  '/user/konto-loeschen/erledigt',
  // The candidate's contact requests.
  '/user/kontaktanfragen',
  // The newsletter's sign-up, its mails' confirm and unsubscribe pages and the operator's list
  // (docs/product-decisions.md "Newsletter"); 404 where the site has it off (lib/routing/feature-paths.ts).
  '/newsletter',
  '/newsletter/bestaetigen',
  '/newsletter/abmelden',
  '/job-manager/newsletter',
  '/job-manager/newsletter/export',
  // The blog's RSS feed and its editors' pages (docs/product-decisions.md "Blog").
  '/blog/rss.xml',
  '/blog/redaktion',
  '/blog/redaktion/neu',
]);

/** A placed order's page; the page itself says when the order is not the user's to see. */
const ORDER_RESULT = /^\/checkout\/bestellung\/[^/]+$/;
const JOB = /^\/job\/([^/]+)$/;
/** A wizard step of one posting; the page itself sends an unknown step to the first one. */
const WIZARD_STEP = /^\/job\/wizard\/[^/]+\/[^/]+$/;
const ORGANIZATION = /^\/organization\/([^/]+)$/;
/** An application in the inbox; the page answers an unknown or foreign one with its own notice. */
const APPLICATION = /^\/job-manager\/bewerbungen\/[^/]+$/;
/** A job's statistics or its extension's confirmation in the job manager; the page answers a job that is not the user's itself. */
const JOB_STATISTICS = /^\/job-manager\/(statistik|verlaengern)\/[^/]+$/;
/** A team invitation's page; the page itself says when the link names nothing. */
const INVITATION = /^\/user\/einladung\/[^/]+$/;
/** The page of a mailed erasure link; the page itself says when the link names nothing. */
const ERASURE_LINK = /^\/user\/konto-loeschen\/[^/]+$/;
/** An invoice's PDF or XML; the route answers an unknown or foreign one with 404 itself. */
const INVOICE_FILE = /^\/my-products\/rechnungen\/[^/]+\/[^/]+$/;
/** One resume as a recruiter sees it (public /bewerbersuche/<id>); the page answers an unknown id itself. */
const RESUME_VIEW = /^\/resumes\/[^/]+$/;
/** A blog post as its editors edit it; the page answers an unknown one itself. */
const BLOG_EDITOR_POST = /^\/blog\/redaktion\/[^/]+$/;
const BLOG_POST = /^\/blog\/([^/]+)$/;
/** The resume's wizard and its steps, a section's editor and the PDF; the page answers an unknown section itself. */
const RESUME_PAGE = /^\/resume\/(wizard(\/(import(\/datei)?|job-preferences|personal-info))?|edit\/[a-z-]+|pdf|foto)$/;

/** The page an internal path names, or null when no page of the app answers it. */
export function matchAppPage(path: string): AppPage | null {
  if (FIXED_PAGES.has(path)) return { kind: 'page' };
  if (path === '/user/dev-mailbox') return { kind: 'dev-mailbox' };
  if (path === '/bookmarks') return { kind: 'bookmarks' };
  if (path === '/jobs' || path.startsWith('/jobs/')) return { kind: 'jobs', segments: path.split('/').slice(2) };
  if (
    [
      WIZARD_STEP,
      APPLICATION,
      JOB_STATISTICS,
      INVITATION,
      INVOICE_FILE,
      ERASURE_LINK,
      RESUME_PAGE,
      RESUME_VIEW,
      BLOG_EDITOR_POST,
    ].some((page) => page.test(path))
  )
    return { kind: 'page' };
  const job = JOB.exec(path);
  if (job) return { kind: 'job', id: job[1] };
  if (path === '/blog') return { kind: 'blog' };
  const post = BLOG_POST.exec(path);
  if (post) return { kind: 'blog-post', slug: post[1] };
  const organization = ORGANIZATION.exec(path);
  if (organization) return { kind: 'organization', slug: organization[1] };
  if (ORDER_RESULT.test(path)) return { kind: 'page' };
  return null;
}

/** The internal route of the German 404 page; the proxy rewrites every missing page of a site to it. */
export const NOT_FOUND_ROUTE = '/nicht-gefunden';
