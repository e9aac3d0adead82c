import { BIND_CODE_ALPHABET, BIND_CODE_LENGTH } from '@kanghu/shared';
import { Button, Form, Input } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import { PATIENT_PATHS } from '../../app/paths.ts';
import { formErrorAlert } from '../../ui/form-alert.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar, useGoBack } from '../../ui/PageBar.tsx';
import own from './Patients.module.css';
import { useBindByCode } from './queries.ts';

const CODE = new RegExp(`^[${BIND_CODE_ALPHABET}]{${BIND_CODE_LENGTH}}$`);

/** "ab cd-1234" -> "ABCD1234": what people type, as the code is issued. */
export function normalizeBindCode(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

export function checkBindCode(text: string | undefined): string | null {
  const v = normalizeBindCode(text ?? '');
  if (!v) return '请输入绑定码';
  return CODE.test(v) ? null : '绑定码有误';
}

/**
 * Bind a patient by code (/health/patient/bind/patient and /app/yingkang/.../bind/patient): the
 * code a relative (or the doctor) issued; the patient then appears in the switcher.
 */
export default function BindPatientScreen() {
  const { ui } = useApp();
  const [form] = Form.useForm<{ code: string }>();
  const bind = useBindByCode();
  const goBack = useGoBack(PATIENT_PATHS.myPatients);

  const onFinish = ({ code }: { code: string }) => {
    bind.mutate(normalizeBindCode(code), {
      onSuccess: (patient) => {
        ui.toast(`已绑定就诊人：${patient.name}`);
        goBack();
      },
    });
  };

  return (
    <main className={styles.page}>
      <PageBar title="绑定就诊人" fallback={PATIENT_PATHS.myPatients} />
      <p className={styles.hint}>
        请输入家人或医生提供的{BIND_CODE_LENGTH}
        位绑定码（24小时内有效，仅可使用一次）。绑定后即可查看和管理该就诊人的健康数据。
      </p>
      <div className={`${styles.card} ${styles.form}`}>
        <Form
          form={form}
          layout="vertical"
          onFinish={onFinish}
          onFinishFailed={formErrorAlert(ui)}
          footer={
            <Button block type="submit" color="primary" size="large" shape="rounded" loading={bind.isPending}>
              绑定
            </Button>
          }
        >
          <Form.Item
            name="code"
            label="绑定码"
            rules={[
              {
                validator: (_, v: string | undefined) => {
                  const msg = checkBindCode(v);
                  return msg ? Promise.reject(new Error(msg)) : Promise.resolve();
                },
              },
            ]}
          >
            <Input
              className={own.codeInput}
              placeholder="请输入绑定码"
              maxLength={BIND_CODE_LENGTH + 4}
              autoComplete="off"
              clearable
            />
          </Form.Item>
        </Form>
      </div>
    </main>
  );
}
