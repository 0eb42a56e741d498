// What other modules may use of carts: reading and locking a buyer's lines, and taking paid units out.
export { listCartLines, lockCart, lockCartLines, removePaidUnits, type CartLine } from './carts.repository.js';
