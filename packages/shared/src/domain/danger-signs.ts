/**
 * Danger signs in a message to the AI assistant (issue 16 section 2). A message naming one of
 * them gets the emergency advice FIRST, before any retrieval or model output. Keywords and
 * advice follow published sources (docs/decisions.md, "AI chat assistant"):
 * - stroke: the Chinese Stroke Association's 中风120 (Zhao & Liu, Lancet Neurol 2017;16:27-28):
 *   1 看一张脸 (口角歪斜), 2 查两只手臂 (一侧无力), 0 聆听讲话 (言语不清) → 立即拨打120;
 * - chest pain: the 2021 AHA/ACC chest pain guideline (Gulati et al., Circulation 2021;144:e368):
 *   acute chest pain → call emergency medical services, do not drive oneself;
 * - suicidal thoughts: WHO mhGAP Intervention Guide 2.0 (2016), self-harm/suicide module, and the
 *   national psychological assistance hotline 12356 (National Health Commission, 2025).
 * Matching is by plain substrings and ignores negation ("没有胸痛" still matches): a false alarm
 * costs a few lines of advice, a missed one much more.
 */
export const DANGER_KINDS = ['chestPain', 'stroke', 'suicide'] as const;
export type DangerKind = (typeof DANGER_KINDS)[number];

export const DANGER_KEYWORDS: Readonly<Record<DangerKind, readonly string[]>> = {
  chestPain: [
    '胸痛',
    '胸口痛',
    '胸口疼',
    '胸疼',
    '心口痛',
    '心口疼',
    '胸闷',
    '胸口压',
    '压榨',
    '心绞痛',
    '心梗',
    '心肌梗',
  ],
  stroke: [
    '口角歪斜',
    '嘴歪',
    '口眼歪斜',
    '脸歪',
    '面部不对称',
    '一侧肢体无力',
    '一侧无力',
    '单侧无力',
    '半身无力',
    '半边身子',
    '手臂无力',
    '一侧麻木',
    '半身麻木',
    '言语不清',
    '说话不清',
    '口齿不清',
    '说不出话',
    '中风',
    '卒中',
  ],
  suicide: ['自杀', '轻生', '不想活', '想死', '活着没意思', '结束生命', '结束自己', '自残', '割腕', '跳楼'],
};

export interface EmergencyAdvice {
  kind: DangerKind;
  title: string;
  advice: string;
  /** Numbers to call, the first the most urgent. */
  phones: readonly string[];
}

export const EMERGENCY_ADVICE: Readonly<Record<DangerKind, EmergencyAdvice>> = {
  chestPain: {
    kind: 'chestPain',
    title: '胸痛可能是心脏急症',
    advice:
      '突发胸痛、胸闷或胸口压迫感，尤其伴有出汗、气短、恶心或疼痛放射到手臂、下巴时，请立即拨打120，不要自行开车去医院；停止活动、坐下或躺下休息，等待救护车。',
    phones: ['120'],
  },
  stroke: {
    kind: 'stroke',
    title: '可能是中风（脑卒中），请立即拨打120',
    advice:
      '按“中风120”识别：1看一张脸——口角歪斜、两侧不对称；2查两只手臂——平举时一侧无力；0聆听讲话——言语不清、表达困难。出现任何一项突发症状，请立即拨打120，记下发病时间，尽快到有卒中救治能力的医院。',
    phones: ['120'],
  },
  suicide: {
    kind: 'suicide',
    title: '您并不孤单，请马上寻求帮助',
    advice:
      '如果您有伤害自己或结束生命的想法，请现在就拨打全国心理援助热线12356；如有立即的危险，请拨打120或110。请告诉身边信任的人，不要独自一人，远离可能用来伤害自己的物品。',
    phones: ['12356', '120'],
  },
};

/** The danger kinds a message names, in DANGER_KINDS order (empty: none). */
export function dangerSigns(message: string): DangerKind[] {
  const text = message.replace(/\s+/g, '');
  return DANGER_KINDS.filter((kind) => DANGER_KEYWORDS[kind].some((word) => text.includes(word)));
}
