import { SHOP_PAGE_SIZES } from '@medibazaar/contract';

/** What a link to the shop can ask for: category, search, discounted only, the medicine filters, order and page size. */
export interface ShopLinkQuery {
  category?: string | undefined;
  q?: string | undefined;
  page?: number | undefined;
  discounted?: boolean | undefined;
  generic?: string | undefined;
  form?: string | undefined;
  manufacturer?: string | undefined;
  dispensingClass?: string | undefined;
  inStock?: boolean | undefined;
  /** The list's order; the default (best match) is left out of the address. */
  sort?: string | undefined;
  /** Products a page; the default (10) is left out of the address. */
  perPage?: number | undefined;
}

/** Every route's pattern and its link builder, side by side. */
export const paths = {
  home: { pattern: '/', to: () => '/' },
  shop: {
    pattern: '/shop',
    to: (query: ShopLinkQuery = {}) => {
      const params = new URLSearchParams();
      if (query.category) params.set('category', query.category);
      if (query.q) params.set('q', query.q);
      if (query.discounted) params.set('discounted', 'true');
      // The medicine filters, named as the API names them.
      if (query.generic) params.set('generic', query.generic);
      if (query.form) params.set('form', query.form);
      if (query.manufacturer) params.set('manufacturer', query.manufacturer);
      if (query.dispensingClass) params.set('class', query.dispensingClass);
      if (query.inStock) params.set('inStock', 'true');
      if (query.sort && query.sort !== 'best') params.set('sort', query.sort);
      if (query.perPage && query.perPage !== SHOP_PAGE_SIZES[0]) params.set('perPage', String(query.perPage));
      if (query.page && query.page > 1) params.set('page', String(query.page));
      const s = params.toString();
      return s ? `/shop?${s}` : '/shop';
    },
  },
  /** The form that asks the shop for a medicine it does not list, with what was searched for. */
  requestMedicine: {
    pattern: '/request-medicine',
    to: (name?: string) => (name ? `/request-medicine?name=${encodeURIComponent(name)}` : '/request-medicine'),
  },
  product: { pattern: '/products/:id', to: (id: string) => `/products/${encodeURIComponent(id)}` },
  generic: { pattern: '/generics/:id', to: (id: string) => `/generics/${encodeURIComponent(id)}` },
  /** A simple page the admin writes (About, Terms, …). */
  page: { pattern: '/pages/:slug', to: (slug: string) => `/pages/${encodeURIComponent(slug)}` },
  login: {
    pattern: '/login',
    to: (from?: string) => (from ? `/login?from=${encodeURIComponent(from)}` : '/login'),
  },
  /** `from`: the page to return to once registered (kept when moving between login and register). */
  register: {
    pattern: '/register',
    to: (from?: string) => (from ? `/register?from=${encodeURIComponent(from)}` : '/register'),
  },
  forgotPassword: { pattern: '/forgot-password', to: () => '/forgot-password' },
  /** Opened from the reset mail, with its token. */
  resetPassword: { pattern: '/reset-password', to: () => '/reset-password' },
  /** Where the confirmation link of the sign-up mail lands (`?error=` when it failed). */
  emailVerified: { pattern: '/email-verified', to: () => '/email-verified' },
  profile: { pattern: '/profile', to: () => '/profile' },
  secret: { pattern: '/secret', to: () => '/secret' },
  checkout: { pattern: '/checkout', to: () => '/checkout' },
  dashboard: {
    root: { pattern: '/dashboard', to: () => '/dashboard' },
    carts: { pattern: 'carts', to: () => '/dashboard/carts' },
    /** The card step of checkout: pays the orders named (the newest ones waiting, when none are). */
    payments: {
      pattern: 'payments',
      /** `method`: `bkash` or `sslcommerz` opens the payment on that provider's page instead of the card form. */
      to: (orders: readonly string[] = [], method: 'card' | 'bkash' | 'sslcommerz' = 'card') => {
        const search = new URLSearchParams();
        if (orders.length) search.set('orders', orders.join(','));
        if (method !== 'card') search.set('method', method);
        const query = search.toString().replace(/%2C/g, ',');
        return query ? `/dashboard/payments?${query}` : '/dashboard/payments';
      },
    },
    userHome: { pattern: 'userHome', to: () => '/dashboard/userHome' },
    paymentsHistory: { pattern: 'paymentsHistory', to: () => '/dashboard/paymentsHistory' },
    allUsers: { pattern: 'allusers', to: () => '/dashboard/allusers' },
    allProducts: { pattern: 'allProducts', to: () => '/dashboard/allProducts' },
    adminHome: { pattern: 'adminHome', to: () => '/dashboard/adminHome' },
    sellerInformation: { pattern: 'sellerInformation', to: () => '/dashboard/sellerInformation' },
    siteContent: { pattern: 'content', to: () => '/dashboard/content' },
    failedMessages: { pattern: 'failedMessages', to: () => '/dashboard/failedMessages' },
    updateItem: { pattern: 'updateItem/:id', to: (id: string) => `/dashboard/updateItem/${encodeURIComponent(id)}` },
    /** A product's lots: received, adjusted, listed (its seller or an admin). */
    productLots: { pattern: 'lots/:id', to: (id: string) => `/dashboard/lots/${encodeURIComponent(id)}` },
    /** Many lots received at once from a CSV file (sellers and admins). */
    lotsImport: { pattern: 'lots-import', to: () => '/dashboard/lots-import' },
    myProducts: { pattern: 'myProducts', to: () => '/dashboard/myProducts' },
    manageMedicines: { pattern: 'manageMedicines', to: () => '/dashboard/manageMedicines' },
    sellerHome: { pattern: 'sellerHome', to: () => '/dashboard/sellerHome' },
    sellerPaymentsHistory: { pattern: 'sellerPaymentsHistory', to: () => '/dashboard/sellerPaymentsHistory' },
    addProduct: { pattern: 'addProduct', to: () => '/dashboard/addProduct' },
    medicineNames: { pattern: 'medicine-names', to: () => '/dashboard/medicine-names' },
    orders: { pattern: 'orders', to: () => '/dashboard/orders' },
    order: { pattern: 'orders/:number', to: (number: string) => `/dashboard/orders/${encodeURIComponent(number)}` },
    sellerOrders: { pattern: 'sellerOrders', to: () => '/dashboard/sellerOrders' },
    allOrders: { pattern: 'allOrders', to: () => '/dashboard/allOrders' },
    deliveryZones: { pattern: 'delivery-zones', to: () => '/dashboard/delivery-zones' },
    prescriptions: { pattern: 'prescriptions', to: () => '/dashboard/prescriptions' },
    review: { pattern: 'review', to: () => '/dashboard/review' },
    audit: { pattern: 'audit', to: () => '/dashboard/audit' },
    medicineReference: { pattern: 'medicine-reference', to: () => '/dashboard/medicine-reference' },
    pharmacists: { pattern: 'pharmacists', to: () => '/dashboard/pharmacists' },
    antibioticRegister: { pattern: 'antibiotic-register', to: () => '/dashboard/antibiotic-register' },
    /** Requests for medicines the shop does not list (sellers and admins). */
    medicineRequests: { pattern: 'medicine-requests', to: () => '/dashboard/medicine-requests' },
    /** Return requests to decide: a seller's own orders', or every order's for admins. */
    returns: { pattern: 'returns', to: () => '/dashboard/returns' },
    /** Orders asked for by prescription only: the shopper's own, or everyone's for pharmacists and admins. */
    prescriptionOrders: { pattern: 'prescription-orders', to: () => '/dashboard/prescription-orders' },
    prescriptionOrder: {
      pattern: 'prescription-orders/:id',
      to: (id: string) => `/dashboard/prescription-orders/${encodeURIComponent(id)}`,
    },
    drugLicence: { pattern: 'drug-licence', to: () => '/dashboard/drug-licence' },
    /** Cash collected on delivery, still to be handed in (admins). */
    cashCollections: { pattern: 'cash-collections', to: () => '/dashboard/cash-collections' },
    /** Payments SSLCommerz found risky, waiting for an admin's decision. */
    paymentReviews: { pattern: 'payment-reviews', to: () => '/dashboard/payment-reviews' },
    sellerLicences: { pattern: 'seller-licences', to: () => '/dashboard/seller-licences' },
    /** Recalls of batches: who was told, who returned it (admins). */
    recalls: { pattern: 'recalls', to: () => '/dashboard/recalls' },
    recall: { pattern: 'recalls/:id', to: (id: string) => `/dashboard/recalls/${encodeURIComponent(id)}` },
  },
} as const;
