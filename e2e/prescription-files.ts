// Pages of a prescription as a shopper's phone camera or scanner gives them, for upload.

/** A small PNG page: a light sheet with a few dark lines of "writing" (48 × 64). */
export function pngPage(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAADAAAABACAMAAABr/gR0AAAABlBMVEX19fU8PDyguRFRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAKklEQVRIx+3SMREAAAgDseLfNBa6wZBI+PuER6agkj5e8pKXvOQlL8GZBeseAQl/PqQaAAAAAElFTkSuQmCC',
    'base64',
  );
}

/** A one-page PDF written by hand (header, one page object, cross-reference table, trailer). */
export function pdfPage(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
