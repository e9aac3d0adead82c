import type { InterventionView } from '@kanghu/shared';
import { Steps } from 'antd-mobile';
import { PATIENT_PATHS } from '../../app/paths.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { LocalNotice } from './LocalNotice.tsx';
import { MessageArticle } from './MessageArticle.tsx';
import { useLocalRecords, useResidentMessages } from './queries.ts';
import { kindLabel } from './ReportContent.tsx';
import { ResidentGate } from './ResidentGate.tsx';

/**
 * /app/yzh/patient/follow/timeline: the resident's follow-up history on this platform, newest
 * first: the records (reports, prescriptions, visits, health records) and the messages servicers
 * sent them (follow-up and medication reminders, advice; an article pushed with one opens from it).
 */
export default function FollowTimelineScreen() {
  return (
    <>
      <PageBar title="随访时间轴" fallback={PATIENT_PATHS.home} />
      <LocalNotice />
      <ResidentGate>{(d) => <Timeline localAreaCode={d.localAreaCode} />}</ResidentGate>
    </>
  );
}

interface Entry {
  key: string;
  at: string;
  title: string;
  text: string;
  /** A message's pushed article, opened from the entry. */
  message?: InterventionView;
}

function Timeline({ localAreaCode }: { localAreaCode: string }) {
  const records = useLocalRecords(localAreaCode, 'all');
  const messages = useResidentMessages(localAreaCode);
  if (records.isPending || messages.isPending) return <LoadingState />;
  if (records.isError || messages.isError) {
    return (
      <ErrorState
        message={errorMessage(records.error ?? messages.error)}
        onRetry={() => {
          void records.refetch();
          void messages.refetch();
        }}
      />
    );
  }
  const entries: Entry[] = [
    ...records.data.list.map((r) => ({
      key: `r${r.id}`,
      at: r.reportTime,
      title: `${kindLabel(r.kind)}·${r.title}`,
      text: r.orgName ?? '',
    })),
    ...messages.data.list.map((m) => ({
      key: `m${m.id}`,
      at: m.time,
      title: m.messageTypeLabel,
      text: m.message,
      message: m,
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  if (entries.length === 0) return <EmptyState title="暂无随访记录" />;
  return (
    <Steps direction="vertical">
      {entries.map((e) => (
        <Steps.Step
          key={e.key}
          status="finish"
          title={e.title}
          description={
            <>
              {`${new Date(e.at).toLocaleString('zh-CN')}${e.text ? `　${e.text}` : ''}`}
              {e.message && <MessageArticle message={e.message} />}
            </>
          }
        />
      ))}
    </Steps>
  );
}
