/** Texts of the cart, payment and payment history pages. */
export const cart = {
  pages: {},
} as const;
