import { SAMPLE_REPORT_LABEL } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { BpReportBody } from '../measurements/components/BpReportBody.tsx';
import css from './CommonPages.module.css';
import { COMMON_PAGE_PATHS } from './paths.ts';
import { useSampleReport } from './queries.ts';

/**
 * A sample health report (/app/common/demonstration/report): the project's stored sample
 * (configs `sample_report`) in the real report's component, labelled as sample data at the top
 * and on every section, with the way to the reader's own reports.
 */
export default function DemonstrationReportScreen() {
  const navigate = useNavigate();
  const sample = useSampleReport();
  let content: React.ReactNode;
  if (sample.isPending) content = <LoadingState />;
  else if (sample.isError)
    content = <ErrorState message={errorMessage(sample.error)} onRetry={() => void sample.refetch()} />;
  else if (!sample.data) content = <EmptyState title="暂无示例报告" />;
  else
    content = (
      <>
        <div className={css.banner} role="note" data-testid="sample-label">
          {SAMPLE_REPORT_LABEL}
          <p className={css.bannerText}>
            {sample.data.title}
            ：以下数字是为演示编写的，仅用来展示报告的样式。您的报告根据您本人记录的数据生成。
          </p>
        </div>
        <BpReportBody report={sample.data.report} notice={SAMPLE_REPORT_LABEL} />
      </>
    );
  return (
    <main className={css.page}>
      <PageBar title="示例报告" fallback={COMMON_PAGE_PATHS.reportModule} />
      {content}
      <div className={css.actions}>
        <Button block color="primary" size="large" onClick={() => navigate(COMMON_PAGE_PATHS.reportModule)}>
          查看我的健康报告
        </Button>
      </div>
    </main>
  );
}
