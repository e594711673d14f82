import type { WhyPage } from '../company-pages.ts';

export const why: WhyPage = {
  title: '为什么选择{brand}',
  description:
    '{country}制造商、供应商和出口商为什么选择{brand}：一份企业资料在25个国家展示，采购商按行业搜索，企业经过认证，询盘直接送达。',
  keywords:
    '为什么选择{brand}, {country}B2B平台, {country}供应商, 寻找采购商, {country}出口, B2B交易平台优势',
  heading: '为什么选择{brand}',
  lead: '互联互通让企业在海外被看见。加入{brand}网络，会为{country}企业带来以下改变。',
  sections: [],
  rows: [
    {
      illustration: 'network',
      heading: '同时连接25个市场',
      text: [
        '您的企业资料和产品会发布到由约25个区域门户组成的整个网络。美洲、欧洲、亚洲和非洲的采购商都能找到您，无需在每个国家设立办事处。',
      ],
    },
    {
      illustration: 'search',
      heading: '被真正需要您的采购商找到',
      text: [
        '采购商按行业、类别、产品和国家进行搜索。完整的企业资料，加上清晰的产品名称和规格，能让正在寻找您所生产产品的采购商看到您的企业。',
      ],
    },
    {
      illustration: 'verified',
      heading: '作为认证企业赢得信任',
      text: [
        '企业认证会核实您的注册信息，并在您的企业资料和产品上显示认证标志。进口商会优先联系已认证的供应商，因为他们清楚对方是谁。',
      ],
    },
    {
      illustration: 'messages',
      heading: '直接联系，没有中间商',
      text: [
        '询盘由采购商直接发送到您的企业，您在统一的消息中心进行回复。您与客户之间没有代理，成交的订单也不收取佣金。',
      ],
    },
    {
      illustration: 'growth',
      heading: '按自己的节奏成长',
      text: [
        '从免费的标准会员开始，可发布多达7个产品。询盘增多后，黄金、高级和白金会员可提供更多产品、企业认证、搜索结果优先排名和广告推广。',
      ],
    },
  ],
  callToAction: {
    heading: '今天就让您的企业互联互通',
    text: '创建企业资料免费，只需几分钟。',
    action: '查看会员套餐',
  },
};
