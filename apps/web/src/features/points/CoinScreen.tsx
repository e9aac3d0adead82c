import { DETECTION_REGION_PATHS } from '../../app/paths.ts';
import { PointsScreen } from './PointsScreen.tsx';

/** 健康币 (/app/yuhang/health/coin): the points ledger under the yuhang name. */
export default function CoinScreen() {
  return <PointsScreen title="健康币" unit="健康币" fallback={DETECTION_REGION_PATHS.yuhangIndex} />;
}
