import type { ContactPage } from '../company-pages.ts';

export const contactUs: ContactPage = {
  title: '联系我们',
  description:
    '通过电话、即时通讯应用或“需要帮助”表单联系{brand} {country}支持团队。我们为{country}制造商、供应商和采购商提供帮助，并在24小时内回复。',
  keywords: '联系{brand}, {brand}客服, {brand}电话, {country}B2B支持, {country}供应商帮助, 客户服务',
  heading: '联系我们',
  lead: '我们的支持团队为采购商和供应商解答有关企业资料、会员、询盘以及{brand} {country}其他方面的问题。',
  sections: [],
  phoneCard: {
    heading: '电话联系',
    text: '周一至周五当地时间9:00至18:00可拨打我们的国际支持热线；在{country}，客服电话为{phone}。',
    phones: [
      { region: '美国', number: '+1 305 555 0100' },
      { region: '欧洲', number: '+34 911 430 275' },
    ],
  },
  messagingCard: {
    heading: '通过即时通讯联系',
    text: '通过您常用的即时通讯应用给我们留言，在手机上随时继续沟通。',
    apps: 'WhatsApp和微信',
    number: '+1 305 555 0148',
  },
  options: {
    heading: '其他联系方式',
    items: [
      '提交“需要帮助”表单，告诉我们贵公司采购和销售的产品。',
      '在供应商的企业页面或产品页面点击“发送询盘”，直接联系供应商。',
      '高级会员和白金会员可以预约B2B专家。',
      '如需了解某个市场或展会，可向您的区域代表寻求帮助。',
    ],
  },
  needHelp: {
    heading: '需要帮助？',
    text: '告诉我们贵公司的情况和您的需求，我们团队中合适的人员会回复您。',
    action: '需要帮助',
  },
  promise: '我们会在24小时内回复每一条消息。',
};
