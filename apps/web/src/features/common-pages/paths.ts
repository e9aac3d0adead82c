/** Routes of the common pages (spec 1 section 2.3; routes.tsv family common). */
export const COMMON_PAGE_PATHS = {
  reportModule: '/app/common/report/module',
  demonstrationReport: '/app/common/demonstration/report',
  pictureMove: '/app/common/picture/move',
  privacy: '/app/common/privacy/elpb/user',
} as const;

/** The swipe viewer of a publicity material's (`material`) or an article's pictures, from picture `index`. */
export function pictureMovePath(source: { material: number } | { article: number }, index = 0): string {
  const q = new URLSearchParams(
    'material' in source ? { materialId: String(source.material) } : { articleId: String(source.article) },
  );
  if (index > 0) q.set('index', String(index));
  return `${COMMON_PAGE_PATHS.pictureMove}?${q.toString()}`;
}

/**
 * The image sources of sanitised rich text (the server writes `<img src="…">` with double quotes),
 * in order, without repeats; the cover first when it is not in the body.
 */
export function pictureSources(body: string, cover?: string | null): string[] {
  const found = [...body.matchAll(/<img\b[^>]*?\bsrc="([^"]+)"/gi)].map((m) => m[1] ?? '');
  const all = cover ? [cover, ...found] : found;
  return [...new Set(all.filter((src) => src !== '').map(unescapeAttr))];
}

const unescapeAttr = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
