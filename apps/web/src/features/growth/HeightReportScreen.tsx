import health from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { ChildPicker } from './ChildPicker.tsx';
import { GrowthReport } from './GrowthReport.tsx';
import { GROWTH_PATHS } from './paths.ts';

/** 生长发育报告 (/app/yingkang/user/report/height): the child's growth on the WHO charts. */
export default function HeightReportScreen() {
  return (
    <main className={health.page}>
      <PageBar title="生长发育报告" fallback={GROWTH_PATHS.home} />
      <ChildPicker>{(child) => <GrowthReport key={child.id} patientId={child.id} />}</ChildPicker>
    </main>
  );
}
