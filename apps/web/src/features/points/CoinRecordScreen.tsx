import { PointsScreen } from './PointsScreen.tsx';

/** 健康币记录 (/app/yuhang/coin/record): the same page opened on the ledger tab. */
export default function CoinRecordScreen() {
  return (
    <PointsScreen title="健康币记录" unit="健康币" fallback="/app/yuhang/health/coin" initialTab="ledger" />
  );
}
