import styles from './LoginLayout.module.css';

/** Brand block at the top of every sign-in screen. */
export function LoginHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className={styles.hero}>
      <div className={styles.logo} aria-hidden="true">
        康
      </div>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.subtitle}>{subtitle}</p>
    </header>
  );
}
