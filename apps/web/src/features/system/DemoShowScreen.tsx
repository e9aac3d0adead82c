import { Button, NavBar } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { EmptyState } from '../../ui/StateViews.tsx';
import styles from './System.module.css';

/** The project whose seed data this page documents. */
export const DEMO_PROJECT = 'demo';

/**
 * Accounts of the demo seed (apps/server/src/db/seed): documentation of demo data, not an API
 * answer. Change both together.
 */
const DEMO_ACCOUNTS = [
  {
    role: '患者',
    login: '手机号 13800000001',
    name: '张三',
    where: '居民登录',
    note: '家属李四、孩子张小宝',
  },
  { role: '医生', login: '用户名 doctor01，机构编码 DEMO01', name: '王医生', where: '医生登录', note: '' },
  { role: '助理', login: '用户名 assistant01，机构编码 DEMO01', name: '赵助理', where: '医生登录', note: '' },
  { role: '学员', login: '手机号 13800000009', name: '陈学员', where: '学员登录', note: '' },
] as const;
const DEMO_PASSWORD = 'Demo@2026';

/** /login/demo/show: 演示说明, how to sign in to the demo project. */
export default function DemoShowScreen() {
  const { config } = useApp();
  const navigate = useNavigate();
  return (
    <main className={styles.doc}>
      <NavBar onBack={() => navigate('/login', { replace: true })} backIcon>
        演示说明
      </NavBar>
      {config.project !== DEMO_PROJECT ? (
        <EmptyState title="本说明仅适用于演示项目">
          <Button size="small" color="primary" onClick={() => navigate('/login', { replace: true })}>
            去登录
          </Button>
        </EmptyState>
      ) : (
        <>
          <section className={styles.docCard}>
            <h2>
              {config.name}
              <span className={styles.badge}>演示数据</span>
            </h2>
            <p>
              演示项目预置了以下账号，密码均为 {DEMO_PASSWORD}。演示数据仅供体验，请勿录入真实的个人信息。
            </p>
          </section>
          <section className={styles.docCard}>
            <h2>演示账号</h2>
            <table>
              <thead>
                <tr>
                  <th>角色</th>
                  <th>登录方式</th>
                  <th>姓名</th>
                </tr>
              </thead>
              <tbody>
                {DEMO_ACCOUNTS.map((a) => (
                  <tr key={a.role}>
                    <td>{a.role}</td>
                    <td>
                      {a.where}：{a.login}
                    </td>
                    <td>
                      {a.name}
                      {a.note && <div>{a.note}</div>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section className={styles.docCard}>
            <h2>如何登录</h2>
            <p>
              1.
              居民：在“居民登录”页输入手机号和密码，或获取短信验证码登录。开发环境的验证码写在服务器日志中。
            </p>
            <p>2. 医生、助理：在“医生登录”页输入用户名、密码和机构编码。</p>
            <p>3. 学员：在“学员登录”页使用手机号登录。</p>
            <p>4. 微信、钉钉和合作方登录在开发环境中使用模拟授权页，无需真实账号。</p>
          </section>
          <section className={styles.docCard}>
            <Button block color="primary" onClick={() => navigate('/health/user/login')}>
              居民登录
            </Button>
            <Button block style={{ marginTop: 12 }} onClick={() => navigate('/doctor/login')}>
              医生登录
            </Button>
            <Button block style={{ marginTop: 12 }} onClick={() => navigate('/education/login')}>
              学员登录
            </Button>
          </section>
        </>
      )}
    </main>
  );
}
