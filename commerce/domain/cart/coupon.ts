/**
 * Coupons: whether a code applies to a cart, and how much it takes off. The code sits in the
 * session (session.coupon_code) and is checked again on every read, as OpenCart's coupon total
 * does, so a coupon that expires or falls below its minimum simply stops applying.
 */
import type { Queryable } from "@commerce/db/index";
import { roundCents } from "@commerce/domain/money/money";

export interface CouponRow {
  id: number;
  name: string;
  code: string;
  /** 'P' percentage of the subtotal, 'F' fixed amount (OpenCart's types). */
  type: "P" | "F";
  discount: number;
  /** Minimum subtotal, base currency (cast to float8 by the query). */
  total: number;
  uses_total: number;
  status: boolean;
  started: boolean;
  expired: boolean;
  /** Orders that have used it. */
  used: number;
}

export const couponMessages = {
  applied: "Success: Your coupon discount has been applied!",
  removed: "Success: Your coupon discount has been removed!",
  empty: "Warning: Please enter a coupon code!",
  invalid: "Warning: Coupon is either invalid, expired or reached its usage limit!",
  /** At confirmation only, to the shopper who had the coupon applied (a parallel order took its last use). */
  usedUp: "Warning: This coupon has reached its usage limit!",
};

/** Looks a code up case-insensitively, with its date state judged by the database's current date. */
export async function findCoupon(db: Queryable, code: string | null | undefined): Promise<CouponRow | null> {
  if (!code?.trim()) return null;
  const { rows } = await db.query<CouponRow>(
    `select c.id, c.name, c.code, c.type, c.discount::float8 as discount, c.total::float8 as total, c.uses_total, c.status,
            c.date_start <= current_date as started,
            c.date_end < current_date as expired,
            (select count(*)::int from coupon_history h where h.coupon_id = c.id) as used
       from coupon c where lower(c.code) = lower($1)`,
    [code.trim()],
  );
  return rows[0] ?? null;
}

/**
 * Why the coupon cannot apply to this subtotal, or null when it can. One message for every reason,
 * as OpenCart gives it: a refusal that said "expired", "not valid yet" or "at least $X" would tell
 * someone guessing codes which ones exist (docs/decisions/231-coupon-refusals-say-nothing.md).
 */
export function couponProblem(coupon: CouponRow | null, subtotal: number): string | null {
  const usedUp = coupon != null && coupon.uses_total > 0 && coupon.used >= coupon.uses_total;
  if (!coupon || !coupon.status || coupon.expired || !coupon.started || usedUp || subtotal < coupon.total) return couponMessages.invalid;
  return null;
}

/** The discount in the base currency: a percentage of the subtotal, or a fixed amount capped at it. */
export function couponDiscount(coupon: CouponRow, subtotal: number): number {
  const amount = coupon.type === "P" ? (subtotal * coupon.discount) / 100 : coupon.discount;
  return roundCents(Math.min(Math.max(amount, 0), subtotal));
}

/** The coupon total line's data: JSON text the storefront reads to show the discount kind. */
export function couponData(coupon: CouponRow): string {
  return JSON.stringify({ type: coupon.type, rate: coupon.discount, coupon_code: coupon.code });
}

export interface PublicCoupon {
  name: string;
  /** YYYY-MM-DD. */
  date_end: string;
  code: string;
}

/** The promo strip's coupon: public, enabled, started, and not yet past its end date; the one ending soonest. */
export async function findPublicCoupon(db: Queryable): Promise<PublicCoupon | null> {
  const { rows } = await db.query<PublicCoupon>(
    `select name, to_char(date_end, 'YYYY-MM-DD') as date_end, code from coupon
      where is_public and status and date_start <= current_date and date_end >= current_date
      order by date_end, id limit 1`,
  );
  return rows[0] ?? null;
}
