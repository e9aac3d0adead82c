import { type SessionInfo, SMS_CODE_LENGTH } from '@kanghu/shared';
import { Button, Form, Input } from 'antd-mobile';
import { type ChangeEvent, useRef, useState } from 'react';
import { useApp } from '../../app/app-context.ts';
import { formErrorAlert } from '../../ui/form-alert.ts';
import { textRules } from '../../ui/form-rules.ts';
import { PageBar, useGoBack } from '../../ui/PageBar.tsx';
import { SessionGate } from '../../ui/SessionGate.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { SmsCodeButton } from '../auth/components/SmsCodeButton.tsx';
import { useSmsSender } from '../auth/components/use-sms-sender.ts';
import { checkEmail, ruleOf, smsCodeRules, telRules } from '../auth/form-rules.ts';
import styles from './Account.module.css';
import { Avatar } from './components/Avatar.tsx';
import { ACCOUNT_PATHS } from './paths.ts';
import { profileChanges } from './profile-changes.ts';
import { useUpdateMine, useUploadFile } from './queries.ts';

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

export interface InfoValues {
  name: string;
  email: string;
  tel?: string;
  verifyCode?: string;
}

/** Edit my info (/health/user/info/edit): photo, name, email; a new phone number needs its SMS code. */
export default function InfoEditScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="个人信息" fallback={ACCOUNT_PATHS.settings} />
      <SessionGate>{(session) => <InfoEdit session={session} />}</SessionGate>
    </main>
  );
}

/** The form itself; `fallback` is where it returns when opened directly (education: its account page). */
export function InfoEdit({
  session,
  fallback = ACCOUNT_PATHS.settings,
}: {
  session: SessionInfo;
  fallback?: string;
}) {
  const { ui } = useApp();
  const { user } = session;
  const [form] = Form.useForm<InfoValues>();
  const [photo, setPhoto] = useState(user.photo);
  const [changingTel, setChangingTel] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadFile('avatar');
  const update = useUpdateMine();
  const send = useSmsSender(form, 'changeTel');
  const goBack = useGoBack(fallback);
  const displayName = user.name ?? user.username ?? '';

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (result) => {
        setPhoto(result.url);
        ui.toast('头像已上传，保存后生效');
      },
    });
  };

  const onFinish = (values: InfoValues) => {
    const body = profileChanges(user, photo, values, changingTel);
    if (Object.keys(body).length === 0) {
      ui.toast('没有需要保存的修改');
      return;
    }
    update.mutate(body, {
      onSuccess: () => {
        ui.toast('保存成功');
        goBack();
      },
    });
  };

  return (
    <>
      <div className={styles.avatarRow}>
        <Avatar photo={photo} name={displayName} large />
        <input
          ref={fileInput}
          className={styles.fileInput}
          type="file"
          accept={IMAGE_TYPES}
          aria-label="选择头像图片"
          onChange={onFile}
        />
        <Button
          size="small"
          fill="outline"
          color="primary"
          loading={upload.isPending}
          onClick={() => fileInput.current?.click()}
        >
          更换头像
        </Button>
      </div>
      <div className={`${styles.group} ${styles.form}`}>
        <Form
          form={form}
          layout="horizontal"
          initialValues={{ name: user.name ?? '', email: user.email ?? '' }}
          onFinish={onFinish}
          onFinishFailed={formErrorAlert(ui)}
          footer={<SubmitButton loading={update.isPending}>保存</SubmitButton>}
        >
          <Form.Item name="name" label="姓名" rules={textRules('姓名', 50)}>
            <Input placeholder="请输入姓名" autoComplete="name" clearable />
          </Form.Item>
          <Form.Item name="email" label="邮箱" rules={[ruleOf(checkEmail)]}>
            <Input type="email" placeholder="请输入邮箱（选填）" autoComplete="email" clearable />
          </Form.Item>
          <Form.Item
            label="手机号"
            extra={
              <Button size="mini" fill="none" color="primary" onClick={() => setChangingTel((on) => !on)}>
                {changingTel ? '取消更换' : '更换'}
              </Button>
            }
          >
            <span>{user.tel || '未绑定'}</span>
          </Form.Item>
          {changingTel && (
            <>
              <Form.Item name="tel" label="新手机号" rules={telRules}>
                <Input type="tel" inputMode="numeric" placeholder="请输入新手机号" maxLength={14} clearable />
              </Form.Item>
              <Form.Item
                name="verifyCode"
                label="验证码"
                extra={<SmsCodeButton send={send} />}
                rules={smsCodeRules}
              >
                <Input
                  inputMode="numeric"
                  placeholder={`${SMS_CODE_LENGTH}位验证码`}
                  maxLength={SMS_CODE_LENGTH}
                  autoComplete="one-time-code"
                />
              </Form.Item>
            </>
          )}
        </Form>
      </div>
      <p className={styles.hint}>更换手机号需验证新号码，更换后请使用新手机号登录。</p>
    </>
  );
}
