/** The foot of every B2B tips article: the other articles, then an invitation to join the portal. */
import type { TipsFooter } from '../../b2b-tips.ts';

export const tipsFooter: TipsFooter = {
  heading: '更多B2B贸易指南',
  callToAction: {
    heading: '把这些建议付诸实践',
    text: '在{brand} {country}免费注册，发布企业信息和产品，让来自世界各国的采购商找到您。付费会员还可获得更大的展示空间、企业认证、搜索优先排名和广告推广。',
    register: '免费注册',
    packages: '查看会员套餐',
  },
};
