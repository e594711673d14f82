import type { NetworkPage } from '../company-pages.ts';

export const ourNetwork: NetworkPage = {
  title: '我们的网络',
  description:
    '{brand}网络：25个区域B2B门户，{country}制造商和供应商在这里与各大洲的采购商相遇；一个会员套餐即可开通全部门户。',
  keywords: '{brand}网络, B2B门户, 国际B2B网络, {country}出口商, 全球采购商, B2B会员价格',
  heading: '我们的网络',
  lead: '一家公司，约25个区域门户，一个企业与产品名录。在{brand} {country}上发布，即可在所有门户上展示。',
  portals: {
    heading: '区域站点',
    lead: '每个门户都为所在国家的企业和采购商打造。打开任意一个，看看您的企业资料在那里的展示效果。',
    linkName: '{name}门户（在新标签页中打开）',
    mapLabel: '网络世界地图：已标出设有门户的 25 个国家：{names}。',
  },
  prices: {
    heading: '一个会员，通行整个网络',
    lead: '每个套餐在所有门户均有效。可以免费开始，需要更多产品、企业认证或广告时再升级。',
  },
  figures: {
    label: '网络概况',
    items: [
      { value: '25', label: '拥有独立门户的国家' },
      { value: '1', label: '企业与产品名录' },
      { value: '4', label: '会员套餐，所有门户通用' },
    ],
  },
  sections: [
    {
      id: 'how-the-network-works',
      heading: '网络如何运作',
      blocks: [
        '企业资料、产品和认证证书只需保存一次，即可在每个门户上以该门户自己的版式和语言展示。任何国家的采购商搜索产品时，都能看到整个网络的供应商及其所在国家。',
        '我们的区域代表负责各自地区的门户：他们熟悉当地展会、行业协会和采购商的习惯，帮助会员为进入新市场做好准备。',
      ],
    },
  ],
};
