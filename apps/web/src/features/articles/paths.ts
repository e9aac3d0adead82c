import { DOCTOR_PATHS } from '../../app/paths.ts';

/** Routes of the article screens (spec 1 sections 2.3, 2.5, 2.6; routes.tsv). */
export const ARTICLE_PATHS = {
  commonList: '/app/common/article/list',
  commonDetail: '/app/common/article/detail',
  history: '/app/common/article/list/history',
  shareList: '/share/article',
  shareDetail: '/share/article/detail',
  educationList: '/education/article/list',
  educationDetail: '/education/article/detail',
  doctorList: '/health/doctor/article/list',
  doctorWrite: '/health/doctor/article/write',
  doctorCollect: '/health/doctor/article/collect',
  doctorHome: DOCTOR_PATHS.home,
  pictureList: '/app/other/health/picture',
} as const;

/** Where an article opens from a list at `pathname`: the share pages stay on share pages. */
export function detailPathFor(pathname: string, id: number): string {
  const base = pathname.startsWith('/share/')
    ? ARTICLE_PATHS.shareDetail
    : pathname.startsWith('/education/')
      ? ARTICLE_PATHS.educationDetail
      : ARTICLE_PATHS.commonDetail;
  return `${base}?id=${id}`;
}

/** The list a detail page goes back to when it was opened directly. */
export function listPathFor(pathname: string): string {
  if (pathname.startsWith('/share/')) return ARTICLE_PATHS.shareList;
  if (pathname.startsWith('/education/') || pathname.startsWith('/a/')) return ARTICLE_PATHS.educationList;
  return ARTICLE_PATHS.commonList;
}

/** The article id of a detail route: `/:id` segments (/a/education/article/:id) or `?id=`. */
export function articleIdOf(param: string | undefined, search: URLSearchParams): number {
  const raw = param ?? search.get('id') ?? '';
  return /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
}
