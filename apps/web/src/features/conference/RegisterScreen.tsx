import { CONFERENCE_REMARK_MAX } from '@kanghu/shared';
import { Button, Form, Input, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { formErrorAlert } from '../../ui/form-alert.ts';
import { textRules } from '../../ui/form-rules.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState } from '../../ui/StateViews.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { SmsCodeButton } from '../auth/components/SmsCodeButton.tsx';
import { useSmsSender } from '../auth/components/use-sms-sender.ts';
import { smsCodeRules, telRules } from '../auth/form-rules.ts';
import styles from './Conference.module.css';
import { CONFERENCE_PATHS, withConference } from './paths.ts';
import { useRegister } from './queries.ts';

interface RegisterValues {
  name: string;
  tel: string;
  verifyCode: string;
  remark?: string;
}

/**
 * 会议报名 (/conference/register?id=, /conference/common/register?id=): open without sign-in; the
 * phone number is proved by an SMS code. Signed in, the registration is the account's; otherwise it
 * joins the project account with that number when there is one.
 */
export default function RegisterScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <main className={styles.page}>
      <PageBar title="会议报名" fallback={CONFERENCE_PATHS.list} />
      {Number.isInteger(id) && id > 0 ? <Register id={id} /> : <EmptyState title="请从会议页面进入报名" />}
    </main>
  );
}

function Register({ id }: { id: number }) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  const send = useSmsSender(form, 'verify');
  const register = useRegister();
  const [number, setNumber] = useState<string | null>(null);
  if (number)
    return (
      <section className={styles.card} aria-label="报名成功">
        <h2 className={styles.cardTitle}>报名成功</h2>
        <p className={styles.hint}>您的报名编号</p>
        <div className={styles.code}>{number}</div>
        <p className={styles.hint}>会议当天在“会议签到”输入报到处公布的签到码即可完成签到。</p>
        <Button
          block
          color="primary"
          shape="rounded"
          onClick={() => navigate(withConference(CONFERENCE_PATHS.home, id))}
        >
          查看会议
        </Button>
      </section>
    );
  const onFinish = (v: RegisterValues) =>
    register.mutate(
      {
        id,
        name: v.name.trim(),
        tel: v.tel.trim(),
        verifyCode: v.verifyCode.trim(),
        remark: v.remark?.trim() || undefined,
      },
      {
        onSuccess: (r) => {
          ui.toast('报名成功');
          setNumber(r.number);
        },
      },
    );
  return (
    <section className={styles.card} aria-label="报名信息">
      <Form
        form={form}
        layout="horizontal"
        onFinish={onFinish}
        onFinishFailed={formErrorAlert(ui)}
        footer={<SubmitButton loading={register.isPending}>提交报名</SubmitButton>}
      >
        <Form.Item name="name" label="姓名" rules={textRules('姓名', undefined, '请填写')}>
          <Input placeholder="请输入姓名" maxLength={30} autoComplete="name" />
        </Form.Item>
        <Form.Item name="tel" label="手机号" rules={telRules}>
          <Input type="tel" inputMode="numeric" placeholder="请输入手机号" maxLength={14} />
        </Form.Item>
        <Form.Item
          name="verifyCode"
          label="验证码"
          rules={smsCodeRules}
          extra={<SmsCodeButton send={send} />}
        >
          <Input inputMode="numeric" placeholder="验证码" maxLength={6} />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <TextArea placeholder="如需住宿、发票等请注明（选填）" maxLength={CONFERENCE_REMARK_MAX} rows={2} />
        </Form.Item>
      </Form>
    </section>
  );
}
