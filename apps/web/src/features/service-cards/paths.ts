import { YINGKANG_PATHS } from '../../app/paths.ts';
/** Screens of service cards in the yingkang user shell. */
export const CARD_PATHS = {
  list: YINGKANG_PATHS.cardList,
  info: YINGKANG_PATHS.cardInfo,
  detail: YINGKANG_PATHS.cardDetail,
} as const;

export const cardInfoPath = (cardId: number) => `${CARD_PATHS.info}?id=${cardId}`;
export const myCardPath = (userCardId: number) => `${CARD_PATHS.detail}?id=${userCardId}`;
