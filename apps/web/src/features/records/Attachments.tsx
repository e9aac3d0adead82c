import { Image, ImageViewer } from 'antd-mobile';
import styles from './Records.module.css';

/** Attached files as thumbnails; a tap opens the big viewer. */
export function Attachments({ files }: { files: ReadonlyArray<{ url: string; name: string }> }) {
  const urls = files.map((f) => f.url);
  return (
    <div className={styles.files}>
      {files.map((f, i) => (
        <button
          key={f.url}
          type="button"
          className={styles.file}
          aria-label={`查看附件 ${f.name}`}
          data-testid="record-attachment"
          onClick={() => ImageViewer.Multi.show({ images: urls, defaultIndex: i })}
        >
          <Image src={f.url} alt={f.name} fit="cover" lazy />
        </button>
      ))}
    </div>
  );
}
