import { MSG, maskPhone, type SessionInfo } from '@kanghu/shared';
import { Badge, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { LogoutButton } from '../../ui/LogoutButton.tsx';
import { useSystemMessages } from '../messages/queries.ts';
import { isBuiltRoute } from './built-routes.ts';
import styles from './Mine.module.css';

export const SETTINGS_PATH = '/health/user/set/index';
const PASSWORD_PATH = '/health/user/set/update/password';

/** The mine tab of the patient and doctor shells: who I am (phone masked), settings, sign-out. */
export function MineView({
  session,
  subtitle,
  messagesPath,
  links = [],
}: {
  session: SessionInfo;
  /** A second line under the name (the doctor's title and org). */
  subtitle?: string;
  messagesPath: string;
  /** Entries above the common ones (the doctor's profile, wallet, services). */
  links?: { label: string; to: string }[];
}) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const messages = useSystemMessages();
  const unread = messages.data?.pages[0]?.unreadCount ?? 0;
  const name = session.doctor?.name ?? session.user.name ?? session.user.username ?? '';
  const go = (to: string) => (isBuiltRoute(to) ? void navigate(to) : ui.toast(MSG.comingSoon));

  return (
    <main className={styles.page}>
      <header className={styles.profile}>
        <span className={styles.avatar} aria-hidden="true">
          {Array.from(name)[0] ?? '我'}
        </span>
        <div className={styles.who}>
          <h1 className={styles.name} data-testid="mine-name">
            {name}
          </h1>
          {subtitle && <p className={styles.sub}>{subtitle}</p>}
          <p className={styles.sub} data-testid="mine-tel">
            {session.user.tel ? maskPhone(session.user.tel) : '未绑定手机号'}
          </p>
        </div>
      </header>
      <List className={styles.list}>
        {links.map((link) => (
          <List.Item key={link.to} onClick={() => go(link.to)}>
            {link.label}
          </List.Item>
        ))}
        <List.Item onClick={() => go(messagesPath)} extra={unread > 0 ? <Badge content={unread} /> : null}>
          系统消息
        </List.Item>
        <List.Item onClick={() => go(SETTINGS_PATH)}>设置</List.Item>
        <List.Item onClick={() => go(PASSWORD_PATH)}>修改密码</List.Item>
      </List>
      <LogoutButton />
    </main>
  );
}
