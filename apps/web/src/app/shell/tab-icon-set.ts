/** The antd-mobile-icons a 'tabbar' template may name (icon / iconSelected), re-exported by name. */
export {
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
