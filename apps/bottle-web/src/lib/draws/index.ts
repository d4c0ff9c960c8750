/** A product's draws on its page (the draws feature's screens are features/draws). */
export { ProductDraws } from './product-draws';
