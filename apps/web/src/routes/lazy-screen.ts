import type { ComponentType } from 'react';

/** A route's `lazy` for a screen module whose default export is the screen: one chunk per screen. */
export function screen(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}
