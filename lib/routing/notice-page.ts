/**
 * A small German page for answers given before any site or route is known (400, 404, 405, 413): our own
 * texts only, never request data, so nothing needs escaping.
 */
export function noticePageHtml(title: string, text: string): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`;
}
