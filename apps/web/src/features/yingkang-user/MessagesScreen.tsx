import { MessagesTab } from '../messages/MessagesTab.tsx';
import { EntryGrid } from './EntryGrid.tsx';
import { YK_USER_PATHS } from './paths.ts';

const ENTRIES = [
  { label: '咨询消息', hint: '与医生的对话', to: YK_USER_PATHS.chat },
  { label: '直播通知', hint: '健康直播提醒', to: YK_USER_PATHS.live },
] as const;

/** The messages tab of the yingkang user shell: consultations, live notices, then the system messages. */
export default function MessagesScreen() {
  return (
    <>
      <EntryGrid label="消息分类" entries={ENTRIES} />
      <MessagesTab />
    </>
  );
}
