import type { AiResidentBrief } from '@kanghu/shared';
import styles from '../../ui/HealthScreen.module.css';

/** One resident in an AI list: name, sex and age, masked ID number, org. */
export function ResidentLine({ r }: { r: AiResidentBrief }) {
  const sex = r.sex === 1 ? '男' : r.sex === 2 ? '女' : '';
  return (
    <div>
      <div>
        <span className={styles.patientName}>{r.name}</span> {sex} {r.age !== null ? `${r.age}岁` : ''}
      </div>
      <div className={styles.rowMeta}>
        {r.idcardMasked} {r.orgName ?? ''}
      </div>
    </div>
  );
}
