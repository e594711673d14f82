import type { ActionPage } from '../../components/content/content-page.ts';

export const freeMarketing: ActionPage = {
  title: '免费B2B营销',
  description:
    '面向{country}企业的免费B2B营销：在{brand}上发布企业资料和多达7个产品，触达国际采购商，免费接收询盘。',
  keywords: '免费B2B营销, {country}免费企业名录, 免费B2B平台, {country}制造商, 出口营销, {brand}标准会员',
  heading: '免费B2B营销',
  lead: '任何企业都可以在{brand}上免费推广产品：标准会员永久免费，想用多久就用多久。',
  sections: [
    {
      id: 'what-is-free',
      heading: '免费获得的服务',
      blocks: [
        {
          list: [
            '企业资料，包括企业简介、联系方式、工厂信息和贸易数据。',
            '多达7个产品，可附照片、规格和交货期。',
            '采购商的询盘，在您的消息中心中回复。',
            '在动态中发布帖子，获得关注者和点赞，添加企业成员。',
            '在由约25个区域门户组成的整个网络中展示。',
          ],
        },
      ],
    },
    {
      id: 'make-the-most-of-it',
      heading: '充分利用免费服务',
      blocks: [
        '资料完整的企业更容易被找到。请站在不了解您的采购商角度撰写企业简介，选择正确的行业和类别，并为每个产品配上清晰的名称、优质的照片和主要规格。',
        '及时回复询盘：采购商通常会同时联系多家供应商，第一个给出有用答复的往往能拿下订单。在动态中发布公司新闻、新产品和参展日期，让关注者第一时间看到。',
      ],
    },
    {
      id: 'when-you-need-more',
      heading: '需要更多服务时',
      blocks: [
        '黄金、高级和白金会员可提供更多产品、企业认证、搜索结果优先排名和广告推广。您可以随时在企业页面升级。',
      ],
    },
  ],
  callToAction: {
    heading: '免费发布您的企业',
    text: '立即创建企业资料，添加您的第一批产品。',
    action: '创建企业资料',
  },
};
