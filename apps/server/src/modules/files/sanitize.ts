import sanitizeHtml from 'sanitize-html';

const TABLE_TAGS = ['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col'];

/**
 * Rich text we render inside the app (converted Word documents, announcements): basic formatting,
 * headings, lists, tables and images whose source is a data URI or a same-site path. No scripts,
 * styles, event handlers, iframes or remote images.
 */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'u', 's', 'sub', 'sup', ...TABLE_TAGS],
    allowedAttributes: {
      a: ['href', 'name', 'title', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
      ol: ['start'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['data'] },
    allowProtocolRelative: false,
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
    exclusiveFilter: (frame) =>
      frame.tag === 'img' && !/^data:image\/(png|jpe?g|gif|webp|bmp);base64,/i.test(frame.attribs.src ?? ''),
  });
}

/** Plain text of an HTML fragment, whitespace collapsed, cut to `max` characters. */
export function plainSummary(html: string, max: number): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
