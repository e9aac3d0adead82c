import { type PatientView, SPORT_TYPE_KEYS, SPORT_TYPES, type SportType } from '@kanghu/shared';
import { Button, Form, Input, List, Selector, TextArea } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { PATIENT_PATHS } from '../../app/paths.ts';
import { TrendChart } from '../../lib/charts/TrendChart.tsx';
import { formErrorAlert } from '../../ui/form-alert.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { MeasureTimeInput } from '../measurements/components/MeasureTimeInput.tsx';
import { checkMeasureTime } from '../measurements/entry-rules.ts';
import { formatDateTime, fromLocalInput, toLocalInput } from '../measurements/format.ts';
import { LIFE_PATHS } from './paths.ts';
import { type SportList, useAddSport, useSportList } from './queries.ts';
import { checkMinutes, checkSteps, dayPoint, ruleOf } from './rules.ts';

const TYPE_OPTIONS = SPORT_TYPE_KEYS.map((value) => ({ value, label: SPORT_TYPES[value].label }));

type SportValues = {
  sportType?: SportType[];
  minutes?: string;
  steps?: string;
  measureTime?: string;
  remark?: string;
};

/** Exercise (/health/patient/sport): record type, minutes, steps; kcal by MET; 30-day list and chart. */
export default function SportScreen() {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <PageBar title="运动记录" fallback={PATIENT_PATHS.home} />
      <PatientScope>
        {(patient) => (
          <>
            <SportForm patient={patient} />
            <div className={styles.actions}>
              <Button
                fill="outline"
                color="primary"
                shape="rounded"
                onClick={() => navigate(LIFE_PATHS.sportAi)}
              >
                查看运动建议
              </Button>
            </div>
            <SportHistory patientId={patient.id} />
          </>
        )}
      </PatientScope>
    </main>
  );
}

function SportForm({ patient }: { patient: PatientView }) {
  const { ui } = useApp();
  const [form] = Form.useForm<SportValues>();
  const add = useAddSport();
  const type = Form.useWatch('sportType', form)?.[0];
  const onFinish = (v: SportValues) => {
    const measureTime = fromLocalInput(v.measureTime ?? '');
    const problem = v.sportType?.[0] ? checkMeasureTime(measureTime) : '请选择运动类型';
    if (problem || !measureTime || !v.sportType?.[0]) {
      void ui.alert(problem ?? '请选择运动时间', '系统提示');
      return;
    }
    add.mutate(
      {
        patientId: patient.id,
        sportType: v.sportType[0],
        minutes: Number(v.minutes),
        ...(v.steps?.trim() ? { steps: Number(v.steps) } : {}),
        measureTime,
        ...(v.remark?.trim() ? { remark: v.remark.trim() } : {}),
      },
      {
        onSuccess: (row) => {
          ui.toast(`已记录，消耗约${row.calories}千卡`);
          form.resetFields();
          form.setFieldsValue({ measureTime: toLocalInput(new Date()), sportType: [row.sportType] });
        },
      },
    );
  };
  return (
    <div className={`${styles.card} ${styles.form}`}>
      <h2 className={styles.cardTitle}>记录运动</h2>
      <Form
        form={form}
        layout="horizontal"
        initialValues={{ measureTime: toLocalInput(new Date()), sportType: ['walk'] }}
        onFinish={onFinish}
        onFinishFailed={formErrorAlert(ui)}
        footer={
          <Button block type="submit" color="primary" size="large" shape="rounded" loading={add.isPending}>
            保存运动
          </Button>
        }
      >
        <Form.Item
          name="sportType"
          label="运动类型"
          layout="vertical"
          rules={[{ required: true, message: '请选择运动类型' }]}
        >
          <Selector options={TYPE_OPTIONS} columns={3} />
        </Form.Item>
        <Form.Item name="minutes" label="运动时长" extra="分钟" rules={[ruleOf(checkMinutes)]}>
          <Input
            type="text"
            inputMode="numeric"
            placeholder="请输入运动时长"
            maxLength={3}
            clearable
            aria-label="运动时长"
          />
        </Form.Item>
        {type && SPORT_TYPES[type].steps && (
          <Form.Item name="steps" label="步数" extra="步" rules={[ruleOf(checkSteps)]}>
            <Input
              type="text"
              inputMode="numeric"
              placeholder="选填"
              maxLength={6}
              clearable
              aria-label="步数"
            />
          </Form.Item>
        )}
        <Form.Item
          name="measureTime"
          label="开始时间"
          rules={[{ required: true, message: '请选择运动时间' }]}
        >
          <MeasureTimeInput />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[{ max: 200, message: '备注不能超过200个字' }]}>
          <TextArea placeholder="选填" maxLength={200} autoSize={{ minRows: 1, maxRows: 3 }} />
        </Form.Item>
      </Form>
      <div className={styles.meta}>
        消耗热量按运动强度（MET，2011年《身体活动纲要》）×体重×时长估算；无体重记录时按60公斤计算。
      </div>
    </div>
  );
}

function SportHistory({ patientId }: { patientId: number }) {
  const sport = useSportList(patientId);
  if (sport.isPending) return <LoadingState />;
  if (sport.isError)
    return <ErrorState message={errorMessage(sport.error)} onRetry={() => void sport.refetch()} />;
  if (sport.data.list.length === 0) return <EmptyState title="近30天暂无运动记录" />;
  return <SportBody data={sport.data} />;
}

function SportBody({ data }: { data: SportList }) {
  return (
    <>
      <section className={styles.card} aria-label="近30天">
        <h2 className={styles.cardTitle}>近30天</h2>
        <div className={styles.stats}>
          <div className={styles.stat}>
            <div className={styles.statValue} data-testid="sport-total-minutes">
              {data.totalMinutes}
            </div>
            <div className={styles.statLabel}>运动分钟</div>
          </div>
          <div className={styles.stat}>
            <div className={styles.statValue}>{data.totalCalories}</div>
            <div className={styles.statLabel}>消耗千卡</div>
          </div>
          <div className={styles.stat}>
            <div className={styles.statValue}>{data.daily.length}</div>
            <div className={styles.statLabel}>运动天数</div>
          </div>
        </div>
        <TrendChart
          label="每日运动时长趋势图"
          height={220}
          spec={{
            unit: '分钟',
            min: 0,
            series: [
              {
                name: '运动时长',
                color: '#1677ff',
                points: data.daily.map((d) => [dayPoint(d.day), d.minutes]),
              },
            ],
          }}
        />
      </section>
      <List className={styles.list} header="运动记录" data-testid="sport-list">
        {data.list.map((r) => (
          <List.Item
            key={r.id}
            description={
              <span className={styles.rowMeta}>
                {formatDateTime(r.measureTime)}
                {r.steps !== null ? ` · ${r.steps}步` : ''}
                {r.remark ? ` · ${r.remark}` : ''}
              </span>
            }
            extra={<span>{r.calories}千卡</span>}
          >
            <span className={styles.row}>
              {r.sportLabel} {r.minutes}分钟
            </span>
          </List.Item>
        ))}
      </List>
    </>
  );
}
