import { ROOT_FONT_DIVISOR, TABLET_ROOT_FONT_SIZE } from '@kanghu/shared';

/** Root font size (spec 1 section 9): body width / 7.5, or 12.8 on a tablet. */
export function rootFontSize(bodyWidth: number, isTablet: boolean): number {
  return isTablet ? TABLET_ROOT_FONT_SIZE : bodyWidth / ROOT_FONT_DIVISOR;
}

/** Keeps the root font size in step with the body width. */
export function applyRootFontSize(win: Window, isTablet: boolean): void {
  const { documentElement, body } = win.document;
  const update = () => {
    documentElement.style.fontSize = `${rootFontSize(body.clientWidth, isTablet)}px`;
  };
  update();
  win.addEventListener('resize', update);
  win.addEventListener('orientationchange', update);
}
