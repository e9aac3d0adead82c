import { RegisterView } from './components/RegisterView.tsx';

/** 账号注册（/health/user/register） */
export default function RegisterScreen() {
  return <RegisterView variant="health" />;
}
