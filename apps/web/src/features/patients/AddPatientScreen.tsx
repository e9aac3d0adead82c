import { Form, Input, Selector } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { PATIENT_PATHS } from '../../app/paths.ts';
import { useSession } from '../../app/session/queries.ts';
import { formErrorAlert } from '../../ui/form-alert.ts';
import { textRules } from '../../ui/form-rules.ts';
import styles from '../../ui/HealthScreen.module.css';
import { IdCardScan } from '../../ui/IdCardScan.tsx';
import { PageBar } from '../../ui/PageBar.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { checkIdCard, checkTel } from '../auth/form-rules.ts';
import { useCreatePatient } from './queries.ts';

interface AddValues {
  name?: string;
  idcard?: string;
  relation?: string[];
  tel?: string;
}

/** Relations offered when adding (codes of the session metadata); 本人 is the account itself. */
const FALLBACK_RELATIONS: Record<string, string> = {
  spouse: '配偶',
  child: '子女',
  parent: '父母',
  other: '其他',
};

const ruleOf = (check: (v: string) => string | null) => ({
  validator: (_: unknown, value: string | undefined) => {
    const msg = check(value ?? '');
    return msg ? Promise.reject(new Error(msg)) : Promise.resolve();
  },
});

/**
 * Add a family member or child (/health/patient/add): name, ID card (check digit, real birthday,
 * province, 生日不能晚于今天), relation, mobile. Sex and birthday come from the ID card.
 */
export default function AddPatientScreen() {
  const { ui } = useApp();
  const navigate = useNavigate();
  const session = useSession();
  const [form] = Form.useForm<AddValues>();
  const create = useCreatePatient();
  const dict = session.data?.metadata.relation ?? FALLBACK_RELATIONS;
  const options = Object.entries(dict)
    .filter(([code]) => code !== 'self')
    .map(([value, label]) => ({ value, label: String(label) }));

  const onFinish = (values: AddValues) => {
    const relation = values.relation?.[0];
    if (!relation) {
      void ui.alert('请选择与本人关系', '系统提示');
      return;
    }
    const tel = values.tel?.trim();
    create.mutate(
      {
        name: (values.name ?? '').trim(),
        idcard: (values.idcard ?? '').trim().toUpperCase(),
        relation,
        ...(tel ? { tel } : {}),
      },
      {
        onSuccess: (patient) => {
          ui.toast(`已添加就诊人：${patient.name}`);
          void navigate(PATIENT_PATHS.myPatients, { replace: true });
        },
      },
    );
  };

  return (
    <main className={styles.page}>
      <PageBar title="添加就诊人" fallback={PATIENT_PATHS.myPatients} />
      <div className={`${styles.card} ${styles.form}`}>
        <Form
          form={form}
          layout="horizontal"
          onFinish={onFinish}
          onFinishFailed={formErrorAlert(ui)}
          footer={<SubmitButton loading={create.isPending}>保存</SubmitButton>}
        >
          <Form.Item name="name" label="姓名" rules={textRules('姓名', 50)}>
            <Input placeholder="请输入姓名" autoComplete="off" clearable />
          </Form.Item>
          <Form.Item name="idcard" label="身份证号" rules={[ruleOf((v) => checkIdCard(v))]}>
            <Input placeholder="请输入身份证号" maxLength={18} autoComplete="off" clearable />
          </Form.Item>
          <Form.Item>
            <IdCardScan form={form} idcardField="idcard" nameField="name" />
          </Form.Item>
          <Form.Item
            name="relation"
            label="与本人关系"
            rules={[{ required: true, message: '请选择与本人关系' }]}
          >
            <Selector options={options} columns={4} />
          </Form.Item>
          <Form.Item name="tel" label="手机号" rules={[ruleOf((v) => (v.trim() ? checkTel(v) : null))]}>
            <Input type="tel" inputMode="numeric" placeholder="选填" maxLength={14} clearable />
          </Form.Item>
        </Form>
      </div>
      <p className={styles.hint}>
        性别与出生日期根据身份证号自动识别。已在本平台建档的家人，请使用绑定码绑定。
      </p>
    </main>
  );
}
