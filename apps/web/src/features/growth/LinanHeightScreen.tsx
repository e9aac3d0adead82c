import { DETECTION_REGION_PATHS } from '../../app/paths.ts';
import health from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { ChildPicker } from './ChildPicker.tsx';
import { GrowthReport } from './GrowthReport.tsx';

/** 身高管理 of the Lin'an shell (/app/linan/height/index): the same growth view. */
export default function LinanHeightScreen() {
  return (
    <main className={health.page}>
      <PageBar title="身高管理" fallback={DETECTION_REGION_PATHS.linanIndex} />
      <ChildPicker>{(child) => <GrowthReport key={child.id} patientId={child.id} />}</ChildPicker>
    </main>
  );
}
