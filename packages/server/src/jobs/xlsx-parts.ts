/** The fixed parts of a one-sheet xlsx file (Office Open XML, SpreadsheetML) and its cells. */

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

// Characters XML 1.0 does not allow, even escaped; a value holding one loses it.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export const escapeXml = (text: string): string => text.replace(NOT_XML, '').replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);

/** A, B ... Z, AA, AB ...: the letters of a column by its index from 0. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/**
 * One cell: numbers and booleans as such, anything else as its text (a Date as its ISO time), no
 * cell for null or undefined. Style 1 is the bold of the header row.
 */
export function cellXml(ref: string, value: unknown, bold = false): string {
  if (value === null || value === undefined) return '';
  const at = bold ? `r="${ref}" s="1"` : `r="${ref}"`;
  if (typeof value === 'number' && Number.isFinite(value)) return `<c ${at}><v>${value}</v></c>`;
  if (typeof value === 'boolean') return `<c ${at} t="b"><v>${value ? 1 : 0}</v></c>`;
  const text = value instanceof Date ? value.toISOString() : String(value);
  // Spaces at either end are dropped by a reader unless asked to keep them.
  const keep = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c ${at} t="inlineStr"><is><t${keep}>${escapeXml(text)}</t></is></c>`;
}

export const CONTENT_TYPES = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="${TYPE}.sheet.main+xml"/>\
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TYPE}.worksheet+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="${TYPE}.styles+xml"/></Types>`;

export const PACKAGE_RELS = `${XML}<Relationships xmlns="${RELS}">\
<Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

export const WORKBOOK_RELS = `${XML}<Relationships xmlns="${RELS}">\
<Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/>\
<Relationship Id="rId2" Type="${DOC_RELS}/styles" Target="styles.xml"/></Relationships>`;

/** Two cell formats: 0 plain, 1 bold (the header row). */
export const STYLES = `${XML}<styleSheet xmlns="${MAIN}">\
<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>\
<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>\
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** The workbook with its one sheet; Excel allows 31 characters in a sheet's name. */
export const workbookXml = (sheet: string) => `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}">\
<sheets><sheet name="${escapeXml(sheet.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** The sheet's opening up to its first row: the column widths. */
export const sheetStart = (widths: readonly number[]) =>
  `${XML}<worksheet xmlns="${MAIN}"><cols>${widths
    .map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`)
    .join('')}</cols><sheetData>`;

export const SHEET_END = '</sheetData></worksheet>';
