import { Button } from 'antd-mobile';
import { countdownLabel, useCountdown } from '../countdown.ts';
import styles from './LoginLayout.module.css';

/** "获取验证码" with a 60 s countdown; `send` resolves when the code went out. */
export function SmsCodeButton({ send }: { send: () => Promise<boolean> }) {
  const { left, running, start } = useCountdown();
  const onClick = async () => {
    if (running) return;
    if (await send()) start();
  };
  return (
    <Button
      size="small"
      color="primary"
      fill="none"
      className={styles.codeButton}
      disabled={running}
      onClick={onClick}
    >
      {countdownLabel(left)}
    </Button>
  );
}
