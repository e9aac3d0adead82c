import { ForgetPasswordView } from './components/ForgetPasswordView.tsx';

/** 忘记密码（/health/user/forgetpassword） */
export default function ForgetPasswordScreen() {
  return <ForgetPasswordView variant="health" />;
}
