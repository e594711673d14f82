import type { ContentPage } from '../../../components/content/content-page.ts';

/**
 * The 50 product categories with the largest world exports, from the first down: goods grouped as the Harmonized
 * System's chapters group them, ranked by the approximate value of their yearly world trade.
 */
export const MOST_EXPORTED_CATEGORIES = [
  'Electrical machinery and electronic equipment',
  'Industrial machinery, engines, pumps and computers',
  'Mineral fuels, crude oil and refined petroleum products',
  'Motor vehicles, parts and accessories',
  'Pharmaceutical products',
  'Optical, measuring, medical and precision instruments',
  'Plastics and plastic articles',
  'Precious stones, precious metals and jewellery',
  'Organic chemicals',
  'Iron and steel',
  'Articles of iron or steel',
  'Aircraft, spacecraft and their parts',
  'Ores, slag and ash',
  'Rubber and rubber articles',
  'Furniture, mattresses, lighting and prefabricated buildings',
  'Knitted or crocheted clothing and accessories',
  'Woven clothing and accessories',
  'Copper and copper articles',
  'Aluminium and aluminium articles',
  'Miscellaneous chemical products',
  'Ships, boats and floating structures',
  'Toys, games and sports equipment',
  'Paper, paperboard and articles of paper',
  'Inorganic chemicals and compounds of precious metals',
  'Essential oils, perfumes, cosmetics and toiletries',
  'Footwear and parts of footwear',
  'Cereals',
  'Oil seeds, oleaginous fruits and industrial plants',
  'Meat and edible offal',
  'Fish, crustaceans and seafood',
  'Beverages, spirits and vinegar',
  'Edible fruits and nuts',
  'Glass and glassware',
  'Ceramic products',
  'Tools, implements and cutlery of base metal',
  'Miscellaneous articles of base metal: locks, fittings and hardware',
  'Wood, wood articles and charcoal',
  'Fertilisers',
  'Made-up textile articles and home textiles',
  'Cotton, cotton yarn and woven cotton fabrics',
  'Man-made filaments and synthetic fabrics',
  'Leather articles, handbags and travel goods',
  'Railway and tramway locomotives, rolling stock and equipment',
  'Articles of stone, plaster, cement and asbestos',
  'Tanning and dyeing extracts, paints, varnishes and inks',
  'Soaps, lubricants, waxes and cleaning preparations',
  'Clocks, watches and their parts',
  'Nickel and nickel articles',
  'Musical instruments and their parts',
  'Headgear and parts of headgear',
] as const;

export const bestProductsForExport: ContentPage = {
  title: 'The Best Products to Export: Industrial, Niche and Private Label',
  description:
    'Which products {demonym} companies export best: industrial goods, niche products and private label, with the ranked list of the 50 most exported product categories in the world.',
  keywords:
    'best products to export, most exported products, top export categories, private label manufacturing, niche products export, industrial products export, {demonym} exporters, {country} export',
  heading: 'The Best Products for Export',
  lead: 'Not every product travels equally well. The best export products combine real demand abroad, a competitive advantage of the supplier and manageable costs of transport and compliance. Here is how to recognise them, and which categories lead world trade.',
  datePublished: '2019-10-21',
  author: '{brand} B2B Tips',
  sections: [
    {
      id: 'what-makes-a-good-export-product',
      heading: 'What makes a good export product',
      blocks: [
        {
          list: [
            'Proven demand: the product is already imported by the target markets, in growing volumes.',
            'A clear advantage: price, technology, quality, design or delivery time that buyers value.',
            'Reasonable logistics: the value per kilogram or per cubic metre supports the cost of freight.',
            'Achievable compliance: the certifications and labels required abroad are within reach.',
            'Capacity to scale: you can produce larger volumes without losing quality.',
          ],
        },
      ],
    },
    {
      id: 'industrial-products',
      heading: 'Industrial products',
      blocks: [
        'Machinery, components, electrical and electronic equipment, instruments, tools and materials make up the largest share of world trade. Industrial buyers purchase in volume, return when satisfied and value technical competence over brand image, which makes these products well suited to small and medium manufacturers with strong engineering.',
        'Spare parts and consumables deserve special attention: once a machine is installed, its owner needs them for years, and a supplier who delivers them reliably gains a steady flow of repeat orders.',
      ],
    },
    {
      id: 'niche-products',
      heading: 'Niche products',
      blocks: [
        'A niche product serves a narrow, specialised need: a valve for an unusual fluid, a component for a particular type of machine, a material with a rare property. Each national market for it is small, but the world market can be large, and competition is limited.',
        'Niche exporters can charge prices that reflect their expertise. They succeed by being easy to find for the few buyers who need them: precise product names and technical descriptions, a presence on specialised portals and fairs, and quick, expert answers.',
      ],
    },
    {
      id: 'private-label',
      heading: 'Private label',
      blocks: [
        'In private label manufacturing, you produce goods that your customer sells under its own brand. Retail chains, distributors and brand owners of many countries source this way, in sectors from food and cosmetics to tools, furniture and electronics.',
        'Private label lets a manufacturer export without building a brand abroad. The buyer handles marketing; you are chosen for quality, cost, flexibility and the ability to adapt formulas, designs and packaging. Protect yourself with clear specifications, agreements on moulds and tooling, and confidentiality clauses, and keep part of your capacity for several customers so as not to depend on one.',
      ],
    },
    {
      id: 'most-exported-categories',
      heading: 'The 50 most exported product categories',
      blocks: [
        'The ranking below groups products by the chapters of the Harmonized System, the classification used by customs worldwide, and orders them by the approximate value of their world exports. The exact order changes from year to year with prices and demand, but the leading categories are remarkably stable.',
        { ordered: true, list: MOST_EXPORTED_CATEGORIES },
        'A high rank means a large, competitive market; a lower rank may hide excellent niches. Use the list as a starting point, then study the import statistics of your target countries for your own products.',
      ],
    },
    {
      id: 'choosing-your-products',
      heading: 'Choosing your own export products',
      blocks: [
        'Start with the products in which you are already strongest at home, check their import figures in your target markets, and compare your price and specifications with what buyers there already receive. Publish those products first on your {brand} showcase, watch which ones attract enquiries, and build your export range from the evidence.',
      ],
    },
  ],
};
