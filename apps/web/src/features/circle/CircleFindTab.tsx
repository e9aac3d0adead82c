import CircleFindScreen from './CircleFindScreen.tsx';

/** /web/config/education/circle/find: the find screen inside the web-config tab bar (no title bar). */
export default function CircleFindTab() {
  return <CircleFindScreen tab />;
}
