import { EDUCATION_PATHS } from '../education-account/paths.ts';
import { PointsScreen } from './PointsScreen.tsx';

/** 我的积分 (/education/points). */
export default function EducationPointsScreen() {
  return <PointsScreen title="我的积分" unit="积分" fallback={EDUCATION_PATHS.account} />;
}
