import { Button, Form, Input, Selector } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import { useSession } from '../../app/session/queries.ts';
import { formErrorAlert } from '../../ui/form-alert.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar, useGoBack } from '../../ui/PageBar.tsx';
import { SmsCodeFormItem } from '../auth/components/SmsCodeFormItem.tsx';
import { idCardRules, telRules } from '../auth/form-rules.ts';
import { LIFETIME_PATHS } from './paths.ts';
import { useSendRelationCode, useVerifiedPatient } from './queries.ts';

interface Values {
  name?: string;
  idcard?: string;
  relation?: string[];
  tel?: string;
  verifyCode?: string;
}

const COPY = {
  bind: {
    title: '绑定就诊人',
    hint: '家人已在平台建档时，填写与档案一致的姓名、身份证号和手机号，并用该手机号接收验证码完成绑定。',
    done: '已绑定就诊人',
  },
  create: {
    title: '新建就诊人',
    hint: '为家人新建健康档案：验证码发送到家人的手机号，验证后档案即建立并与您绑定。',
    done: '已新建就诊人',
  },
} as const;

/**
 * Bind an existing patient or create one for the family (lifetime user bind/patient and
 * create/patient): name, ID card, relation and the patient's phone, proved by an SMS code
 * (/api/patient/relation/user, /api/patient/user/create/verify).
 */
export function VerifiedPatientForm({ mode }: { mode: 'bind' | 'create' }) {
  const { ui } = useApp();
  const session = useSession();
  const [form] = Form.useForm<Values>();
  const save = useVerifiedPatient(mode);
  const sendCode = useSendRelationCode();
  const goBack = useGoBack(LIFETIME_PATHS.archives);
  const copy = COPY[mode];
  const options = Object.entries(session.data?.metadata.relation ?? {})
    .filter(([code]) => code !== 'self')
    .map(([value, label]) => ({ value, label: String(label) }));

  const send = async (): Promise<boolean> => {
    try {
      const values = await form.validateFields(['tel']);
      await sendCode.mutateAsync(String(values.tel ?? '').trim());
      ui.toast('验证码已发送');
      return true;
    } catch (error) {
      if (error && typeof error === 'object' && 'errorFields' in error)
        formErrorAlert(ui)(error as Parameters<ReturnType<typeof formErrorAlert>>[0]);
      return false;
    }
  };

  const onFinish = (v: Values) => {
    const relation = v.relation?.[0];
    if (!relation) {
      void ui.alert('请选择与本人关系', '系统提示');
      return;
    }
    save.mutate(
      {
        name: (v.name ?? '').trim(),
        idcard: (v.idcard ?? '').trim().toUpperCase(),
        relation,
        tel: (v.tel ?? '').trim(),
        verifyCode: (v.verifyCode ?? '').trim(),
      },
      {
        onSuccess: (patient) => {
          ui.toast(`${copy.done}：${patient.name}`);
          goBack();
        },
      },
    );
  };

  return (
    <main className={styles.page}>
      <PageBar title={copy.title} fallback={LIFETIME_PATHS.archives} />
      <p className={styles.hint}>{copy.hint}</p>
      <div className={`${styles.card} ${styles.form}`}>
        <Form
          form={form}
          layout="vertical"
          onFinish={onFinish}
          onFinishFailed={formErrorAlert(ui)}
          footer={
            <Button block type="submit" color="primary" size="large" shape="rounded" loading={save.isPending}>
              {mode === 'bind' ? '绑定' : '保存'}
            </Button>
          }
        >
          <Form.Item
            name="name"
            label="姓名"
            rules={[
              { required: true, whitespace: true, message: '请输入姓名' },
              { max: 50, message: '姓名不能超过50个字' },
            ]}
          >
            <Input placeholder="请输入姓名" autoComplete="off" clearable />
          </Form.Item>
          <Form.Item name="idcard" label="身份证号" rules={idCardRules}>
            <Input placeholder="请输入身份证号" maxLength={18} autoComplete="off" clearable />
          </Form.Item>
          <Form.Item
            name="relation"
            label="与本人关系"
            rules={[{ required: true, message: '请选择与本人关系' }]}
          >
            <Selector options={options} columns={4} />
          </Form.Item>
          <Form.Item name="tel" label="手机号" rules={telRules}>
            <Input type="tel" inputMode="numeric" placeholder="家人的手机号" maxLength={14} clearable />
          </Form.Item>
          <SmsCodeFormItem send={send} />
        </Form>
      </div>
    </main>
  );
}
