/** Texts of sign-in, sign-up and profile pages. */
export const auth = {
  pages: {
    login: 'Login',
    register: 'Register',
    profile: 'Profile',
    secret: 'Secret',
  },
} as const;
