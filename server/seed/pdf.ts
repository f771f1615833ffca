/**
 * A minimal one-page PDF (A4, Helvetica, WinAnsi) with a heading and wrapped paragraphs: the printed job ad
 * of the file-type demo jobs (job_per_file). Deterministic: no dates or ids in the file.
 */

const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '–': 0x96,
  '—': 0x97,
  '„': 0x84,
  '“': 0x93,
  '”': 0x94,
  '‘': 0x91,
  '’': 0x92,
  '…': 0x85,
  '•': 0x95,
};

/** A PDF string literal in WinAnsiEncoding; characters outside it become '?'. */
function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = WIN_ANSI[ch] ?? ch.charCodeAt(0);
    if (code > 255) out += '?';
    else if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code < 32 || code > 126) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `(${out})`;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export type PdfBlock = { heading?: string; text: string };

export function simplePdf(title: string, blocks: readonly PdfBlock[]): Buffer {
  const ops: string[] = ['BT', '/F2 18 Tf', '56 780 Td', '22 TL'];
  let y = 780;
  for (const line of wrap(title, 48)) {
    ops.push(`${pdfString(line)} Tj T*`);
    y -= 22;
  }
  ops.push('/F1 11 Tf', '15 TL', 'T*');
  y -= 15;
  for (const block of blocks) {
    if (y < 80) break;
    if (block.heading) {
      ops.push('/F2 12 Tf', `${pdfString(block.heading)} Tj T*`, '/F1 11 Tf');
      y -= 15;
    }
    for (const line of wrap(block.text, 90)) {
      if (y < 80) break;
      ops.push(`${pdfString(line)} Tj T*`);
      y -= 15;
    }
    ops.push('T*');
    y -= 15;
  }
  ops.push('ET');
  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
