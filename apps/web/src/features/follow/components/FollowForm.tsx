import {
  FOLLOW_ADHERENCE,
  FOLLOW_DANGER_SIGNS,
  FOLLOW_HYPOGLYCEMIA,
  FOLLOW_MODES,
  FOLLOW_MSG,
  FOLLOW_SYMPTOMS,
  type FollowDisease,
  type FollowFormItem,
  type FollowFormValues,
  type MeasurementType,
} from '@kanghu/shared';
import { Button, Form, Input, Selector, Switch, TextArea } from 'antd-mobile';
import { useApp } from '../../../app/app-context.ts';
import { DateTimeField } from '../../../ui/DateTimeField.tsx';
import { formErrorAlert } from '../../../ui/form-alert.ts';
import styles from '../../../ui/HealthScreen.module.css';
import { checkComponent, checkPressurePair, numbersOf } from '../../measurements/entry-rules.ts';
import type { FollowRecordInput } from '../queries.ts';

/** The form's fields as typed (also what the AI platform's temporary save stores). */
type Values = FollowFormValues;

const options = (o: Record<number, string>) =>
  Object.entries(o).map(([k, label]) => ({ value: Number(k), label }));
const choice = (list: Array<{ code: string; name: string }>) =>
  list.map((s) => ({ value: s.code, label: s.name }));
const SALT = [
  { value: 'light', label: '轻' },
  { value: 'medium', label: '中' },
  { value: 'heavy', label: '重' },
];
const ALL_ITEMS: FollowFormItem[] = [
  'bp',
  'heartRate',
  'weight',
  'symptoms',
  'adherence',
  'medication',
  'advice',
];

/** An optional number field checked against the shared plausible bounds. */
function optional(type: MeasurementType, key: string) {
  return {
    validator: (_: unknown, v: string | undefined) => {
      const msg = v?.trim() ? checkComponent(type, key, v) : null;
      return msg ? Promise.reject(new Error(msg)) : Promise.resolve();
    },
  };
}

function numberInput(placeholder: string) {
  return <Input type="text" inputMode="decimal" placeholder={placeholder} maxLength={5} clearable />;
}

/**
 * The follow-up form of the national record forms (高血压/2型糖尿病患者随访服务记录表): the items of
 * the plan's template, blood pressure required for hypertension and fasting glucose for diabetes.
 */
export function FollowForm({
  disease,
  items,
  defaultMode,
  saving,
  onSubmit,
  initial,
  onChange,
  extra,
}: {
  disease: FollowDisease | null;
  items: FollowFormItem[] | null;
  defaultMode: number;
  saving: boolean;
  onSubmit: (body: FollowRecordInput) => void;
  /** Values to resume from (a temporary save). */
  initial?: Values | undefined;
  /** Every change (a screen with a temporary save autosaves from it). */
  onChange?: ((values: Values) => void) | undefined;
  /** Extra footer buttons (暂存). */
  extra?: React.ReactNode;
}) {
  const { ui } = useApp();
  const [form] = Form.useForm<Values>();
  const has = (item: FollowFormItem) => (items ?? ALL_ITEMS).includes(item);
  const list = disease ?? 'hbp';
  const onFinish = (v: Values) => {
    const problem =
      checkPressurePair(v.sbp, v.dbp) ??
      (Boolean(v.sbp?.trim()) !== Boolean(v.dbp?.trim()) ? '收缩压和舒张压须同时填写' : null) ??
      (disease === 'hbp' && !v.sbp?.trim() ? FOLLOW_MSG.bpRequired : null) ??
      (disease === 'dm' && !v.glucose?.trim() ? FOLLOW_MSG.glucoseRequired : null);
    if (problem) return void ui.alert(problem, '系统提示');
    const numbers = numbersOf(v as Record<string, string | undefined>, [
      'sbp',
      'dbp',
      'heartRate',
      'glucose',
      'weight',
      'height',
      'smoking',
      'drinking',
    ]);
    onSubmit({
      ...numbers,
      followMode: v.followMode?.[0] ?? defaultMode,
      symptoms: v.symptoms ?? [],
      dangerSigns: v.dangerSigns ?? [],
      ...(v.salt?.[0] ? { salt: v.salt[0] as 'light' } : {}),
      ...(v.adherence?.[0] ? { adherence: v.adherence[0] } : {}),
      ...(v.hypoglycemia?.[0] ? { hypoglycemia: v.hypoglycemia[0] } : {}),
      adverseReaction: v.adverseReaction ?? false,
      complication: v.complication ?? false,
      ...(v.medication?.trim() ? { medication: v.medication.trim() } : {}),
      ...(v.advice?.trim() ? { advice: v.advice.trim() } : {}),
      ...(v.nextFollowDate ? { nextFollowDate: v.nextFollowDate } : {}),
    });
  };
  return (
    <div className={styles.form}>
      <Form
        form={form}
        layout="horizontal"
        initialValues={{ followMode: [defaultMode], symptoms: [], dangerSigns: [], ...initial }}
        onValuesChange={(_, all) => onChange?.(all)}
        onFinish={onFinish}
        onFinishFailed={formErrorAlert(ui)}
        footer={
          <>
            <Button block type="submit" color="primary" size="large" loading={saving}>
              提交随访记录
            </Button>
            {extra}
          </>
        }
      >
        <Form.Header>随访方式与体征</Form.Header>
        <Form.Item name="followMode" label="随访方式" layout="vertical">
          <Selector options={options(FOLLOW_MODES)} columns={2} />
        </Form.Item>
        {has('bp') && (
          <>
            <Form.Item
              name="sbp"
              label="收缩压"
              extra="mmHg"
              required={disease === 'hbp'}
              rules={[optional('bp', 'systolic')]}
            >
              {numberInput(disease === 'hbp' ? '必填，如 135' : '如 135')}
            </Form.Item>
            <Form.Item
              name="dbp"
              label="舒张压"
              extra="mmHg"
              required={disease === 'hbp'}
              rules={[optional('bp', 'diastolic')]}
            >
              {numberInput(disease === 'hbp' ? '必填，如 85' : '如 85')}
            </Form.Item>
          </>
        )}
        {has('heartRate') && (
          <Form.Item name="heartRate" label="心率" extra="次/分" rules={[optional('hr', 'heartRate')]}>
            {numberInput('选填')}
          </Form.Item>
        )}
        {has('glucose') && (
          <Form.Item
            name="glucose"
            label="空腹血糖"
            extra="mmol/L"
            required={disease === 'dm'}
            rules={[optional('bg', 'glucose')]}
          >
            {numberInput(disease === 'dm' ? '必填，如 6.5' : '选填')}
          </Form.Item>
        )}
        {has('weight') && (
          <>
            <Form.Item name="weight" label="体重" extra="kg" rules={[optional('weight', 'weight')]}>
              {numberInput('选填')}
            </Form.Item>
            <Form.Item name="height" label="身高" extra="cm" rules={[optional('weight', 'height')]}>
              {numberInput('选填，用于计算BMI')}
            </Form.Item>
          </>
        )}
        {has('symptoms') && (
          <Form.Item name="symptoms" label="症状" layout="vertical">
            <Selector options={choice(FOLLOW_SYMPTOMS[list])} columns={3} multiple />
          </Form.Item>
        )}
        {has('dangerSigns') && (
          <Form.Item name="dangerSigns" label="危急情况（任一项须紧急转诊）" layout="vertical">
            <Selector options={choice(FOLLOW_DANGER_SIGNS[list])} columns={2} multiple />
          </Form.Item>
        )}
        {has('lifestyle') && <Form.Header>生活方式</Form.Header>}
        {has('lifestyle') && (
          <>
            <Form.Item name="smoking" label="日吸烟量" extra="支">
              {numberInput('选填')}
            </Form.Item>
            <Form.Item name="drinking" label="日饮酒量" extra="两">
              {numberInput('选填')}
            </Form.Item>
            <Form.Item name="salt" label="摄盐情况">
              <Selector options={SALT} columns={3} />
            </Form.Item>
          </>
        )}
        <Form.Header>用药与评估</Form.Header>
        {has('adherence') && (
          <Form.Item name="adherence" label="服药依从性" layout="vertical">
            <Selector options={options(FOLLOW_ADHERENCE)} columns={3} />
          </Form.Item>
        )}
        {has('adverseReaction') && (
          <Form.Item name="adverseReaction" label="药物不良反应" valuePropName="checked">
            <Switch aria-label="药物不良反应" />
          </Form.Item>
        )}
        {has('hypoglycemia') && (
          <Form.Item name="hypoglycemia" label="低血糖反应" layout="vertical">
            <Selector options={options(FOLLOW_HYPOGLYCEMIA)} columns={3} />
          </Form.Item>
        )}
        {has('complication') && (
          <Form.Item name="complication" label="新发或加重的并发症" valuePropName="checked">
            <Switch aria-label="新发或加重的并发症" />
          </Form.Item>
        )}
        {has('medication') && (
          <Form.Item name="medication" label="用药情况" layout="vertical">
            <TextArea placeholder="药名、剂量、用法" maxLength={500} rows={2} />
          </Form.Item>
        )}
        {has('advice') && (
          <Form.Item name="advice" label="健康指导" layout="vertical">
            <TextArea placeholder="饮食、运动、用药等建议" maxLength={1000} rows={3} showCount />
          </Form.Item>
        )}
        <Form.Item name="nextFollowDate" label="下次随访" extra="不填按规范计算">
          <DateTimeField precision="date" aria-label="下次随访日期" placeholder="自动" min={new Date()} />
        </Form.Item>
      </Form>
    </div>
  );
}
