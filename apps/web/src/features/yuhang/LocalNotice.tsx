import css from '../linan/Linan.module.css';

/** Where the "local" data comes from: this platform's own records, not the district's system. */
export const LOCAL_NOTICE =
  '本页数据来自本平台（家庭医生和社区录入），余杭区卫健信息系统尚未接入，不含医院或区县系统中的其他记录。';

export function LocalNotice() {
  return (
    <p className={css.notice} data-testid="local-notice">
      {LOCAL_NOTICE}
    </p>
  );
}
