import {
  compileForm,
  dateTimeText,
  type QuestionSummary,
  SJTU_QUESTION_COUNT,
  sjtuIndex,
  sjtuIntroAction,
} from '@kanghu/shared';
import { Button, ProgressBar, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PatientScope } from '../../ui/PatientScope.tsx';
import qcss from '../questionnaire/Questionnaire.module.css';
import { fromFormList } from '../questionnaire/queries.ts';
import { SJTU_PATHS, sjtuResultPath } from './paths.ts';
import css from './Sjtu.module.css';
import { StudyLoader } from './StudyLoader.tsx';

/** The study's intro (/app/sjtu/questionnaire/index, the sjtu project's index page). */
export default function SjtuIndexScreen() {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <header className={css.hero}>
        <h1>健康状况与生活方式研究</h1>
        <p>感谢您参与本研究，您的回答将帮助我们了解居民的健康与生活方式。</p>
      </header>
      <PatientScope>{(patient) => <Intro patientId={patient.id} />}</PatientScope>
      <nav className={css.links} aria-label="更多">
        <button type="button" className={css.link} onClick={() => navigate(SJTU_PATHS.healthIndex)}>
          我的健康指数
        </button>
        <button type="button" className={css.link} onClick={() => navigate(SJTU_PATHS.history)}>
          历史报告
        </button>
        <button type="button" className={css.link} onClick={() => navigate(SJTU_PATHS.privacy)}>
          隐私保护协议
        </button>
      </nav>
    </main>
  );
}

function Intro({ patientId }: { patientId: number }) {
  return (
    <StudyLoader patientId={patientId}>
      {({ study, definition, draft }) => {
        const saved = draft ? fromFormList(draft.formList) : null;
        const index = sjtuIndex(compileForm(definition), saved, study.last !== null);
        return <IntroCard study={study} index={index} hasDraft={saved !== null} intro={definition.intro} />;
      }}
    </StudyLoader>
  );
}

function IntroCard({
  study,
  index,
  hasDraft,
  intro,
}: {
  study: QuestionSummary;
  index: number;
  hasDraft: boolean;
  intro: string | undefined;
}) {
  const navigate = useNavigate();
  const action = sjtuIntroAction(index);
  const passed = Math.min(index, SJTU_QUESTION_COUNT);
  const toForm = () => navigate(SJTU_PATHS.form);
  return (
    <section className={styles.card} aria-label="研究问卷" data-testid="sjtu-intro" data-index={index}>
      <h2 className={styles.cardTitle}>{study.name}</h2>
      {intro && <p className={qcss.intro}>{intro}</p>}
      <div className={css.status}>
        <span data-testid="sjtu-progress">
          {action === 'start' && `共${SJTU_QUESTION_COUNT}题，尚未开始`}
          {action === 'continue' && `已完成 ${passed} / ${SJTU_QUESTION_COUNT} 题`}
          {action === 'added' &&
            (hasDraft
              ? '全部题目已作答，确认后即可提交'
              : `最近完成：${dateTimeText(study.last?.answeredAt)}`)}
        </span>
        {action === 'added' && (
          <Tag color="success" fill="outline" data-testid="sjtu-added">
            已添加
          </Tag>
        )}
      </div>
      <ProgressBar percent={(passed / SJTU_QUESTION_COUNT) * 100} aria-hidden />
      <div className={css.buttons}>
        {action === 'start' && (
          <Button block color="primary" size="large" onClick={toForm}>
            立即开始
          </Button>
        )}
        {action === 'continue' && (
          <Button block color="primary" size="large" onClick={toForm}>
            继续答题
          </Button>
        )}
        {action === 'added' && hasDraft && (
          <Button block color="primary" size="large" onClick={toForm}>
            确认并提交
          </Button>
        )}
        {action === 'added' && !hasDraft && study.last && (
          <>
            <Button
              block
              color="primary"
              size="large"
              onClick={() => {
                if (study.last) navigate(sjtuResultPath(study.last.recordId));
              }}
            >
              查看结果
            </Button>
            <Button block fill="outline" color="primary" onClick={toForm}>
              开始新一轮问卷
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
