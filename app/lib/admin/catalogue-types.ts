// Catalogue data as the storefront uses it, after catalogue.server and cart.server have
// normalised the host's answers (camelCase, absolute file URLs, one promo). Types only, apart
// from the .server modules, for the components that show them.

/** The first promo of a product (`productPromo` in cart.server). */
export type Promo = { pricePromo: number; discount: number };

export type ProductImage = { image: string; webp: string | null; isDefault: boolean };

export type ProductSummary = {
  id: number;
  name: string;
  price: number;
  promo: Promo | null;
  /** The default image (or the first one). */
  image: ProductImage | null;
  rating: number;
  reviewCount: number;
  sold: number;
  stock: number;
  disabled: boolean;
  categoryId: number | null;
};

export type Review = {
  id: number;
  star: number;
  notes: string;
  images: string[];
  /** The seller's reply. */
  reply: string | null;
  customerName: string;
  customerImage: string | null;
  /** When it was last written, already formatted on the server ('DD MMMM YYYY hh:mm:ss A', WITA). */
  writtenAt: string;
};

export type ProductDetail = ProductSummary & {
  images: ProductImage[];
  /** Sanitised HTML. */
  description: string;
  specifications: { name: string; value: string }[];
  unit: string;
  subcategory: { id: number; name: string } | null;
  category: { id: number; name: string } | null;
  reviews: Review[];
};

/** One set of recommendations (20 from `offset`); `nextOffset` is null at the end. */
export type RecommendationSet = { products: ProductSummary[]; offset: number; nextOffset: number | null };
