/**
 * Where to buy credit for a waiting job: the site's checkout names the job, so the order's confirmation leads
 * back to it ("Zurück zu Ihrer Anzeige"); another address (a contact page) stays as it is.
 */
export function creditHref(creditUrl: string, jobId: string): string {
  if (creditUrl !== '/checkout') return creditUrl;
  return `/checkout?${new URLSearchParams({ job: jobId })}`;
}
