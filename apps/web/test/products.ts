import type { Product } from '@medibazaar/contract';

/** A product that is not a medicine, in stock, as the API answers it: for tests of what a list does with one. */
export const plainProduct = (id: string): Product => ({
  _id: id,
  name: 'Napa 500',
  category: 'OTC Medicine',
  price: 1.2,
  des: 'Paracetamol 500 mg tablets.',
  image: '/images/products/napa.webp',
  discount: 0,
  stock: 5,
  medicine: null,
});
