import { DEFAULT_UI_STYLE } from '@kanghu/shared';
import type { AppStorage } from '../../lib/storage.ts';

/**
 * The UI style (spec 2 section 9): elder (larger type and touch targets, the default) or
 * standard, chosen per user and kept in storage per project and user. Applied as a class on
 * the root element (`ui-elder` / `ui-standard`, see app/global.css).
 */
export const UI_STYLES = ['elder', 'standard'] as const;
export type UiStyle = (typeof UI_STYLES)[number];

export function uiStyleKey(storage: AppStorage, project: string, userId: number): string {
  return storage.scoped(project, `uiStyle_${userId}`);
}

export function readUiStyle(storage: AppStorage, project: string, userId: number): UiStyle {
  const stored = storage.get(uiStyleKey(storage, project, userId));
  return (UI_STYLES as readonly string[]).includes(stored)
    ? (stored as UiStyle)
    : (DEFAULT_UI_STYLE as UiStyle);
}

export function saveUiStyle(storage: AppStorage, project: string, userId: number, style: UiStyle): void {
  storage.set(uiStyleKey(storage, project, userId), style);
}

/** Puts the style's class on the root element, removing the other's. */
export function applyUiStyle(
  root: { classList: DOMTokenList | Pick<DOMTokenList, 'add' | 'remove'> },
  style: UiStyle,
): void {
  for (const s of UI_STYLES) if (s !== style) root.classList.remove(`ui-${s}`);
  root.classList.add(`ui-${style}`);
}
