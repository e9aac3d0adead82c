import type { ComponentType } from 'react';
import * as ICON_SET from './tab-icon-set.ts';

/**
 * Tab icons by name. Names are antd-mobile-icons component names, as the page configuration
 * stores them (icon / iconSelected of the 'tabbar' template); unknown names get the app icon.
 */
const ICONS: Record<string, ComponentType> = ICON_SET;

export function TabIcon({ name }: { name: string | null | undefined }) {
  const Icon = (name && ICONS[name]) || ICON_SET.AppOutline;
  return <Icon />;
}
