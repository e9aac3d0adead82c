import { Button, Selector } from 'antd-mobile';
import { useState } from 'react';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { errorMessage } from '../../ui/StateViews.tsx';
import { formatDateTime } from '../measurements/format.ts';
import own from '../patients/Patients.module.css';
import { useCreateBindCode } from '../patients/queries.ts';
import { AiDistrictGate } from './AiDistrictGate.tsx';
import { AI_SCREEN_PATHS } from './paths.ts';
import { WithResident } from './ResidentPick.tsx';

const RELATIONS = ['本人', '配偶', '子女', '家属'] as const;

/**
 * /app/ai/lucheng/bind/patient (居民绑定): the servicer picks a resident of the district and makes a
 * one-time bind code (POST /api/patient/relation/bind/code) that the resident or a relative enters
 * under 我的就诊人 - 绑定码绑定 to see the resident's records in the app.
 */
export default function LuchengBindPatientScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="居民绑定" fallback={AI_SCREEN_PATHS.find} />
      <AiDistrictGate>
        {(d) => <WithResident district={d}>{(id) => <BindCode patientId={id} />}</WithResident>}
      </AiDistrictGate>
    </main>
  );
}

function BindCode({ patientId }: { patientId: number }) {
  const create = useCreateBindCode();
  const [relation, setRelation] = useState<string>('本人');
  const code = create.data?.patientId === patientId ? create.data : null;
  return (
    <>
      <section className={styles.card} aria-label="绑定码">
        <h2 className={styles.cardTitle}>生成居民绑定码</h2>
        <Selector
          options={RELATIONS.map((r) => ({ label: r, value: r }))}
          value={[relation]}
          onChange={(v) => v[0] && setRelation(v[0])}
        />
        {code ? (
          <>
            <div className={own.code} data-testid="bind-code">
              {code.code}
            </div>
            <div className={styles.meta}>有效期至 {formatDateTime(code.expiresAt)}，仅可使用一次</div>
          </>
        ) : (
          <p className={styles.advice}>
            请居民（或家属）在“我的就诊人 -
            绑定码绑定”中输入绑定码，即可在手机上查看健康档案、接收随访和干预消息。
          </p>
        )}
        {create.isError && <p className={styles.abnormal}>{errorMessage(create.error)}</p>}
      </section>
      <div className={styles.actions}>
        <Button
          color="primary"
          size="large"
          shape="rounded"
          loading={create.isPending}
          onClick={() => create.mutate({ patientId, relation })}
        >
          {code ? '重新生成' : '生成绑定码'}
        </Button>
      </div>
      <p className={styles.hint}>绑定码请当面交给居民本人或其家属，勿发给陌生人。</p>
    </>
  );
}
