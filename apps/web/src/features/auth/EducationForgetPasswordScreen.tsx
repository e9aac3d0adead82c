import { ForgetPasswordView } from './components/ForgetPasswordView.tsx';

/** 学员忘记密码（/education/forgetpassword） */
export default function EducationForgetPasswordScreen() {
  return <ForgetPasswordView variant="education" />;
}
