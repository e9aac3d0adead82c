import type { LegalDoc } from '@kanghu/shared';

/**
 * The user agreement, written for this product (the spec gives no text). `{name}` is replaced
 * with the project's name. Plain data: the screen renders it. The privacy policy is stored per
 * project (configs key `privacy_policy`, COMMON_PAGE_CONFIG_KEYS) and read through the API.
 */
export const USER_AGREEMENT: LegalDoc = {
  title: '用户服务协议',
  updated: '2026年11月1日',
  intro:
    '欢迎使用{name}（以下简称“本平台”）。本协议是您与本平台运营方之间就使用本平台服务所订立的协议。请您在注册或使用前仔细阅读本协议，特别是其中免除或限制责任的条款。您点击同意、注册或实际使用本平台，即视为已阅读并同意本协议全部内容。',
  sections: [
    {
      title: '一、服务内容',
      paragraphs: [
        '本平台面向居民、患者及其家属，以及签约医生、健康管理人员，提供健康档案查询、健康监测数据记录、在线咨询、预约挂号、随访管理、健康问卷与评估、健康宣教等服务。具体服务以平台实际提供的功能为准。',
        '本平台提供的健康信息、评估结果和医生建议仅供参考，不能替代线下面诊、检查和治疗。如遇急症、重症或病情变化，请立即前往医院就诊或拨打120急救电话。',
      ],
    },
    {
      title: '二、账号注册与使用',
      paragraphs: [
        '您应使用本人真实、有效的手机号码注册，并按页面要求如实填写姓名、身份证号等信息。因信息不真实、不完整造成的后果由您自行承担。',
        '您可为配偶、子女、父母等家庭成员添加就诊人，添加前应取得其本人（或监护人）的同意。',
        '账号和密码仅限本人使用，请妥善保管，不要转借他人。因您保管不善导致账号被盗用的，由您自行承担相应责任；发现账号异常时，请立即修改密码或联系客服。',
      ],
    },
    {
      title: '三、用户行为规范',
      paragraphs: ['您在使用本平台时应遵守法律法规和公序良俗，不得：'],
      items: [
        '冒用他人身份注册或使用账号，或为他人代填虚假健康信息；',
        '发布违法、虚假、侮辱、骚扰或侵犯他人合法权益的内容；',
        '以任何方式干扰平台正常运行，包括但不限于批量注册、恶意请求、破解或逆向工程；',
        '将在平台获取的他人个人信息用于任何未经授权的用途。',
      ],
    },
    {
      title: '四、医生与健康服务',
      paragraphs: [
        '在线咨询、随访等服务由具有相应资质的医生或健康管理人员提供。医生基于您提供的信息给出意见，信息不完整或不准确可能影响意见的准确性。',
        '涉及费用的服务，将在下单前明确告知价格和退款规则，您确认后方产生费用。',
      ],
    },
    {
      title: '五、个人信息保护',
      paragraphs: [
        '我们重视您的个人信息和健康数据安全，收集、使用和保护您个人信息的具体规则详见《隐私政策》。',
      ],
    },
    {
      title: '六、账号注销',
      paragraphs: [
        '您可在“设置—注销账号”中申请注销。注销后您将无法再登录该账号，我们将按照法律法规的要求删除或匿名化处理您的个人信息，法律法规另有规定需留存的除外。',
      ],
    },
    {
      title: '七、服务变更、中断与终止',
      paragraphs: [
        '因系统维护、升级或不可抗力等原因，服务可能暂时中断，我们将尽可能提前通知。您严重违反本协议的，我们有权暂停或终止向您提供服务。',
      ],
    },
    {
      title: '八、协议修改与争议解决',
      paragraphs: [
        '本协议修改后将在平台公布，重大变更会以弹窗或消息等方式提醒您。若您不同意修改内容，可停止使用并注销账号。',
        '本协议适用中华人民共和国法律。因本协议产生的争议，双方应友好协商解决；协商不成的，可向运营方所在地有管辖权的人民法院提起诉讼。',
      ],
    },
  ],
};

/** The document with the project's name filled in. */
export function personalise(doc: LegalDoc, name: string): LegalDoc {
  const fill = (text: string) => text.replaceAll('{name}', name);
  return {
    ...doc,
    intro: fill(doc.intro),
    sections: doc.sections.map((s) => ({
      ...s,
      paragraphs: s.paragraphs.map(fill),
      ...(s.items ? { items: s.items.map(fill) } : {}),
    })),
  };
}
