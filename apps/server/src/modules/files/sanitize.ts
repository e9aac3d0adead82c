import sanitizeHtml from 'sanitize-html';

const TABLE_TAGS = ['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col'];

/** The public path of a file uploaded here (POST /api/upload/file answers it). */
export const UPLOADED_FILE_PATH = /^\/api\/files\/[A-Za-z0-9_-]{1,64}\/[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|bmp);base64,/i;

/**
 * Rich text we render inside the app (converted Word documents, announcements, articles): basic
 * formatting, headings, lists, tables and images whose source is a data URI or, with
 * `uploadedImages`, a file uploaded here (articles). No scripts, styles, event handlers, iframes
 * or remote images.
 */
export function sanitizeRichHtml(html: string, options: { uploadedImages?: boolean } = {}): string {
  const imageAllowed = (src: string) =>
    DATA_IMAGE.test(src) || (options.uploadedImages === true && UPLOADED_FILE_PATH.test(src));
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
    exclusiveFilter: (frame) => frame.tag === 'img' && !imageAllowed(frame.attribs.src ?? ''),
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
