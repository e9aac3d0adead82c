import { Button } from 'antd-mobile';
import { useApp } from '../app/app-context.ts';
import { useLogout } from '../app/session/queries.ts';
import styles from './Home.module.css';

/** Asks, then signs out (DELETE /api/user/logout) and returns to the login page. */
export function LogoutButton() {
  const { ui } = useApp();
  const logout = useLogout();
  const onClick = async () => {
    const sure = await ui.confirm('确定要退出登录吗？', { confirm: '退出' });
    if (sure) logout.mutate();
  };
  return (
    <div className={styles.logout}>
      <Button block size="large" shape="rounded" loading={logout.isPending} onClick={onClick}>
        退出登录
      </Button>
    </div>
  );
}
