import type { ActionPage } from '../../components/content/content-page.ts';

export const workWith: ActionPage = {
  title: '与{brand}合作',
  description:
    '与{brand}合作：成为区域代表、合作伙伴或团队成员，帮助{country}企业和采购商在25个国家开展贸易。',
  keywords: '与{brand}合作, {brand}招聘, 区域代表, {country}B2B销售代理, 出口顾问, 合作伙伴',
  heading: '与{brand}合作',
  lead: '我们的网络因熟悉本地市场的人而壮大。如果您正在帮助工业企业开拓海外市场，我们期待与您联系。',
  sections: [
    {
      id: 'regional-representatives',
      heading: '区域代表',
      blocks: [
        '区域代表向所在地区的企业介绍{brand}，帮助他们发布完整的企业资料，为他们选择会员套餐提供建议，并跟进最初的询盘。区域代表独立工作，我们提供培训和资料，并按售出的每个会员支付佣金。',
        '我们寻找在工业销售、出口或行业协会方面有经验、能说英语和本地区语言的人士。',
      ],
    },
    {
      id: 'partners',
      heading: '合作伙伴',
      blocks: [
        '商会、行业协会、展会主办方、物流公司和出口顾问可以向其会员和客户提供{brand}的服务。我们与每位合作伙伴共同打造联合项目、活动和专属优惠条件。',
      ],
    },
    {
      id: 'our-team',
      heading: '我们的团队',
      blocks: [
        '我们在美国的团队和各区域办事处一直欢迎具有国际视野的开发人员、设计师、客服专家和市场营销人员加入。',
        {
          list: [
            '在我们各市场的时区内远程办公。',
            '团队精干，您的工作惠及成千上万家企业。',
            '同事来自众多国家和行业。',
          ],
        },
      ],
    },
  ],
  callToAction: {
    heading: '介绍一下您自己',
    text: '请通过“需要帮助”表单发送您的经历以及感兴趣的地区或职位；我们会在24小时内回复。',
    action: '联系我们',
  },
};
