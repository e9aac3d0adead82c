import { maskPhone, type SessionInfo } from '@kanghu/shared';
import { List, Switch } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { orderPatients } from '../../app/session/current-patient.ts';
import { readCurrentPatientId } from '../../app/session/current-patient-store.ts';
import { LogoutButton } from '../../ui/LogoutButton.tsx';
import { PageBar } from '../../ui/PageBar.tsx';
import { SessionGate } from '../../ui/SessionGate.tsx';
import { AUDIT_PATHS } from '../audit/paths.ts';
import styles from './Account.module.css';
import { Avatar } from './components/Avatar.tsx';
import { ACCOUNT_PATHS } from './paths.ts';
import { useCancelAccount } from './queries.ts';
import { applyUiStyle, readUiStyle, saveUiStyle } from './ui-style.ts';

export const CANCEL_CONFIRM =
  '注销后，账号将无法再登录，绑定的就诊人和健康数据将不再对您可见。确定要注销账号吗？';

/** Settings (/health/user/set/index): profile, patient, password, UI style, agreements, cancel, sign out. */
export default function SettingsScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="设置" fallback={ACCOUNT_PATHS.home} />
      <SessionGate>{(session) => <Settings session={session} />}</SessionGate>
    </main>
  );
}

function Settings({ session }: { session: SessionInfo }) {
  const { storage, projectKey, ui } = useApp();
  const navigate = useNavigate();
  const cancel = useCancelAccount();
  const { user } = session;
  const [elder, setElder] = useState(() => readUiStyle(storage, projectKey, user.id) === 'elder');
  const { current } = orderPatients(
    session.patientList,
    readCurrentPatientId(storage, projectKey),
    session.patient?.id ?? null,
  );
  const displayName = user.name ?? user.username ?? '未设置姓名';

  const onStyle = (on: boolean) => {
    const style = on ? 'elder' : 'standard';
    saveUiStyle(storage, projectKey, user.id, style);
    applyUiStyle(document.documentElement, style);
    setElder(on);
    ui.toast(on ? '已开启长辈模式' : '已切换为标准模式');
  };
  const onCancel = async () => {
    const sure = await ui.confirm(CANCEL_CONFIRM, { confirm: '确认注销' });
    if (sure) cancel.mutate(user.id, { onSuccess: () => ui.toast('账号已注销') });
  };

  return (
    <>
      <List className={styles.group}>
        <List.Item
          onClick={() => navigate(ACCOUNT_PATHS.infoEdit)}
          prefix={<Avatar photo={user.photo} name={displayName} />}
          description={user.tel ? maskPhone(user.tel) : '未绑定手机号'}
        >
          <span className={styles.profileName}>{displayName}</span>
        </List.Item>
      </List>
      <List className={styles.group} header="账号">
        <List.Item onClick={() => navigate(ACCOUNT_PATHS.changePatient)} extra={current?.name ?? '暂无'}>
          切换就诊人
        </List.Item>
        <List.Item onClick={() => navigate(ACCOUNT_PATHS.updatePassword)}>修改密码</List.Item>
        <List.Item onClick={() => navigate(ACCOUNT_PATHS.infoEdit)}>个人信息</List.Item>
      </List>
      <List className={styles.group} header="显示">
        <List.Item
          description="字体更大、按钮更易点按"
          extra={<Switch checked={elder} onChange={onStyle} aria-label="长辈模式" />}
        >
          长辈模式
        </List.Item>
      </List>
      <List className={styles.group} header="隐私">
        <List.Item
          onClick={() => navigate(AUDIT_PATHS.patientAccess)}
          description="谁查看过健康档案、导出个人数据"
        >
          查看记录
        </List.Item>
      </List>
      <List className={styles.group} header="关于">
        <List.Item onClick={() => navigate(ACCOUNT_PATHS.protocol)}>用户服务协议</List.Item>
        <List.Item onClick={() => navigate(ACCOUNT_PATHS.privacy)}>隐私政策</List.Item>
        <List.Item onClick={onCancel} arrowIcon={false}>
          <span className={styles.danger}>注销账号</span>
        </List.Item>
      </List>
      <LogoutButton />
    </>
  );
}
