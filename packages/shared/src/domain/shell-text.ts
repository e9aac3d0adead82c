/**
 * Texts of the shell overlays and the message screens. Spec strings are verbatim (spec 1 sections
 * 2.17, 2.18 and 8); the others are ours (spec: "not shown").
 */
export const SHELL_MSG = {
  /** Scan screen tip (spec 1 section 2.18). */
  scanTip: '识别二维码/条形码',
  /** Scan with no video to stop (spec 1 section 8). */
  scanAuthorize: '请授权',
  /** Scan decode error (spec 1 section 8: "failure toast"; the words are ours). */
  scanFailed: '识别失败，请重试',
  /** The button that opens the scanner next to a field (ours). */
  scanButton: '扫码',
  videoInviteTip: '复制链接邀请好友加入视频通话，一条链接仅可邀请一人，复制后自动更新链接。',
  videoCall: '视频通话',
  hangUp: '挂断',
  close: '关闭',
  shareTapToClose: '点击任意位置关闭',
  newSystemMessage: '您有一条新的系统消息',
  systemMessages: '系统消息',
  noSystemMessages: '暂无消息',
  clearRead: '清空已读',
  clearReadConfirm: '确定清空所有已读消息吗？',
  nothingToClear: '暂无已读消息',
  deleteMessage: '删除',
  deleted: '已删除',
  cleared: '已清空',
  markRead: '标记已读',
} as const;
