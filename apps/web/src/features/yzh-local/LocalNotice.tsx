import styles from './YzhLocal.module.css';

/** Says where "local" data comes from: this platform's own records, not the district system. */
export function LocalNotice() {
  return (
    <p className={styles.notice} role="note">
      以下为本平台保存的记录；区域卫生信息系统尚未接入，数据不来自区县平台。
    </p>
  );
}
