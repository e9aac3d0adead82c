import { LINAN_PATHS } from '../linan/paths.ts';
import { PointsScreen } from './PointsScreen.tsx';

/** 我的积分 (/app/linan/points/index) of the Lin'an pages. */
export default function LinanPointsScreen() {
  return <PointsScreen title="我的积分" unit="积分" fallback={LINAN_PATHS.index} />;
}
