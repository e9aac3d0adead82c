import {
  FRAX_BMD_TYPES,
  FRAX_OFFICIAL_URL,
  FRAX_RISK_FACTOR_KEYS,
  FRAX_RISK_FACTOR_SHORT,
  type FraxView,
  OSTA_SCOPE_NOTE,
} from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../ui/format.ts';
import styles from '../../ui/HealthScreen.module.css';
import { InfoRows } from '../../ui/InfoRows.tsx';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import own from './Fracture.module.css';
import { OstaBadge, SCORE_CLASS } from './OstaBadge.tsx';
import { FZJJH_PATHS } from './paths.ts';
import { useFraxDetail } from './queries.ts';

/** One assessment (/app/fzjjh/fracture/probability/result?id=): the OSTA result, the inputs, the FRAX link. */
export default function FractureResultScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  return (
    <main className={styles.page}>
      <PageBar title="评估结果" fallback={FZJJH_PATHS.home} />
      {id === null ? <NoRecord /> : <Result id={id} />}
    </main>
  );
}

function NoRecord() {
  const navigate = useNavigate();
  return (
    <EmptyState title="未找到评估记录">
      <Button size="small" color="primary" onClick={() => navigate(FZJJH_PATHS.probability)}>
        开始评估
      </Button>
    </EmptyState>
  );
}

function Result({ id }: { id: number }) {
  const navigate = useNavigate();
  const detail = useFraxDetail(id);
  if (detail.isPending) return <LoadingState />;
  if (detail.isError) {
    return (
      <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()}>
        <Button size="small" fill="none" color="primary" onClick={() => navigate(FZJJH_PATHS.index)}>
          查看评估记录
        </Button>
      </ErrorState>
    );
  }
  const r = detail.data;
  return (
    <>
      <Osta r={r} />
      <Frax />
      <Inputs r={r} />
      <div className={own.buttons}>
        <Button block color="primary" shape="rounded" onClick={() => navigate(FZJJH_PATHS.probability)}>
          重新评估
        </Button>
        <Button block shape="rounded" onClick={() => navigate(FZJJH_PATHS.index)}>
          评估记录
        </Button>
      </div>
    </>
  );
}

function Osta({ r }: { r: FraxView }) {
  const o = r.osta;
  return (
    <section className={styles.card} aria-label={o.name}>
      <h2 className={styles.cardTitle}>{o.name}</h2>
      <div className={own.score}>
        <span className={`${own.scoreValue} ${SCORE_CLASS[o.band] ?? ''}`} data-testid="osta-index">
          {o.index}
        </span>
        <OstaBadge band={o.band} name={o.bandName} />
      </div>
      <p className={own.text}>{o.advice}</p>
      <p className={own.small}>
        OSTA指数 =（体重{r.weight}kg − 年龄{o.age}岁）× 0.2。指数 &gt; −1 为低风险，−1 ~ −4 为中风险，&lt; −4
        为高风险（《原发性骨质疏松症诊疗指南（2017）》；Koh 等，2001）。
      </p>
      <p className={own.small}>{OSTA_SCOPE_NOTE}</p>
    </section>
  );
}

function Frax() {
  return (
    <section className={styles.card} aria-label="FRAX骨折概率">
      <h2 className={styles.cardTitle}>FRAX 十年骨折概率</h2>
      <p className={own.text}>
        FRAX
        由英国谢菲尔德大学开发，其十年髋部骨折及主要骨质疏松性骨折概率只能在官方计算器中计算。本平台不计算、也不显示
        FRAX 结果。您可以将下方“评估信息”录入官方计算器（国家选择“中国”）获取概率。
      </p>
      <a
        className={own.link}
        href={FRAX_OFFICIAL_URL}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="frax-link"
      >
        打开 FRAX 官方计算器（谢菲尔德大学）
      </a>
      <p className={own.small}>将离开本平台，前往 frax.shef.ac.uk。</p>
    </section>
  );
}

function Inputs({ r }: { r: FraxView }) {
  const yes = (v: boolean) => (v ? '是' : '否');
  const bmd =
    r.bmdType && r.bmdValue !== null
      ? `${FRAX_BMD_TYPES[r.bmdType as keyof typeof FRAX_BMD_TYPES] ?? r.bmdType}：${r.bmdValue}`
      : '未填写';
  return (
    <section className={styles.card} aria-label="评估信息">
      <h2 className={styles.cardTitle}>评估信息</h2>
      <InfoRows
        rows={[
          ['就诊人', r.patientName],
          ['评估时间', formatDateTime(r.createdAt)],
          ['性别', r.sex === 1 ? '男' : '女'],
          ['出生日期', `${r.year}年${r.month}月${r.day}日`],
          ['身高', `${r.height} cm`],
          ['体重', `${r.weight} kg`],
          ...FRAX_RISK_FACTOR_KEYS.map((k): [string, string] => [FRAX_RISK_FACTOR_SHORT[k], yes(r[k])]),
          ['骨密度', bmd],
        ]}
      />
    </section>
  );
}
