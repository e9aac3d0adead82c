import type { LegalDoc } from '@kanghu/shared';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../../app/app-context.ts';
import { PageBar } from '../../../ui/PageBar.tsx';
import styles from '../Account.module.css';
import { ACCOUNT_PATHS } from '../paths.ts';
import { personalise } from '../protocol-text.ts';

/**
 * A legal text page (open without sign-in) with a link to its companion document; `state`
 * (loading, empty, error) stands in for a document still being read.
 */
export function LegalDocView({
  doc,
  title,
  state,
  other,
}: {
  doc: LegalDoc | null;
  title: string;
  state?: ReactNode;
  other: { title: string; path: string };
}) {
  const { config } = useApp();
  const navigate = useNavigate();
  const text = doc ? personalise(doc, config.name) : null;
  return (
    <main className={styles.page}>
      <PageBar title={text?.title ?? title} fallback={config.defaultPath ?? ACCOUNT_PATHS.home} />
      {text ? (
        <article className={styles.doc} aria-label={text.title}>
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
          <OtherLink other={other} onOpen={(path) => navigate(path, { replace: true })} />
        </article>
      ) : (
        state
      )}
    </main>
  );
}

function OtherLink({
  other,
  onOpen,
}: {
  other: { title: string; path: string };
  onOpen: (path: string) => void;
}) {
  return (
    <nav className={styles.docLinks}>
      <button type="button" className={styles.link} onClick={() => onOpen(other.path)}>
        查看《{other.title}》
      </button>
    </nav>
  );
}
