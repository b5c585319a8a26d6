import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Test only: the text of a PDF's first page, its pieces joined by spaces. */
export async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: true }).promise;
  const page = await pdf.getPage(1);
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}
