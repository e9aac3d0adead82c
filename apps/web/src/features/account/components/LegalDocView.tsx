import { useNavigate } from 'react-router';
import { useApp } from '../../../app/app-context.ts';
import { PageBar } from '../../../ui/PageBar.tsx';
import styles from '../Account.module.css';
import { ACCOUNT_PATHS } from '../paths.ts';
import { type LegalDoc, personalise } from '../protocol-text.ts';

/** A legal text page (open without sign-in) with a link to its companion document. */
export function LegalDocView({ doc, other }: { doc: LegalDoc; other: { title: string; path: string } }) {
  const { config } = useApp();
  const navigate = useNavigate();
  const text = personalise(doc, config.name);
  return (
    <main className={styles.page}>
      <PageBar title={text.title} fallback={config.defaultPath ?? ACCOUNT_PATHS.home} />
      <article className={styles.doc}>
        <h1>
          {config.name}
          {text.title}
        </h1>
        <p className={styles.docMeta}>更新日期：{text.updated}</p>
        <p>{text.intro}</p>
        {text.sections.map((s) => (
          <section key={s.title}>
            <h2>{s.title}</h2>
            {s.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {s.items && (
              <ul>
                {s.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <nav className={styles.docLinks}>
          <button
            type="button"
            className={styles.link}
            onClick={() => navigate(other.path, { replace: true })}
          >
            查看《{other.title}》
          </button>
        </nav>
      </article>
    </main>
  );
}
