/**
 * An allow-list HTML sanitizer for rich text that administrators write and every user sees (such as
 * version notes). The output is rebuilt from scratch: only listed tags and attributes survive, every
 * attribute value is re-escaped, and text can never open a tag. The web client runs DOMPurify too.
 */

/** Dropped together with everything inside them. Void ones such as embed need no entry: unlisted tags are dropped. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'frameset',
  'template',
  'textarea',
  'title',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'select',
  'head',
]);
/** Only foreign (SVG, MathML) elements honour `<x/>`; `<script/>` still opens a script. */
const FOREIGN = new Set(['svg', 'math']);

const VOID_TAGS = new Set(['br', 'hr', 'img', 'col']);

/** Tags kept with no attributes of their own (only the shared ones). */
const PLAIN_TAGS =
  'p br b strong i em u s strike del ins sub sup span div ul li h1 h2 h3 h4 h5 h6 blockquote pre code hr thead tbody tfoot tr caption colgroup mark small';
const TAG_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'target', 'rel', 'name'],
  img: ['src', 'alt', 'width', 'height'],
  table: ['border', 'cellpadding', 'cellspacing', 'width'],
  td: ['colspan', 'rowspan', 'width', 'valign'],
  th: ['colspan', 'rowspan', 'width', 'valign'],
  col: ['span', 'width'],
  ol: ['start', 'type'],
  font: ['color', 'size', 'face'],
};
const SHARED_ATTRIBUTES = ['class', 'style', 'title', 'align', 'dir', 'lang'];
/** Every tag that survives, with the attributes it may keep. */
const ALLOWED = new Map<string, string[]>([
  ...PLAIN_TAGS.split(' ').map((tag): [string, string[]] => [tag, SHARED_ATTRIBUTES]),
  ...Object.entries(TAG_ATTRIBUTES).map(([tag, own]): [string, string[]] => [tag, [...SHARED_ATTRIBUTES, ...own]]),
]);

const URL_ATTRIBUTES = new Set(['href', 'src']);
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=\s]*$/i;
const DANGEROUS_CSS = /expression|javascript:|vbscript:|url\s*\(|@import|behavior|-moz-binding/i;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

export function sanitizeHtml(html: string): string {
  let out = '';
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open === -1) {
      out += escapeText(html.slice(at));
      break;
    }
    out += escapeText(html.slice(at, open));
    const tag = readTag(html, open);
    if (!tag) {
      out += '&lt;';
      at = open + 1;
      continue;
    }
    at = tag.end;
    if (tag.kind === 'skip') continue;
    if (DROPPED_WITH_CONTENT.has(tag.name)) {
      if (tag.kind === 'start' && !(tag.selfClosing && FOREIGN.has(tag.name))) at = endOfContent(html, at, tag.name);
      continue;
    }
    const allowed = ALLOWED.get(tag.name);
    if (!allowed) continue;
    if (tag.kind === 'end') {
      if (!VOID_TAGS.has(tag.name)) out += `</${tag.name}>`;
      continue;
    }
    out += `<${tag.name}${renderAttributes(tag.name, tag.attributes, allowed)}>`;
  }
  return out;
}

type Tag =
  | { kind: 'start'; name: string; attributes: [string, string][]; selfClosing: boolean; end: number }
  | { kind: 'end'; name: string; end: number }
  | { kind: 'skip'; end: number };

/** Reads the markup starting at `<`; null when that `<` is just text. */
function readTag(html: string, open: number): Tag | null {
  if (html.startsWith('<!--', open)) {
    const close = html.indexOf('-->', open + 4);
    return { kind: 'skip', end: close === -1 ? html.length : close + 3 };
  }
  const next = html[open + 1];
  if (next === '!' || next === '?') {
    const close = html.indexOf('>', open);
    return { kind: 'skip', end: close === -1 ? html.length : close + 1 };
  }
  const isEnd = next === '/';
  const nameMatch = /^[a-zA-Z][a-zA-Z0-9-]*/.exec(html.slice(open + (isEnd ? 2 : 1), open + 64));
  if (!nameMatch) return null;
  const name = nameMatch[0].toLowerCase();
  const parts = readAttributes(html, open + (isEnd ? 2 : 1) + nameMatch[0].length);
  if (!parts) return { kind: 'skip', end: html.length };
  const { attributes, selfClosing, end } = parts;
  return isEnd ? { kind: 'end', name, end } : { kind: 'start', name, attributes, selfClosing, end };
}

/** One step inside a tag: its end, an attribute, or a stray character that is skipped. An unclosed quote runs to the end. */
const TAG_PART =
  /\s*(?:(?<end>\/?\s*>)|(?<name>[^\s"'<>/=]+)(?:\s*=\s*(?:"(?<dq>[^"]*)"?|'(?<sq>[^']*)'?|(?<uq>[^\s>]+)))?|[^>])/y;

function readAttributes(html: string, from: number) {
  const attributes: [string, string][] = [];
  TAG_PART.lastIndex = from;
  for (let match = TAG_PART.exec(html); match?.groups; match = TAG_PART.exec(html)) {
    const { end, name, dq, sq, uq } = match.groups;
    if (end) return { attributes, selfClosing: end.startsWith('/'), end: TAG_PART.lastIndex };
    if (name) attributes.push([name.toLowerCase(), dq ?? sq ?? uq ?? '']);
  }
  // A tag still open at the end of the input is dropped with it, as in a browser.
  return null;
}

/** Where a dropped element's content ends: after its end tag, or at the end of the input. */
function endOfContent(html: string, from: number, name: string): number {
  const closing = new RegExp(`</${name}(?=[\\s/>])[^>]*>?`, 'ig');
  closing.lastIndex = from;
  const match = closing.exec(html);
  return match ? match.index + match[0].length : html.length;
}

function renderAttributes(tag: string, attributes: [string, string][], allowed: string[]): string {
  const kept = new Map<string, string>();
  for (const [name, raw] of attributes) {
    if (!allowed.includes(name) || kept.has(name)) continue;
    const value = decodeEntities(raw);
    if (URL_ATTRIBUTES.has(name) && !isSafeUrl(value, tag === 'img' && name === 'src')) continue;
    if (name === 'style' && !isSafeStyle(value)) continue;
    kept.set(name, value);
  }
  if (tag === 'a' && kept.has('target')) kept.set('rel', 'noopener noreferrer');
  return [...kept].map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
}

/** CSS escapes (`u\\72l(`) could spell anything, so a style with a backslash is dropped whole. */
function isSafeStyle(value: string): boolean {
  return !value.includes('\\') && !DANGEROUS_CSS.test(value.replace(/\/\*[\s\S]*?\*\//g, ''));
}

function isSafeUrl(value: string, isImage: boolean): boolean {
  // Browsers ignore these characters inside a URL, so `java\tscript:` is still javascript:.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  if (scheme === 'data') return isImage && SAFE_DATA_IMAGE.test(value.trim());
  return SAFE_SCHEMES.has(scheme);
}

function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#x([0-9a-f]+);?|#(\d+);?|([a-z]+);)/gi,
    (whole, hex?: string, dec?: string, name?: string) => {
      if (name) return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
      const code = Number.parseInt(hex ?? dec ?? '', hex ? 16 : 10);
      const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return valid ? String.fromCodePoint(code) : '\ufffd';
    },
  );
}

/** Text keeps its character references (they cannot open a tag); a bare `&`, `<` or `>` is escaped. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!#\d+;|#x[0-9a-f]+;|[a-z][a-z0-9]*;)/gi, '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}
