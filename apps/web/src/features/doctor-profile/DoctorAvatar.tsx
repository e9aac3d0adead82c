import styles from './DoctorProfile.module.css';

/** The doctor's photo, or the first character of the name. */
export function DoctorAvatar({ name, photo }: { name: string; photo: string | null }) {
  return (
    <div className={styles.avatar} aria-hidden="true">
      {photo ? <img src={photo} alt="" /> : Array.from(name)[0]}
    </div>
  );
}
