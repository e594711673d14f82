import { LIMITS, type Product, type ProductCard } from '@b2b/contracts';

/** The search card of a product: its first specification lines and how many photos it has. */
export function toProductCard(product: Product): ProductCard {
  return {
    productID: product.productID,
    businessID: product.businessID,
    key: product.key,
    name: product.name,
    description: product.description,
    mainImage: product.mainImage,
    industry: product.industry,
    category: product.category,
    subCategory: product.subCategory,
    stock: product.stock,
    specs: product.specs.slice(0, LIMITS.specLinesOnCard),
    businessProfile: product.businessProfile,
    photoCount: (product.mainImage ? 1 : 0) + product.images.length,
  };
}
