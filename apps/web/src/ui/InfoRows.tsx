import styles from './InfoRows.module.css';

/** Label-value rows of a detail card (a description list); rows without a value are left out. */
export function InfoRows({ rows }: { rows: [string, string | null | undefined][] }) {
  return (
    <dl className={styles.rows}>
      {rows
        .filter(([, v]) => v)
        .map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt className={styles.label}>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
