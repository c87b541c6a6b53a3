/**
 * The parts of the smallest Word, Excel and PowerPoint packages Office and LibreOffice open: the
 * content types, the package relationships and one document part (a PowerPoint file also needs a
 * master, a layout and a theme). Each format lists `png` among its content types, so a picture
 * part (the padding that brings a seeded file to its size) is a known part.
 */
import type { ZipEntry } from './zip'

const encoder = new TextEncoder()
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const part = (name: string, xml: string): ZipEntry => ({
  name,
  data: encoder.encode(HEAD + xml),
})

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships'
const OFFICE = 'application/vnd.openxmlformats-officedocument'

function contentTypes(overrides: Record<string, string>): ZipEntry {
  return part(
    '[Content_Types].xml',
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Default Extension="png" ContentType="image/png"/>' +
      Object.entries(overrides)
        .map(([name, type]) => `<Override PartName="${name}" ContentType="${type}"/>`)
        .join('') +
      '</Types>',
  )
}

function relationships(name: string, targets: [type: string, target: string][]): ZipEntry {
  return part(
    name,
    `<Relationships xmlns="${NS_PKG_REL}">` +
      targets
        .map(
          ([type, target], i) =>
            `<Relationship Id="rId${i + 1}" Type="${NS_REL}/${type}" Target="${target}"/>`,
        )
        .join('') +
      '</Relationships>',
  )
}

/** A Word document: a bold title, then the paragraphs. */
export function docxParts(title: string, paragraphs: readonly string[]): ZipEntry[] {
  const run = (text: string, bold = false) =>
    `<w:p><w:r>${bold ? '<w:rPr><w:b/><w:sz w:val="36"/></w:rPr>' : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`
  return [
    contentTypes({ '/word/document.xml': `${OFFICE}.wordprocessingml.document.main+xml` }),
    relationships('_rels/.rels', [['officeDocument', 'word/document.xml']]),
    part(
      'word/document.xml',
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
        run(title, true) +
        paragraphs.map((text) => run(text)).join('') +
        '</w:body></w:document>',
    ),
  ]
}

const column = (index: number) => String.fromCharCode(65 + index)

/** An Excel workbook of one sheet: a header row (text), then rows of text or numbers. */
export function xlsxParts(rows: readonly (readonly (string | number)[])[]): ZipEntry[] {
  const cell = (value: string | number, ref: string) =>
    typeof value === 'number'
      ? `<c r="${ref}"><v>${value}</v></c>`
      : `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`
  const sheet = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row.map((value, c) => cell(value, `${column(c)}${r + 1}`)).join('')}</row>`,
    )
    .join('')
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
  return [
    contentTypes({
      '/xl/workbook.xml': `${OFFICE}.spreadsheetml.sheet.main+xml`,
      '/xl/worksheets/sheet1.xml': `${OFFICE}.spreadsheetml.worksheet+xml`,
    }),
    relationships('_rels/.rels', [['officeDocument', 'xl/workbook.xml']]),
    part(
      'xl/workbook.xml',
      `<workbook xmlns="${main}" xmlns:r="${NS_REL}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    relationships('xl/_rels/workbook.xml.rels', [['worksheet', 'worksheets/sheet1.xml']]),
    part(
      'xl/worksheets/sheet1.xml',
      `<worksheet xmlns="${main}"><sheetData>${sheet}</sheetData></worksheet>`,
    ),
  ]
}

const P_NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  `xmlns:r="${NS_REL}" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"`
const EMPTY_TREE =
  '<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>'
const COLOR_MAP =
  '<p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" ' +
  'accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/>'

function theme(): string {
  const colors = ['1F497D', 'EEECE1', '00A76F', '8E33FF', '00B8D9', 'FFAB00', 'FF5630', '1877F2']
  const names = ['dk2', 'lt2', 'accent1', 'accent2', 'accent3', 'accent4', 'accent5', 'accent6']
  const fill = '<a:solidFill><a:schemeClr val="phClr"/></a:solidFill>'
  const font = '<a:latin typeface="Calibri"/><a:ea typeface=""/><a:cs typeface=""/>'
  return (
    '<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="Tangram"><a:themeElements>' +
    '<a:clrScheme name="Tangram"><a:dk1><a:srgbClr val="000000"/></a:dk1><a:lt1><a:srgbClr val="FFFFFF"/></a:lt1>' +
    names.map((name, i) => `<a:${name}><a:srgbClr val="${colors[i]}"/></a:${name}>`).join('') +
    '<a:hlink><a:srgbClr val="0563C1"/></a:hlink><a:folHlink><a:srgbClr val="954F72"/></a:folHlink></a:clrScheme>' +
    `<a:fontScheme name="Tangram"><a:majorFont>${font}</a:majorFont><a:minorFont>${font}</a:minorFont></a:fontScheme>` +
    `<a:fmtScheme name="Tangram"><a:fillStyleLst>${fill.repeat(3)}</a:fillStyleLst>` +
    `<a:lnStyleLst>${`<a:ln w="9525">${fill}</a:ln>`.repeat(3)}</a:lnStyleLst>` +
    `<a:effectStyleLst>${'<a:effectStyle><a:effectLst/></a:effectStyle>'.repeat(3)}</a:effectStyleLst>` +
    `<a:bgFillStyleLst>${fill.repeat(3)}</a:bgFillStyleLst></a:fmtScheme>` +
    '</a:themeElements></a:theme>'
  )
}

function textBox(id: number, y: number, size: number, text: string): string {
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Text ${id}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>` +
    `<p:spPr><a:xfrm><a:off x="457200" y="${y}"/><a:ext cx="8229600" cy="1143000"/></a:xfrm>` +
    '<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr>' +
    `<p:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US" sz="${size}"/>` +
    `<a:t>${escapeXml(text)}</a:t></a:r></a:p></p:txBody></p:sp>`
  )
}

/** A PowerPoint deck: one slide per [heading, line]. */
export function pptxParts(slides: readonly [string, string][]): ZipEntry[] {
  const slideType = `${OFFICE}.presentationml.slide+xml`
  return [
    contentTypes({
      '/ppt/presentation.xml': `${OFFICE}.presentationml.presentation.main+xml`,
      '/ppt/slideMasters/slideMaster1.xml': `${OFFICE}.presentationml.slideMaster+xml`,
      '/ppt/slideLayouts/slideLayout1.xml': `${OFFICE}.presentationml.slideLayout+xml`,
      '/ppt/theme/theme1.xml': `${OFFICE}.theme+xml`,
      ...Object.fromEntries(slides.map((_, i) => [`/ppt/slides/slide${i + 1}.xml`, slideType])),
    }),
    relationships('_rels/.rels', [['officeDocument', 'ppt/presentation.xml']]),
    part(
      'ppt/presentation.xml',
      `<p:presentation ${P_NS}><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst>` +
        `<p:sldIdLst>${slides.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 2}"/>`).join('')}</p:sldIdLst>` +
        '<p:sldSz cx="9144000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>',
    ),
    relationships('ppt/_rels/presentation.xml.rels', [
      ['slideMaster', 'slideMasters/slideMaster1.xml'],
      ...slides.map((_, i): [string, string] => ['slide', `slides/slide${i + 1}.xml`]),
      ['theme', 'theme/theme1.xml'],
    ]),
    part(
      'ppt/slideMasters/slideMaster1.xml',
      `<p:sldMaster ${P_NS}><p:cSld><p:spTree>${EMPTY_TREE}</p:spTree></p:cSld>${COLOR_MAP}` +
        '<p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst></p:sldMaster>',
    ),
    relationships('ppt/slideMasters/_rels/slideMaster1.xml.rels', [
      ['slideLayout', '../slideLayouts/slideLayout1.xml'],
      ['theme', '../theme/theme1.xml'],
    ]),
    part(
      'ppt/slideLayouts/slideLayout1.xml',
      `<p:sldLayout ${P_NS}><p:cSld><p:spTree>${EMPTY_TREE}</p:spTree></p:cSld>` +
        '<p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>',
    ),
    relationships('ppt/slideLayouts/_rels/slideLayout1.xml.rels', [
      ['slideMaster', '../slideMasters/slideMaster1.xml'],
    ]),
    part('ppt/theme/theme1.xml', theme()),
    ...slides.flatMap(([heading, line], i) => [
      part(
        `ppt/slides/slide${i + 1}.xml`,
        `<p:sld ${P_NS}><p:cSld><p:spTree>${EMPTY_TREE}` +
          textBox(2, 914400, 4000, heading) +
          textBox(3, 2743200, 2400, line) +
          '</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>',
      ),
      relationships(`ppt/slides/_rels/slide${i + 1}.xml.rels`, [
        ['slideLayout', '../slideLayouts/slideLayout1.xml'],
      ]),
    ]),
  ]
}
