import type { ResidentDistrictView } from '@kanghu/shared';
import { PATIENT_PATHS } from '../../app/paths.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState } from '../../ui/StateViews.tsx';
import { LocalNotice } from './LocalNotice.tsx';
import { reportDetailPath } from './paths.ts';
import { RecordList } from './RecordList.tsx';
import { ResidentGate } from './ResidentGate.tsx';

/**
 * /app/yzh/patient/local/health/bank: the AI health bank is a project feature (spec 2 section 6:
 * yzh-lishui and yzh-lucheng only). Elsewhere it says so; where offered it lists the resident's
 * stored health records.
 */
export default function HealthBankScreen() {
  return (
    <>
      <PageBar title="AI健康银行" fallback={PATIENT_PATHS.home} />
      <ResidentGate>{(d) => <Bank district={d} />}</ResidentGate>
    </>
  );
}

function Bank({ district }: { district: ResidentDistrictView }) {
  if (!district.features.aiHealthBank) {
    return (
      <EmptyState title="本地区暂未开通AI健康银行">
        <p>AI健康银行目前仅在丽水、鹿城项目开放，{district.districtName}暂不提供此服务。</p>
      </EmptyState>
    );
  }
  return (
    <>
      <LocalNotice />
      <RecordList
        localAreaCode={district.localAreaCode}
        kind="health"
        empty="暂无健康档案"
        detail={reportDetailPath}
      />
    </>
  );
}
