/**
 * Checkout (spec 1 §5 "Discount", exact English wording; spec 2 §4–§5) and customers' messages, by
 * area. Each area keeps its keys in its own block.
 */
export const checkoutMessages = {
  // Discounts
  // Customers
  // Orders and stock
} as const;
