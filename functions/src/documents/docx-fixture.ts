import PizZip from 'pizzip';

/**
 * A minimal DOCX (the three parts Word needs) whose body is `paragraphs`, one `<w:p>` each; a paragraph starting
 * with `# ` is a Heading1. For tests and the demo seed: a producer's template is made in Word.
 */
export function buildDocx(paragraphs: readonly string[]): Uint8Array {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const body = paragraphs
    .map((text) => {
      const heading = text.startsWith('# ');
      const style = heading ? '<w:pPr><w:pStyle w:val="Heading1"/></w:pPr>' : '';
      const run = `<w:r><w:t xml:space="preserve">${escape(heading ? text.slice(2) : text)}</w:t></w:r>`;
      return `<w:p>${style}${run}</w:p>`;
    })
    .join('');
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ' +
      'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '</Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" ' +
      'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" ' +
      'Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body>${body}<w:sectPr/></w:body></w:document>`,
  );
  return zip.generate({ type: 'uint8array', compression: 'DEFLATE' });
}
