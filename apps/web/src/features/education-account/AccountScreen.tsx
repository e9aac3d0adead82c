import { maskPhone, type SessionInfo } from '@kanghu/shared';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { LogoutButton } from '../../ui/LogoutButton.tsx';
import { PageBar } from '../../ui/PageBar.tsx';
import { SessionGate } from '../../ui/SessionGate.tsx';
import { Avatar } from '../account/components/Avatar.tsx';
import { usePointsSummary } from '../points/queries.ts';
import styles from './EducationAccount.module.css';
import { EDUCATION_PATHS } from './paths.ts';

/** 我的 (/education/account): the learner's profile, points, learning records, conferences, sign out. */
export default function AccountScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="我的" fallback={EDUCATION_PATHS.home} />
      <SessionGate>{(session) => <Account session={session} />}</SessionGate>
    </main>
  );
}

function Account({ session }: { session: SessionInfo }) {
  const navigate = useNavigate();
  const summary = usePointsSummary();
  const { user } = session;
  const displayName = user.name ?? user.username ?? '未设置姓名';
  const balance = summary.isPending ? '…' : summary.isError ? '--' : String(summary.data.balance);
  return (
    <>
      <List className={styles.group}>
        <List.Item
          onClick={() => navigate(EDUCATION_PATHS.accountUpdate)}
          prefix={<Avatar photo={user.photo} name={displayName} />}
          description={user.tel ? maskPhone(user.tel) : '未绑定手机号'}
          extra="编辑资料"
        >
          <span className={styles.name}>{displayName}</span>
        </List.Item>
      </List>
      <List className={styles.group} header="学习">
        <List.Item
          onClick={() => navigate(EDUCATION_PATHS.points)}
          extra={<span className={styles.points}>{balance}</span>}
        >
          我的积分
        </List.Item>
        <List.Item onClick={() => navigate(EDUCATION_PATHS.mineCourse)}>我的课程</List.Item>
        <List.Item onClick={() => navigate(EDUCATION_PATHS.history)}>学习记录</List.Item>
        <List.Item onClick={() => navigate(EDUCATION_PATHS.exam)}>我的考试</List.Item>
        <List.Item onClick={() => navigate(EDUCATION_PATHS.collect)}>我的收藏</List.Item>
      </List>
      <List className={styles.group} header="活动">
        <List.Item onClick={() => navigate(EDUCATION_PATHS.conference)}>学术会议</List.Item>
      </List>
      <LogoutButton />
    </>
  );
}
