import styles from './Consult.module.css';

/** The doctor's photo, or the first character of the name. */
export function DoctorAvatar({ name, photo }: { name: string; photo: string | null }) {
  return (
    <span className={styles.avatar} aria-hidden="true">
      {photo ? <img src={photo} alt="" /> : name.slice(0, 1)}
    </span>
  );
}
