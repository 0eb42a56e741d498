// What other modules may use of carts: reading and locking a buyer's lines, taking paid units out,
// and adding lines inside a flow's transaction (with the answer for a line refused).
export {
  addToCartIn,
  listCartLines,
  lockCart,
  lockCartLines,
  removePaidUnits,
  type CartLine,
} from './carts.repository.js';
export { cartRefusal } from './cart-refusals.js';
