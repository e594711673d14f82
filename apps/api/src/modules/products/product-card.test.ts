import { ProductCardSchema, type Product } from '@b2b/contracts';
import { describe, expect, it } from 'vitest';
import { toProductCard } from './product-card.ts';

const image = (name: string) => ({ url: `/files/${name}.webp`, versions: [] });
const product = (overrides: Partial<Product>): Product => ({
  productID: '6f1c1d2e-3b4a-4c5d-8e6f-708192a3b4c5',
  businessID: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  key: 'acme-ball-valve-6f1c1d2e-3b4a-4c5d-8e6f-708192a3b4c5',
  name: 'Ball valve',
  keywords: ['valve'],
  description: 'Forged brass.',
  mainImage: null,
  images: [],
  videos: [],
  industry: { id: 'a', name: 'Machinery' },
  category: { id: 'b', name: 'Valves' },
  subCategory: null,
  leadTime: null,
  stock: true,
  specs: [],
  businessProfile: {
    businessID: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    key: 'acme',
    subscription: 'standard',
    verified: false,
    general: {
      companyName: 'Acme',
      shortDescription: 'Valves.',
      profilePhoto: null,
      industry: null,
      yearStablished: null,
      businessType: { code: 'MA', name: 'Manufacturers' },
      totalEmployees: null,
      categories: [],
    },
    contactInfo: { country: { code: 'CN', countryName: 'China', emoji: '🇨🇳' } },
    reactions: { reactionCount: { like: 0 } },
    averageLeadTime: null,
    responseMetrics: { cases: 0, replyRate: null, medianFirstReplySeconds: null },
  },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('toProductCard', () => {
  it('counts the main image and the gallery as photos', () => {
    expect(toProductCard(product({})).photoCount).toBe(0);
    expect(toProductCard(product({ images: [image('a'), image('b')] })).photoCount).toBe(2);
    expect(toProductCard(product({ mainImage: image('m'), images: [image('a')] })).photoCount).toBe(2);
  });

  it('keeps the first four specification lines and only the fields of the card', () => {
    const specs = Array.from({ length: 6 }, (_, n) => ({ key: `k${n}`, value: `v${n}` }));
    const card = toProductCard(product({ specs }));
    expect(card.specs).toEqual(specs.slice(0, 4));
    // Parsing drops unknown keys: an equal result means the card carries nothing the schema does not name.
    expect(ProductCardSchema.parse(card)).toEqual(card);
    expect(card).not.toHaveProperty('images');
  });
});
