import type pg from 'pg';

/** Demo service-card packages (yingkang user shell, /app/yingkang/user/service/list). */
const DEMO_CARDS = [
  {
    name: '图文问诊卡',
    serial: 'YK-TW-3',
    intro: '含3次图文问诊，购买后90天内有效。可向任一开通图文问诊的医生发起问诊，无需另行支付。',
    interestList: [{ inquiryType: 1, name: '图文问诊', num: 3 }],
    price: 9900,
    isFree: false,
    isLimitStock: false,
    stockNum: 0,
    isForever: false,
    expiryDateType: 2,
    limitDay: 90,
  },
  {
    name: '家庭医生服务包',
    serial: 'YK-FAMILY',
    intro: '全家共享的年度问诊服务：6次图文问诊、2次电话问诊，长期有效。',
    interestList: [
      { inquiryType: 1, name: '图文问诊', num: 6 },
      { inquiryType: 2, name: '电话问诊', num: 2 },
    ],
    price: 19900,
    isFree: false,
    isLimitStock: true,
    stockNum: 100,
    isForever: true,
    expiryDateType: null,
    limitDay: null,
  },
  {
    name: '新用户体验卡',
    serial: 'YK-TRIAL',
    intro: '免费领取1次图文问诊，领取后30天内有效。',
    interestList: [{ inquiryType: 1, name: '图文问诊', num: 1 }],
    price: 0,
    isFree: true,
    isLimitStock: false,
    stockNum: 0,
    isForever: false,
    expiryDateType: 2,
    limitDay: 30,
  },
];

export async function seedServiceCards(client: pg.Client, projectId: number): Promise<void> {
  for (const c of DEMO_CARDS) {
    await client.query(
      `insert into service_cards (project_id, name, serial, intro, interest_list, price, is_free, is_open,
         is_limit_stock, stock_num, is_forever, expiry_date_type, limit_day, tel)
       values ($1,$2,$3,$4,$5,$6,$7,true,$8,$9,$10,$11,$12,'400-800-1234') on conflict do nothing`,
      [
        projectId,
        c.name,
        c.serial,
        c.intro,
        JSON.stringify(c.interestList),
        c.price,
        c.isFree,
        c.isLimitStock,
        c.stockNum,
        c.isForever,
        c.expiryDateType,
        c.limitDay,
      ],
    );
  }
}
