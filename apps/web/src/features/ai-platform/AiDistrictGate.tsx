import { Button, Form, Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '../../ui/StateViews.tsx';
import styles from './AiPlatform.module.css';
import { type AiDistrict, useAiDistrict } from './context.ts';
import { useBindLocal } from './queries.ts';

/**
 * Every AI-platform screen renders inside this gate: it loads the servicer's district (their local
 * binding) and shows loading, error, or the bind form when the servicer has none; then the
 * district name and the data-source notice, and the screen itself.
 */
export function AiDistrictGate({ children }: { children: (district: AiDistrict) => ReactNode }) {
  const state = useAiDistrict();
  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error') return <ErrorState message="区域信息加载失败" onRetry={state.retry} />;
  if (state.status === 'unbound') return <LocalBindForm />;
  return (
    <>
      <div className={styles.district} data-testid="ai-district">
        <span>当前区域：{state.district.districtName}</span>
        <span>{state.district.orgCode}</span>
      </div>
      <DataSourceNotice />
      {children(state.district)}
    </>
  );
}

/** Where a user could think the data came from the district system: it is this platform's. */
export function DataSourceNotice() {
  return (
    <p className={styles.notice} data-testid="ai-data-source">
      以下为本平台记录的数据（区域平台暂未接通，接通后自动同步）。
    </p>
  );
}

interface BindValues {
  localAreaCode: string;
  localUsername: string;
  localPassword: string;
}

/** POST /api/doctor/yzh/bind: the servicer's account of the district system. */
export function LocalBindForm() {
  const bind = useBindLocal();
  return (
    <section className={styles.bindCard} aria-label="绑定区域平台账号">
      <div className={styles.bindTitle}>绑定区域平台账号</div>
      <p className={styles.bindHint}>
        使用AI随访平台前，请绑定您在区域平台的账号。区域编码可填写区划编码（如330113）或机构编码。密码仅加密保存，用于日后与区域平台同步。
      </p>
      <Form
        layout="horizontal"
        onFinish={(values: BindValues) => bind.mutate(values)}
        footer={
          <Button block type="submit" color="primary" loading={bind.isPending}>
            绑定
          </Button>
        }
      >
        <Form.Item
          name="localAreaCode"
          label="区域编码"
          rules={[{ required: true, message: '请输入区域编码' }]}
        >
          <Input placeholder="如 330113" />
        </Form.Item>
        <Form.Item
          name="localUsername"
          label="账号"
          rules={[{ required: true, message: '请输入区域平台账号' }]}
        >
          <Input placeholder="区域平台账号" autoComplete="username" />
        </Form.Item>
        <Form.Item
          name="localPassword"
          label="密码"
          rules={[{ required: true, message: '请输入区域平台密码' }]}
        >
          <Input type="password" placeholder="区域平台密码" autoComplete="current-password" />
        </Form.Item>
      </Form>
    </section>
  );
}
