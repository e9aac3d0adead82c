import styles from '../Account.module.css';

/** A round photo, or the first character of the name on a tinted disc. */
export function Avatar({
  photo,
  name,
  large = false,
}: {
  photo: string | null;
  name: string;
  large?: boolean;
}) {
  const className = `${styles.avatar} ${large ? styles.avatarLarge : ''}`;
  if (photo) return <img className={className} src={photo} alt={`${name}的头像`} />;
  return (
    <span className={className} aria-hidden="true">
      {name.slice(0, 1) || '我'}
    </span>
  );
}
