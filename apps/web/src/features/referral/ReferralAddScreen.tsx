import { REFERRAL_TYPES } from '@kanghu/shared';
import { Button, Form, Input, Selector, TextArea } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { formErrorAlert } from '../../ui/form-alert.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { idParam } from '../inquiry/paths.ts';
import { PatientPicker, type PickedPatient } from './PatientPicker.tsx';
import { REFERRAL_PATHS, referralDetailPath } from './paths.ts';
import { useCreateReferral } from './queries.ts';
import { TargetPicker } from './TargetPicker.tsx';
import { type Target, targetBody } from './targets.ts';

const TYPE_OPTIONS = Object.entries(REFERRAL_TYPES).map(([value, label]) => ({
  value: Number(value),
  label,
}));

interface Values {
  referralType: number[];
  diseaseDiagnose?: string;
  referralCause?: string;
  description?: string;
}

/**
 * /health/doctor/transfer/add[?patientId=]: refer a patient to a doctor, a department or an org
 * of the project. The target sees it at once; opens the new referral's detail.
 */
export default function ReferralAddScreen() {
  const { ui } = useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [patient, setPatient] = useState<PickedPatient | null>(null);
  const [target, setTarget] = useState<Target | null>(null);
  const create = useCreateReferral();
  const [form] = Form.useForm<Values>();
  const onPatient = useCallback((p: PickedPatient) => setPatient(p), []);
  const onFinish = (v: Values) => {
    if (!patient) return void ui.alert('请选择患者');
    if (!target) return void ui.alert('请选择转诊对象');
    create.mutate(
      {
        patientId: patient.id,
        referralType: v.referralType[0] ?? 1,
        diseaseDiagnose: (v.diseaseDiagnose ?? '').trim(),
        referralCause: (v.referralCause ?? '').trim(),
        description: v.description?.trim() || undefined,
        ...targetBody(target),
      },
      {
        onSuccess: (r) => {
          ui.toast('转诊已发起');
          navigate(referralDetailPath(r.id), { replace: true });
        },
      },
    );
  };
  return (
    <main className={styles.page}>
      <PageBar title="发起转诊" fallback={REFERRAL_PATHS.list} />
      <section className={`${styles.card} ${styles.form}`} aria-label="发起转诊">
        <Form
          form={form}
          layout="vertical"
          initialValues={{ referralType: [1] }}
          onFinish={onFinish}
          onFinishFailed={formErrorAlert(ui)}
          footer={
            <Button
              block
              type="submit"
              color="primary"
              size="large"
              shape="rounded"
              loading={create.isPending}
            >
              提交转诊
            </Button>
          }
        >
          <Form.Item label="转诊患者" required>
            <PatientPicker value={patient} initialId={idParam(params, 'patientId')} onChange={onPatient} />
          </Form.Item>
          <Form.Item label="转诊对象" required>
            <TargetPicker value={target} onChange={setTarget} />
          </Form.Item>
          <Form.Item
            name="referralType"
            label="转诊类型"
            rules={[{ required: true, message: '请选择转诊类型' }]}
          >
            <Selector options={TYPE_OPTIONS} />
          </Form.Item>
          <Form.Item
            name="diseaseDiagnose"
            label="初步诊断"
            rules={[{ required: true, whitespace: true, message: '请输入初步诊断' }]}
          >
            <Input placeholder="如：原发性高血压（2级，高危）" maxLength={200} clearable />
          </Form.Item>
          <Form.Item
            name="referralCause"
            label="转诊原因"
            rules={[{ required: true, whitespace: true, message: '请输入转诊原因' }]}
          >
            <TextArea placeholder="需要对方解决的问题" maxLength={500} rows={3} showCount />
          </Form.Item>
          <Form.Item name="description" label="病情摘要">
            <TextArea placeholder="现病史、用药、近期检查（选填）" maxLength={1000} rows={4} showCount />
          </Form.Item>
        </Form>
      </section>
    </main>
  );
}
