import { Badge } from 'antd-mobile';
import { Link } from 'react-router';
import { useSystemMessages } from '../messages/queries.ts';
import { isBuiltRoute } from './built-routes.ts';
import styles from './HomeLinks.module.css';

/** The hero's links to the messages page (with the unread count) and the mine page, when built. */
export function HomeLinks({ messages, mine }: { messages: string; mine: string }) {
  const list = useSystemMessages();
  const unread = list.data?.pages[0]?.unreadCount ?? 0;
  return (
    <nav className={styles.links} aria-label="快捷入口">
      {isBuiltRoute(messages) && (
        <Link className={styles.link} to={messages}>
          <Badge content={unread > 0 ? (unread > 99 ? '99+' : unread) : null}>
            <span className={styles.text}>消息</span>
          </Badge>
        </Link>
      )}
      {isBuiltRoute(mine) && (
        <Link className={styles.link} to={mine}>
          <span className={styles.text}>我的</span>
        </Link>
      )}
    </nav>
  );
}
