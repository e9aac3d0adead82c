import {
  AppOutline,
  AppstoreOutline,
  BillOutline,
  CompassOutline,
  ContentOutline,
  FileOutline,
  HeartOutline,
  HistogramOutline,
  MessageOutline,
  ScanningOutline,
  TeamOutline,
  UnorderedListOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { ComponentType } from 'react';

/**
 * Tab icons by name. Names are antd-mobile-icons component names, as the page configuration
 * stores them (icon / iconSelected of the 'tabbar' template); unknown names get the app icon.
 */
const ICONS: Record<string, ComponentType> = {
  AppOutline,
  AppstoreOutline,
  BillOutline,
  CompassOutline,
  ContentOutline,
  FileOutline,
  HeartOutline,
  HistogramOutline,
  MessageOutline,
  ScanningOutline,
  TeamOutline,
  UnorderedListOutline,
  UserOutline,
};

export function TabIcon({ name }: { name: string | null | undefined }) {
  const Icon = (name && ICONS[name]) || AppOutline;
  return <Icon />;
}
