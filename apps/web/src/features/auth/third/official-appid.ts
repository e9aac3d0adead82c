import type { ProjectConfigView } from '@kanghu/shared';

/** The official account of a page: `?appid=` or `?wxgzId=`, else the project's own. */
export function officialAppid(
  search: URLSearchParams,
  config: Pick<ProjectConfigView, 'wxgzId'>,
): string | null {
  const fromUrl = (search.get('appid') ?? search.get('wxgzId') ?? '').trim();
  return fromUrl || config.wxgzId || null;
}
