import type { AiRobotType } from './ai-ops.ts';

/** One line of a call transcript. */
export interface CallLine {
  role: 'robot' | 'resident';
  text: string;
}

/**
 * The development call provider's simulated conversations, one set per call purpose (written for
 * this platform; no robot produced them). Which one a call gets follows from its id, so a call
 * replayed is the same call. Every fifth call is not answered.
 */
interface Script {
  lines: (name: string) => CallLine[];
  outcome: string;
}

const r = (text: string): CallLine => ({ role: 'robot', text });
const p = (text: string): CallLine => ({ role: 'resident', text });

const SCRIPTS: Record<AiRobotType, Script[]> = {
  follow: [
    {
      lines: (n) => [
        r(`您好，请问是${n}吗？这里是社区卫生服务中心，提醒您本周需要进行慢病随访。`),
        p('是的，我知道了。'),
        r('请问您周四上午方便来中心吗？'),
        p('周四上午可以。'),
        r('好的，已为您记录，来时请带上医保卡和近期的血压记录，再见。'),
      ],
      outcome: '已确认随访时间（周四上午到中心）',
    },
    {
      lines: (n) => [
        r(`您好，请问是${n}吗？社区医生想了解一下您最近的身体情况。`),
        p('最近还行，就是有点头晕。'),
        r('头晕大概多久了？血压量过吗？'),
        p('两三天了，没量。'),
        r('建议您今天测量一次血压，医生会尽快电话联系您。'),
      ],
      outcome: '居民诉头晕，需医生回访',
    },
  ],
  abnormal: [
    {
      lines: (n) => [
        r(`您好，请问是${n}吗？您最近一次测量的数值偏高，请问现在感觉怎么样？`),
        p('没什么不舒服。'),
        r('建议您休息十分钟后再测一次，并按时服药。'),
        p('好的，我一会儿再量。'),
      ],
      outcome: '居民已知晓，将复测',
    },
    {
      lines: (n) => [
        r(`您好，请问是${n}吗？系统提示您的测量结果异常。`),
        p('是的，昨天忘记吃药了。'),
        r('请今天按时服药，明早空腹复测，如有胸闷心慌请及时就医。'),
        p('知道了，谢谢。'),
      ],
      outcome: '漏服药物，已提醒按时服药并复测',
    },
  ],
  consult: [
    {
      lines: (n) => [
        r(`您好，请问是${n}吗？您预约了明天上午的门诊，请提前十五分钟到预问诊台测量血压血糖。`),
        p('好的，需要空腹吗？'),
        r('需要测空腹血糖的话请不要吃早饭，带上常用药物。'),
        p('明白了。'),
      ],
      outcome: '已确认按时到诊',
    },
  ],
  medication: [
    {
      lines: (n) => [
        r(`您好，请问是${n}吗？提醒您按医嘱服用降压药，每天一次。`),
        p('一直在吃的。'),
        r('药快吃完时请提前到中心配药，不要自行停药。'),
        p('好的。'),
      ],
      outcome: '居民表示按时服药',
    },
  ],
};

const NO_ANSWER: CallLine[] = [r('（呼叫60秒无人接听）')];

export interface SimulatedCall {
  state: 'done' | 'failed';
  outcome: string;
  transcript: CallLine[];
  durationSeconds: number;
}

/** The simulated conversation of call `id` of purpose `robotType` with `name`. */
export function simulatedConversation(id: number, robotType: AiRobotType, name: string): SimulatedCall {
  if (id % 5 === 0)
    return { state: 'failed', outcome: '无人接听', transcript: NO_ANSWER, durationSeconds: 0 };
  const set = SCRIPTS[robotType];
  const script = set[id % set.length] ?? set[0];
  if (!script) throw new Error(`no call script for ${robotType}`);
  const transcript = script.lines(name);
  return { state: 'done', outcome: script.outcome, transcript, durationSeconds: 20 + transcript.length * 9 };
}
