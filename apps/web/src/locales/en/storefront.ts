/** Texts of the home, shop and product pages. */
export const storefront = {
  pages: {
    home: 'Home Page',
    shop: 'Shop',
    product: 'Product',
  },
} as const;
