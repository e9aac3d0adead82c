import { Button } from 'antd-mobile';
import styles from '../../ui/HealthScreen.module.css';

/** Previous / next page of an AI list (page size 15). */
export function PageButtons({
  page,
  onPage,
}: {
  page: { pageNo: number; pageSize: number; total: number };
  onPage: (pageNo: number) => void;
}) {
  const last = Math.max(1, Math.ceil(page.total / page.pageSize));
  if (last === 1) return null;
  return (
    <div className={styles.actions}>
      <Button size="small" disabled={page.pageNo <= 1} onClick={() => onPage(page.pageNo - 1)}>
        上一页
      </Button>
      <span>
        {page.pageNo}/{last}
      </span>
      <Button size="small" disabled={page.pageNo >= last} onClick={() => onPage(page.pageNo + 1)}>
        下一页
      </Button>
    </div>
  );
}
