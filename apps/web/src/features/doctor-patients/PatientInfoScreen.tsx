import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import health from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { SessionGate } from '../../ui/SessionGate.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { PatientQuestionsCard } from '../question-doctor/PatientQuestionsCard.tsx';
import { ContractCard, FollowCard, ReferralsCard, SickbedCard } from './components/CareCards.tsx';
import { DiseasePopup } from './components/DiseasePopup.tsx';
import { FamilyDevicesCard, IdentityCard, LatestCard } from './components/InfoCards.tsx';
import { CallPopup, RemarkPopup } from './components/NotePopups.tsx';
import { TagPopup } from './components/TagPopup.tsx';
import { TimelineCard } from './components/TimelineCard.tsx';
import { TrendCard } from './components/TrendCard.tsx';
import styles from './DoctorPatients.module.css';
import { DOCTOR_PATIENT_PATHS, withPatient } from './paths.ts';
import { usePatientOverview } from './queries.ts';

/** ?patientId= (or ?id=) of the patient screens. */
export function usePatientParam(): number | null {
  const [params] = useSearchParams();
  return Number(params.get('patientId') ?? params.get('id')) || null;
}

/**
 * A patient for the doctor (patient/info of every doctor shell, and patient/ai/info): identity
 * masked, groups, latest readings with grade, 90-day trend, family, devices, follow-up, referrals,
 * home sickbed, contracts (each from its area's list), timeline; remark,
 * phone follow-up, groups and tags from here.
 */
export default function PatientInfoScreen() {
  const { pathname } = useLocation();
  const id = usePatientParam();
  return (
    <main className={health.page}>
      <PageBar
        title={pathname === DOCTOR_PATIENT_PATHS.aiInfo ? 'AI患者档案' : '患者详情'}
        fallback={DOCTOR_PATIENT_PATHS.list}
      />
      <SessionGate>
        {() => (id === null ? <ErrorState message="患者不存在" /> : <Info id={id} />)}
      </SessionGate>
    </main>
  );
}

type Sheet = 'remark' | 'call' | 'disease' | 'tag' | null;

function Info({ id }: { id: number }) {
  const navigate = useNavigate();
  const overview = usePatientOverview(id);
  const [sheet, setSheet] = useState<Sheet>(null);
  if (overview.isPending) return <LoadingState />;
  if (overview.isError)
    return <ErrorState message={errorMessage(overview.error)} onRetry={() => void overview.refetch()} />;
  const o = overview.data;
  const p = o.patient;
  const charted = (['bp', 'bg'] as const).filter(
    (t) => o.latest.some((r) => r.type === t) || (t === 'bg' && p.diseases.some((d) => d.type === 2)),
  );
  const close = () => setSheet(null);
  return (
    <>
      <IdentityCard p={p} />
      <div className={styles.actions}>
        <Button size="small" color="primary" onClick={() => setSheet('remark')}>
          写备注
        </Button>
        <Button size="small" onClick={() => setSheet('call')}>
          记通话
        </Button>
        <Button size="small" onClick={() => setSheet('disease')}>
          改分组
        </Button>
        <Button size="small" onClick={() => setSheet('tag')}>
          贴标签
        </Button>
      </div>
      <div className={styles.actions} style={{ gridTemplateColumns: 'repeat(3, 1fr)' }}>
        <Button
          size="small"
          fill="outline"
          onClick={() => navigate(withPatient(DOCTOR_PATIENT_PATHS.evaluate, id))}
        >
          健康评估
        </Button>
        <Button
          size="small"
          fill="outline"
          onClick={() => navigate(withPatient(DOCTOR_PATIENT_PATHS.report, id))}
        >
          健康报告
        </Button>
        <Button
          size="small"
          fill="outline"
          onClick={() => navigate(withPatient(DOCTOR_PATIENT_PATHS.recept, id))}
        >
          检查报告
        </Button>
      </div>
      <LatestCard latest={o.latest} />
      {charted.length > 0 && <TrendCard patientId={id} types={[...charted]} />}
      <FamilyDevicesCard o={o} />
      <FollowCard patientId={id} />
      <ReferralsCard patientId={id} />
      <SickbedCard patientId={id} />
      <ContractCard patientId={id} />
      <PatientQuestionsCard patientId={id} />
      <TimelineCard patientId={id} />
      {sheet === 'remark' && <RemarkPopup patientId={id} current={p.remark} visible onClose={close} />}
      {sheet === 'call' && <CallPopup patientId={id} visible onClose={close} />}
      {sheet === 'disease' && <DiseasePopup patient={p} visible onClose={close} />}
      {sheet === 'tag' && <TagPopup patientId={id} tags={p.tags} visible onClose={close} />}
    </>
  );
}
