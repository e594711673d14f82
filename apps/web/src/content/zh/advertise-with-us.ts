import type { ActionPage } from '../../components/content/content-page.ts';

export const advertiseWithUs: ActionPage = {
  title: '广告服务',
  description:
    '在{brand} {country}上投放广告：在25个B2B门户上，向寻找{country}制造商和供应商的采购商推广您的企业和产品。',
  keywords: '{brand}广告, {country}B2B广告, 工业广告, 推广{country}产品, B2B推广, 赞助展示',
  heading: '在我们平台投放广告',
  lead: '在采购商寻找供应商的那一刻，让他们看到您的企业。{brand}上的广告只面向专业采购商，覆盖约25个区域门户。',
  sections: [
    {
      id: 'who-you-reach',
      heading: '您能触达谁',
      blocks: [
        '我们的访客是工业企业的进口商、分销商、批发商和采购经理。他们来到{brand}寻找产品和供应商，因此您的信息会在他们做决定的时刻送达。',
      ],
    },
    {
      id: 'advertising-options',
      heading: '广告形式',
      blocks: [
        {
          list: [
            '推广：在一段时间内，企业或产品在其所属行业的搜索结果中排在首位。黄金会员每月含3次推广，高级会员10次，白金会员20次。',
            '推荐企业：您的企业展示在您所选门户的首页。',
            '行业横幅：您的品牌展示在某个行业或类别搜索结果的顶部。',
            '电子期刊：在发送给某一行业采购商的电子期刊中介绍您的企业。',
          ],
        },
      ],
    },
    {
      id: 'how-to-start',
      heading: '如何开始',
      blocks: [
        '推广包含在黄金、高级和白金会员中，可在您的企业页面使用。如需推荐位、横幅或电子期刊，请提交“需要帮助”表单：我们的团队会根据目标市场、投放期限和价格为您准备方案。',
      ],
    },
  ],
  callToAction: {
    heading: '索取广告方案',
    text: '告诉我们您的产品和目标市场，我们会在24小时内回复。',
    action: '联系我们的团队',
  },
};
