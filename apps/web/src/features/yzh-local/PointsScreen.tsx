import { PATIENT_PATHS } from '../../app/paths.ts';
import { PointsScreen } from '../points/PointsScreen.tsx';

/** /app/yzh/patient/device/points: the resident's points ledger (the shared points page). */
export default function YzhPointsScreen() {
  return <PointsScreen title="我的积分" unit="积分" fallback={PATIENT_PATHS.home} initialTab="ledger" />;
}
