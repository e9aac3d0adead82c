import type { AskRecordView } from '@kanghu/shared';

/** One line of a record for the room list (and notices). */
export function recordSummary(record: AskRecordView | null, myUserId: number | null): string {
  if (!record) return '';
  if (record.revoked) return record.userId === myUserId ? '你撤回了一条消息' : '对方撤回了一条消息';
  switch (record.type) {
    case 'image':
      return '[图片]';
    case 'voice':
      return '[语音]';
    case 'system':
      return record.text ?? '[系统消息]';
    default:
      return record.text ?? '';
  }
}
