/**
 * The shape of the English texts with every text widened to `string`: a Bangla
 * file typed with it fails typecheck when a key is missing or extra.
 */
export type TextsLike<T> = { readonly [K in keyof T]: T[K] extends string ? string : TextsLike<T[K]> };
