import messages from '@/messages/de.json';

const MESSAGES: Record<string, unknown> = { de: messages };

/** docs/product.md §7 GET /api/messages/{locale}: the UI strings of a locale; an unknown locale is a JSON 404. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const found = Object.hasOwn(MESSAGES, locale) ? MESSAGES[locale] : undefined;
  if (!found) {
    const error = messages.api.unknownLocale.replace('{locale}', locale);
    return Response.json({ error }, { status: 404 });
  }
  return Response.json(found, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
