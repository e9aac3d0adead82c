import { type PatientView, parseLifeText } from '@kanghu/shared';
import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useApp } from '../../app/app-context.ts';
import { MEASURE_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar, useGoBack } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { errorMessage } from '../../ui/StateViews.tsx';
import { MeasureTimeInput } from '../measurements/components/MeasureTimeInput.tsx';
import { checkMeasureTime } from '../measurements/entry-rules.ts';
import { fromLocalInput, toLocalInput } from '../measurements/format.ts';
import { useAddMeasurement } from '../measurements/queries.ts';
import life from './Life.module.css';
import { type ParsedReading, readingsOf } from './parsed-readings.ts';

/**
 * Quick entry by sentence (/health/patient/life/ai/add). The spec calls it "AI"; no model is
 * available, so fixed patterns read the numbers (parseLifeText) and the user checks them first.
 */
export default function LifeAiAddScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="快速录入" fallback={MEASURE_PATHS.lifeRecord} />
      <PatientScope>{(patient) => <QuickEntry patient={patient} />}</PatientScope>
    </main>
  );
}

function QuickEntry({ patient }: { patient: PatientView }) {
  const { ui } = useApp();
  const add = useAddMeasurement();
  const goBack = useGoBack(MEASURE_PATHS.lifeRecord);
  const [text, setText] = useState('');
  const [time, setTime] = useState(() => toLocalInput(new Date()));
  const [readings, setReadings] = useState<ParsedReading[] | null>(null);
  const [saving, setSaving] = useState(false);

  const recognise = () => {
    if (!text.trim()) {
      void ui.alert('请输入要识别的内容', '系统提示');
      return;
    }
    setReadings(readingsOf(parseLifeText(text)));
  };

  const save = async () => {
    const measureTime = fromLocalInput(time);
    const problem = checkMeasureTime(measureTime);
    if (problem || !measureTime || !readings?.length) {
      void ui.alert(problem ?? '没有可保存的数据', '系统提示');
      return;
    }
    setSaving(true);
    const saved: string[] = [];
    try {
      for (const r of readings) {
        await add.mutateAsync({
          patientId: patient.id,
          type: r.type,
          values: r.values,
          ...(r.period ? { period: r.period } : {}),
          measureTime,
          remark: '快速录入',
        });
        saved.push(r.label);
      }
      ui.toast(`已保存：${saved.join('、')}`);
      goBack();
    } catch (error) {
      void ui.alert(
        `${saved.length ? `已保存${saved.join('、')}；` : ''}${errorMessage(error)}`,
        '保存未完成',
      );
      setReadings(readings.slice(saved.length));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <section className={styles.card} aria-label="输入">
        <span className={life.label} data-testid="rules-label">
          规则识别 · 非AI模型
        </span>
        <h2 className={styles.cardTitle}>说一句话，自动识别数据</h2>
        <textarea
          className={life.textarea}
          aria-label="输入内容"
          placeholder="例如：早上血压135/85，心率72，空腹血糖6.1，体重68.5公斤"
          maxLength={200}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <div className={styles.meta}>
          可识别：血压（高压/低压）、心率、血糖（空腹/餐后）、体重（公斤或斤）、体温、血氧。按固定格式识别，请核对后再保存。
        </div>
        <div className={styles.actions} style={{ padding: '0.24rem 0 0' }}>
          <Button color="primary" size="large" shape="rounded" onClick={recognise}>
            识别
          </Button>
        </div>
      </section>
      {readings !== null && (
        <section className={styles.card} aria-label="识别结果">
          <h2 className={styles.cardTitle}>识别结果</h2>
          {readings.length === 0 ? (
            <div className={styles.meta}>没有识别到数据，请按示例格式输入，或到“录入健康数据”手动填写。</div>
          ) : (
            <>
              {readings.map((r) => (
                <div key={r.type} className={life.foodRow} data-testid={`parsed-${r.type}`}>
                  <Tag color="primary" fill="outline">
                    {r.label}
                  </Tag>
                  <span className={life.grow}>{r.text}</span>
                </div>
              ))}
              <div className={life.foodRow}>
                <span className={life.fieldLabel}>测量时间</span>
                <div className={life.fieldInput}>
                  <MeasureTimeInput value={time} onChange={setTime} />
                </div>
              </div>
              <div className={styles.actions} style={{ padding: '0.24rem 0 0' }}>
                <Button
                  color="primary"
                  size="large"
                  shape="rounded"
                  loading={saving}
                  onClick={() => void save()}
                >
                  确认保存
                </Button>
              </div>
            </>
          )}
        </section>
      )}
    </>
  );
}
