// Where a PDF paints in a device colour space (DeviceGray, DeviceRGB, DeviceCMYK): colour operators and colour
// spaces set in the content streams of pages, form XObjects and annotation appearances, images and inline
// images, shadings, and colour spaces whose base or alternate is a device space (Indexed, Separation, DeviceN,
// Pattern). PDF/A allows a device space only when the output intent describes it: DeviceRGB under an RGB
// profile, DeviceCMYK under a CMYK one, DeviceGray under any (ISO 19005-2/3 §6.2.4.3); a DefaultRGB /
// DefaultCMYK / DefaultGray colour space in the resources replaces the device space and lifts the rule there.
import type { PDFContext, PDFDocument, PDFObject } from '@cantoo/pdf-lib';
import { dictOf, get, getDict, nameOf, pageResources, PDFArray, type PDFDict, PDFName, resolve, streamBytes } from './pdf-reader.js';

export type DeviceSpace = 'DeviceGray' | 'DeviceRGB' | 'DeviceCMYK';

export interface DeviceColourUse {
  space: DeviceSpace;
  /** Where, in words: "page 1 content (operator k)", "page 2 image /Im0". */
  where: string;
}

const DEVICE_SPACES = new Set<string>(['DeviceGray', 'DeviceRGB', 'DeviceCMYK']);
/** Abbreviations of inline images (ISO 32000-1 Table 93). */
const INLINE_SPACES: Record<string, DeviceSpace> = { G: 'DeviceGray', RGB: 'DeviceRGB', CMYK: 'DeviceCMYK' };
/** Operators that set a device colour directly. */
const COLOUR_OPERATORS: Record<string, DeviceSpace> = {
  g: 'DeviceGray',
  G: 'DeviceGray',
  rg: 'DeviceRGB',
  RG: 'DeviceRGB',
  k: 'DeviceCMYK',
  K: 'DeviceCMYK',
};

/** The device space a colour space is, or is built on (Indexed base, Separation / DeviceN alternate, Pattern base). */
function deviceSpaceOf(context: PDFContext, space: PDFObject | undefined, depth = 0): DeviceSpace | null {
  const resolved = resolve(context, space);
  const name = nameOf(resolved);
  if (name) return DEVICE_SPACES.has(name) ? (name as DeviceSpace) : null;
  if (!(resolved instanceof PDFArray) || depth > 4) return null;
  const family = nameOf(resolve(context, resolved.get(0)));
  if (family === 'Indexed' || family === 'I' || family === 'Pattern') return deviceSpaceOf(context, resolved.get(1), depth + 1);
  if (family === 'Separation' || family === 'DeviceN') return deviceSpaceOf(context, resolved.get(2), depth + 1);
  return null;
}

/** Scans one content stream's operators; reports device colours through `use`. */
function scanContent(bytes: Uint8Array, spaceNamed: (name: string) => DeviceSpace | null, use: (space: DeviceSpace, how: string) => void): void {
  const text = new TextDecoder('latin1').decode(bytes);
  const n = text.length;
  const isSpace = (c: string) => c === ' ' || c === '\n' || c === '\r' || c === '\t' || c === '\f' || c === '\0';
  const isDelimiter = (c: string) => '()<>[]{}/%'.includes(c);
  let i = 0;
  let lastName: string | null = null;
  /** Reads a regular token (number, operator, keyword) starting at i. */
  const token = () => {
    const start = i;
    while (i < n && !isSpace(text[i]!) && !isDelimiter(text[i]!)) i++;
    return text.slice(start, i);
  };
  while (i < n) {
    const c = text[i]!;
    if (isSpace(c)) {
      i++;
    } else if (c === '%') {
      while (i < n && text[i] !== '\n' && text[i] !== '\r') i++;
    } else if (c === '(') {
      // A literal string: balanced parentheses, backslash escapes.
      let depth = 0;
      for (; i < n; i++) {
        const ch = text[i];
        if (ch === '\\') i++;
        else if (ch === '(') depth++;
        else if (ch === ')' && --depth === 0) break;
      }
      i++;
    } else if (c === '<' && text[i + 1] === '<') {
      i += 2;
    } else if (c === '<') {
      const end = text.indexOf('>', i);
      i = end < 0 ? n : end + 1;
    } else if (c === '/') {
      i++;
      lastName = token();
    } else if (isDelimiter(c)) {
      i++;
    } else {
      const word = token();
      if (word === '') {
        i++;
        continue;
      }
      const direct = COLOUR_OPERATORS[word];
      if (direct) use(direct, `operator ${word}`);
      else if ((word === 'cs' || word === 'CS') && lastName !== null) {
        const space = DEVICE_SPACES.has(lastName) ? (lastName as DeviceSpace) : spaceNamed(lastName);
        if (space) use(space, `operator ${word} /${lastName}`);
      } else if (word === 'BI') {
        i = inlineImage(text, i, spaceNamed, use);
      }
      if (!/^[-+.\d]/.test(word)) lastName = null;
    }
  }
}

/** Reads an inline image's dictionary for its colour space and skips its data; returns the index after EI. */
function inlineImage(
  text: string,
  from: number,
  spaceNamed: (name: string) => DeviceSpace | null,
  use: (space: DeviceSpace, how: string) => void,
): number {
  const data = /\sID\s/g;
  data.lastIndex = from;
  const found = data.exec(text);
  if (!found) return text.length;
  const dict = text.slice(from, found.index);
  const space = /\/(?:CS|ColorSpace)\s*(?:\/([^\s/[\]<>()]+)|\[\s*\/(?:I|Indexed)\s*\/([^\s/[\]<>()]+))/.exec(dict);
  const named = space?.[1] ?? space?.[2];
  if (named) {
    const device = INLINE_SPACES[named] ?? (DEVICE_SPACES.has(named) ? (named as DeviceSpace) : spaceNamed(named));
    if (device) use(device, 'inline image');
  }
  const end = /\sEI(?=\s|$)/g;
  end.lastIndex = found.index + found[0].length;
  const last = end.exec(text);
  return last ? last.index + last[0].length : text.length;
}

/** Every use of a device colour space on the document's pages. */
export function deviceColourUses(doc: PDFDocument): DeviceColourUse[] {
  const context = doc.context;
  const uses: DeviceColourUse[] = [];
  const seen = new Set<string>();
  const scanned = new Set<PDFObject>();

  const visit = (stream: PDFObject | undefined, resources: PDFDict | undefined, where: string, depth: number) => {
    if (!stream || scanned.has(stream) || depth > 12) return;
    scanned.add(stream);
    const colourSpaces = getDict(context, resources, 'ColorSpace');
    // A Default colour space stands in for its device space in this scope (ISO 32000-1 §8.6.5.6).
    const replaced = (space: DeviceSpace) => Boolean(colourSpaces?.has(PDFName.of(space.replace('Device', 'Default'))));
    const report = (space: DeviceSpace | null, how: string) => {
      if (!space || replaced(space)) return;
      const key = `${space} ${where} ${how}`;
      if (!seen.has(key)) {
        seen.add(key);
        uses.push({ space, where: `${where} (${how})` });
      }
    };
    const spaceNamed = (name: string) => deviceSpaceOf(context, colourSpaces?.get(PDFName.of(name)));
    const bytes = streamBytes(stream);
    if (bytes) scanContent(bytes, spaceNamed, report);

    for (const [name, ref] of getDict(context, resources, 'XObject')?.entries() ?? []) {
      const xobject = resolve(context, ref);
      const dict = dictOf(xobject);
      const subtype = nameOf(get(context, dict, 'Subtype'));
      // A stencil mask (/ImageMask true) has no colour space: it paints with the current colour.
      if (subtype === 'Image' && get(context, dict, 'ImageMask')?.toString() !== 'true')
        report(deviceSpaceOf(context, get(context, dict, 'ColorSpace')), `image ${name.toString()}`);
      else if (subtype === 'Form') visit(xobject, getDict(context, dict, 'Resources') ?? resources, `${where} form ${name.toString()}`, depth + 1);
    }
    for (const [name, ref] of getDict(context, resources, 'Shading')?.entries() ?? [])
      report(deviceSpaceOf(context, get(context, dictOf(resolve(context, ref)), 'ColorSpace')), `shading ${name.toString()}`);
    for (const [name, ref] of getDict(context, resources, 'Pattern')?.entries() ?? []) {
      const pattern = dictOf(resolve(context, ref));
      const shading = getDict(context, pattern, 'Shading');
      if (shading) report(deviceSpaceOf(context, get(context, shading, 'ColorSpace')), `pattern ${name.toString()}`);
    }
  };

  doc.getPages().forEach((page, i) => {
    const resources = pageResources(context, page.node);
    const contents = resolve(context, page.node.get(PDFName.of('Contents')));
    const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    // The page's content streams form one sequence; each is scanned with the page's resources.
    for (const part of streams) visit(resolve(context, part), resources, `page ${i + 1}`, 0);
    const annots = get(context, page.node, 'Annots');
    if (annots instanceof PDFArray) {
      for (const a of annots.asArray()) {
        const appearance = get(context, getDict(context, dictOf(resolve(context, a)), 'AP'), 'N');
        const stream = resolve(context, appearance);
        if (dictOf(stream)) visit(stream, getDict(context, dictOf(stream), 'Resources'), `page ${i + 1} annotation`, 1);
      }
    }
  });
  return uses;
}
