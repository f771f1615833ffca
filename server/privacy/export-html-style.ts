/**
 * The readable export's only styles, inline (the file opens offline and loads nothing): system fonts, the
 * brand's darker teal for lines (docs/product.md §9), fields as a two-column grid that folds to one on a
 * phone, and a print layout without the table of contents, entries kept on one page where they fit.
 */
export const EXPORT_HTML_STYLE = `
:root { color-scheme: light; }
body { font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #1a1a1a;
  max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
h1 { font-size: 1.9rem; margin: 0 0 .25rem; }
h2 { font-size: 1.45rem; border-bottom: 2px solid #1d7a6b; padding-bottom: .2rem; margin: 2.5rem 0 1rem; }
h3 { font-size: 1.15rem; margin: 1.5rem 0 .5rem; }
h4 { font-size: 1.05rem; margin: 0 0 .5rem; }
h5, h6 { font-size: 1rem; margin: .75rem 0 .25rem; }
a { color: #176457; }
nav ol { columns: 2 14rem; padding-left: 1.25rem; }
.muted { color: #4d4d4d; }
.entry { border: 1px solid #c9d3d1; border-radius: 6px; padding: .75rem 1rem; margin: 0 0 1rem; }
dl { display: grid; grid-template-columns: minmax(9rem, 15rem) 1fr; gap: .2rem 1rem; margin: 0; }
dl > div { display: contents; }
dt { font-weight: 600; color: #333; }
dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.group { margin: .5rem 0 0; padding-left: .75rem; border-left: 3px solid #e3ebe9; }
ol.records { padding-left: 1.25rem; margin: .25rem 0; }
ol.records > li { margin: 0 0 .5rem; }
code { font-size: .9em; background: #f1f4f3; padding: 0 .2em; overflow-wrap: anywhere; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; }
th, td { border: 1px solid #c9d3d1; padding: .25rem .5rem; text-align: left; vertical-align: top; }
th { background: #f1f4f3; }
@media (max-width: 40rem) {
  body { padding: 1rem; }
  dl { grid-template-columns: 1fr; }
  dd { margin-bottom: .4rem; }
}
@media print {
  body { max-width: none; padding: 0; font-size: 11pt; }
  nav { display: none; }
  a { color: inherit; text-decoration: none; }
  h2, h3, h4 { break-after: avoid; }
  .entry { break-inside: avoid; }
}
`;
