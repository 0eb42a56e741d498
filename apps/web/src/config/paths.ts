/** Every route's pattern and its link builder, side by side. */
export const paths = {
  home: { pattern: '/', to: () => '/' },
  shop: {
    pattern: '/shop',
    to: (query: { category?: string; q?: string; page?: number; discounted?: boolean } = {}) => {
      const params = new URLSearchParams();
      if (query.category) params.set('category', query.category);
      if (query.q) params.set('q', query.q);
      if (query.discounted) params.set('discounted', 'true');
      if (query.page && query.page > 1) params.set('page', String(query.page));
      const s = params.toString();
      return s ? `/shop?${s}` : '/shop';
    },
  },
  product: { pattern: '/products/:id', to: (id: string) => `/products/${encodeURIComponent(id)}` },
  login: {
    pattern: '/login',
    to: (from?: string) => (from ? `/login?from=${encodeURIComponent(from)}` : '/login'),
  },
  register: { pattern: '/register', to: () => '/register' },
  profile: { pattern: '/profile', to: () => '/profile' },
  secret: { pattern: '/secret', to: () => '/secret' },
  dashboard: {
    root: { pattern: '/dashboard', to: () => '/dashboard' },
    carts: { pattern: 'carts', to: () => '/dashboard/carts' },
    payments: { pattern: 'payments', to: () => '/dashboard/payments' },
    userHome: { pattern: 'userHome', to: () => '/dashboard/userHome' },
    paymentsHistory: { pattern: 'paymentsHistory', to: () => '/dashboard/paymentsHistory' },
    allUsers: { pattern: 'allusers', to: () => '/dashboard/allusers' },
    allProducts: { pattern: 'allProducts', to: () => '/dashboard/allProducts' },
    adminHome: { pattern: 'adminHome', to: () => '/dashboard/adminHome' },
    sellerInformation: { pattern: 'sellerInformation', to: () => '/dashboard/sellerInformation' },
    updateItem: { pattern: 'updateItem/:id', to: (id: string) => `/dashboard/updateItem/${encodeURIComponent(id)}` },
    myProducts: { pattern: 'myProducts', to: () => '/dashboard/myProducts' },
    manageMedicines: { pattern: 'manageMedicines', to: () => '/dashboard/manageMedicines' },
    sellerHome: { pattern: 'sellerHome', to: () => '/dashboard/sellerHome' },
    sellerPaymentsHistory: { pattern: 'sellerPaymentsHistory', to: () => '/dashboard/sellerPaymentsHistory' },
    addProduct: { pattern: 'addProduct', to: () => '/dashboard/addProduct' },
  },
} as const;
