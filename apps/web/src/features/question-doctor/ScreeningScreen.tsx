import { useSearchParams } from 'react-router';
import { JIAYI_PATHS } from '../../app/paths.ts';
import health from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { GrowthFlagsView } from '../growth/GrowthFlagsView.tsx';
import { idOf } from '../questionnaire/paths.ts';
import { AssignView } from './AssignView.tsx';
import { DefinitionEditorView } from './DefinitionEditor.tsx';
import { DoctorResultView } from './DoctorResultView.tsx';
import { AssignmentsView, ManageView } from './ManageView.tsx';
import { RiskView } from './RiskView.tsx';

/**
 * /app/yzh/jiayi/doctor/question/assessment/screening: assessment screening (assign a
 * questionnaire to patients); ?typeValue=1 questionnaire management (&questionId= one
 * questionnaire's assignments; &edit=new|id, &copy=id the editor); ?risk=1|2 high-risk answers (open / handled); ?growth=1|2 abnormal-growth flags; ?recordId= a result.
 */
export default function ScreeningScreen() {
  const [params] = useSearchParams();
  const recordId = idOf(params.get('recordId'));
  const questionId = idOf(params.get('questionId'));
  const risk = params.get('risk');
  const growth = params.get('growth');
  const manage = params.get('typeValue') === '1';
  const edit = params.get('edit');
  const copyId = idOf(params.get('copy'));
  const [title, body] =
    recordId > 0
      ? ['问卷结果', <DoctorResultView key="r" recordId={recordId} />]
      : risk === '1' || risk === '2'
        ? ['高风险问卷', <RiskView key="k" handled={risk === '2'} />]
        : manage && (edit !== null || copyId > 0)
          ? [
              edit === null || edit === 'new' ? '新建问卷' : '编辑问卷',
              <DefinitionEditorView key={`e${edit}-${copyId}`} editId={idOf(edit)} copyId={copyId} />,
            ]
          : growth === '1' || growth === '2'
            ? ['生长异常', <GrowthFlagsView key="g" handled={growth === '2'} />]
            : manage && questionId > 0
              ? ['填写情况', <AssignmentsView key="a" questionId={questionId} />]
              : manage
                ? ['问卷管理', <ManageView key="m" />]
                : ['评估筛查', <AssignView key="s" initialPatientId={idOf(params.get('patientId'))} />];
  return (
    <main className={health.page}>
      <PageBar title={title} fallback={JIAYI_PATHS.doctorShell} />
      {body}
    </main>
  );
}
