import { type PatientView, PRE_SIGN_PACKS } from '@kanghu/shared';
import { Button, Form, Input, Selector, TextArea } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { formErrorAlert } from '../../ui/form-alert.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { CARE_PATHS } from './paths.ts';
import { useApplyPreSign } from './queries.ts';

const PACK_OPTIONS = PRE_SIGN_PACKS.map((p) => ({ value: p, label: p }));

interface Values {
  pack: Array<(typeof PRE_SIGN_PACKS)[number]>;
  address?: string;
  remark?: string;
}

/** Apply to sign with the patient's family doctor (/health/patient/add/pre/sign). */
export default function AddPreSignScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="申请签约" fallback={CARE_PATHS.preSign} />
      <PatientScope>{(patient) => <PreSignForm patient={patient} />}</PatientScope>
    </main>
  );
}

function PreSignForm({ patient }: { patient: PatientView }) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const apply = useApplyPreSign();
  const onFinish = (v: Values) => {
    const servicePack = v.pack[0];
    if (!servicePack) {
      void ui.alert('请选择服务包', '系统提示');
      return;
    }
    apply.mutate(
      {
        patientId: patient.id,
        servicePack,
        ...(v.address?.trim() ? { address: v.address.trim() } : {}),
        ...(v.remark?.trim() ? { remark: v.remark.trim() } : {}),
      },
      {
        onSuccess: () => {
          ui.toast('签约申请已提交');
          navigate(`${CARE_PATHS.preSign}?patientId=${patient.id}`, { replace: true });
        },
      },
    );
  };
  return (
    <div className={`${styles.card} ${styles.form}`}>
      <p className={styles.hint}>签约医生默认为就诊人的家庭医生，由所属机构审核后生效。</p>
      <Form
        layout="vertical"
        initialValues={{ pack: [PRE_SIGN_PACKS[0]] }}
        onFinish={onFinish}
        onFinishFailed={formErrorAlert(ui)}
        footer={
          <Button block type="submit" color="primary" size="large" shape="rounded" loading={apply.isPending}>
            提交申请
          </Button>
        }
      >
        <Form.Item name="pack" label="服务包" rules={[{ required: true, message: '请选择服务包' }]}>
          <Selector options={PACK_OPTIONS} columns={2} />
        </Form.Item>
        <Form.Item name="address" label="居住地址" rules={[{ max: 200, message: '居住地址不能超过200个字' }]}>
          <Input placeholder="选填，默认为档案地址" maxLength={200} clearable />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[{ max: 200, message: '备注不能超过200个字' }]}>
          <TextArea placeholder="选填" maxLength={200} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </div>
  );
}
