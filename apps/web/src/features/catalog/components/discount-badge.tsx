/** The warm badge of a discounted product ('25% Discount' on cards, '25% OFF' on the product page). */
export function DiscountBadge({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full bg-warm-100 px-3 py-1 text-sm font-bold text-warm-700 ${className}`}
    >
      {children}
    </span>
  );
}
