import { deflateSync } from 'node:zlib';

/** A minimal, well-formed one-page PDF whose catalogue dictionary gets `catalogExtra` (e.g. an action). */
export function pdfWith(catalogExtra = '', extraObjects: string[] = []): Buffer {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
    null,
    ...extraObjects,
  ];
  const content = 'BT /F1 12 Tf 20 100 Td (Ken Resort) Tj ET';
  let body = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body +=
      object === null
        ? `${index + 1} 0 obj\n<< /Length ${content.length} >>\nstream\n${content}\nendstream\nendobj\n`
        : `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PDF 1.5 object stream (compressed) holding `objectText`, as object 5 of pdfWith's file. */
export function objectStream(objectText: string): Buffer {
  const header = '6 0 ';
  const packed = deflateSync(Buffer.from(header + objectText, 'latin1'));
  return Buffer.concat([
    Buffer.from(`<< /Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`, 'latin1'),
    packed,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}
