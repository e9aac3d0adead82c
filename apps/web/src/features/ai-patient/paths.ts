/** Screens of the AI platform's patient side (routes.tsv, family ai). */
export const MASS_DETAIL_PATH = '/app/ai/mass/messaging/detail';
export const MASS_LIST_PATH = '/app/ai/mass/messaging/list';
