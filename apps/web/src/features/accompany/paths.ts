/** The xxph accompany-order doctor shell (spec routes.tsv, family xxph). */
export const XXPH_PATHS = {
  shell: '/app/xxph/doctor/index',
  orders: '/app/xxph/doctor/index/order',
  mine: '/app/xxph/doctor/index/mine',
  detail: '/app/xxph/doctor/order/detail',
  about: '/app/xxph/doctor/about/us',
} as const;

export const orderPath = (id: number) => `${XXPH_PATHS.detail}?id=${id}`;
