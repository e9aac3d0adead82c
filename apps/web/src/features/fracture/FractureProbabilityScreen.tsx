import {
  ageOnDay,
  chinaDay,
  FRAX_BMD_TYPES,
  FRAX_BOUNDS,
  FRAX_MIN_AGE_MESSAGE,
  FRAX_RISK_FACTOR_KEYS,
  FRAX_RISK_FACTORS,
  type FraxBmdType,
  fraxBody,
  MSG,
  type PatientView,
} from '@kanghu/shared';
import { Button, Form, Input, Selector } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { formErrorAlert } from '../../ui/form-alert.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState } from '../../ui/StateViews.tsx';
import own from './Fracture.module.css';
import { type FractureValues, fractureBody, initialValues } from './fracture-form.ts';
import { FZJJH_PATHS, resultPath } from './paths.ts';
import { useAddFrax } from './queries.ts';

const SEX_OPTIONS = [
  { label: '男', value: 1 },
  { label: '女', value: 2 },
];
const YES_NO = [
  { label: '否', value: 0 },
  { label: '是', value: 1 },
];
const BMD_OPTIONS = (Object.keys(FRAX_BMD_TYPES) as FraxBmdType[]).map((k) => ({
  label: FRAX_BMD_TYPES[k],
  value: k,
}));

/** The FRAX input form for the signed-in account's patient (/app/fzjjh/fracture/probability). */
export default function FractureProbabilityScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="骨折风险评估" fallback={FZJJH_PATHS.home} />
      <PatientScope>
        {(patient) =>
          tooYoung(patient) ? (
            <EmptyState title={FRAX_MIN_AGE_MESSAGE} />
          ) : (
            <FractureForm key={patient.id} patient={patient} />
          )
        }
      </PatientScope>
    </main>
  );
}

/** A child, or a patient whose file says under 40: FRAX and OSTA do not apply. */
function tooYoung(p: PatientView): boolean {
  if (p.isChild) return true;
  return p.birthday !== null && ageOnDay(p.birthday.slice(0, 10), chinaDay()) < FRAX_BOUNDS.minAge;
}

function FractureForm({ patient }: { patient: PatientView }) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<FractureValues>();
  const add = useAddFrax();

  const onFinish = (values: FractureValues) => {
    const parsed = fraxBody.safeParse(fractureBody(patient.id, values));
    if (!parsed.success) {
      void ui.alert(parsed.error.issues[0]?.message ?? MSG.invalidInput, MSG.formAlertTitle);
      return;
    }
    add.mutate(parsed.data, { onSuccess: (row) => navigate(resultPath(row.id), { replace: true }) });
  };

  const h = FRAX_BOUNDS.height;
  const w = FRAX_BOUNDS.weight;
  return (
    <div className={`${styles.card} ${styles.form}`}>
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues(patient)}
        onFinish={onFinish}
        onFinishFailed={formErrorAlert(ui)}
        footer={
          <>
            <p className={own.small}>
              提交即表示您同意按
              <Button fill="none" size="mini" color="primary" onClick={() => navigate(FZJJH_PATHS.privacy)}>
                《隐私声明》
              </Button>
              保存上述信息。本平台据此计算 OSTA 筛查结果，不计算 FRAX 骨折概率。
            </p>
            <Button block type="submit" color="primary" size="large" shape="rounded" loading={add.isPending}>
              提交评估
            </Button>
          </>
        }
      >
        <Form.Header>基本信息</Form.Header>
        <Form.Item name="sex" label="性别" rules={[{ required: true, message: '请选择性别' }]}>
          <Selector options={SEX_OPTIONS} columns={2} aria-label="性别" />
        </Form.Item>
        <Form.Item name="birthday" label="出生日期" rules={[{ required: true, message: '请选择出生日期' }]}>
          <DateTimeField precision="date" aria-label="出生日期" max={new Date()} min={new Date(1900, 0, 1)} />
        </Form.Item>
        <Form.Item
          name="height"
          label={`身高（${h.unit}）`}
          rules={[{ required: true, whitespace: true, message: '请输入身高' }]}
        >
          <Input
            type="number"
            inputMode="decimal"
            placeholder={`${h.min}~${h.max}`}
            clearable
            aria-label="身高"
          />
        </Form.Item>
        <Form.Item
          name="weight"
          label={`体重（${w.unit}）`}
          rules={[{ required: true, whitespace: true, message: '请输入体重' }]}
        >
          <Input
            type="number"
            inputMode="decimal"
            placeholder={`${w.min}~${w.max}`}
            clearable
            aria-label="体重"
          />
        </Form.Item>
        <Form.Header>风险因素</Form.Header>
        {FRAX_RISK_FACTOR_KEYS.map((k) => (
          <Form.Item
            key={k}
            name={k}
            label={FRAX_RISK_FACTORS[k]}
            rules={[{ required: true, message: `请选择${FRAX_RISK_FACTORS[k]}` }]}
          >
            <Selector options={YES_NO} columns={2} aria-label={FRAX_RISK_FACTORS[k]} />
          </Form.Item>
        ))}
        <Form.Header>股骨颈骨密度（选填）</Form.Header>
        <Form.Item name="bmdType" label="骨密度类型" description="有双能X线（DXA）检查报告时填写">
          <Selector options={BMD_OPTIONS} columns={2} aria-label="骨密度类型" />
        </Form.Item>
        <Form.Item name="bmdValue" label="骨密度值（T值或g/cm²）">
          <Input type="number" inputMode="decimal" placeholder="选填" clearable aria-label="骨密度值" />
        </Form.Item>
      </Form>
    </div>
  );
}
