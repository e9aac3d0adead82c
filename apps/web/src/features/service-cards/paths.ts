/** Screens of service cards in the yingkang user shell. */
export const CARD_PATHS = {
  list: '/app/yingkang/user/service/list',
  info: '/app/yingkang/user/service/info',
  detail: '/app/yingkang/user/service/detail',
} as const;

export const cardInfoPath = (cardId: number) => `${CARD_PATHS.info}?id=${cardId}`;
export const myCardPath = (userCardId: number) => `${CARD_PATHS.detail}?id=${userCardId}`;
