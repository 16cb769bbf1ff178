/** Prices are stored in the base currency (USD) and formatted in the session's currency on read. */
import type { Queryable } from "@commerce/db/index";

export interface CurrencyRow {
  code: string;
  title: string;
  symbol_left: string;
  symbol_right: string;
  decimal_place: number;
  value: number;
  is_default: boolean;
}

let currencies: Promise<CurrencyRow[]> | undefined;

/** Currencies change only with a deploy: read once per process. */
export function loadCurrencies(db: Queryable): Promise<CurrencyRow[]> {
  currencies ??= db
    .query<CurrencyRow>(
      `select code, title, symbol_left, symbol_right, decimal_place, value::float8 as value, is_default from currency order by sort_order, code`,
    )
    .then((r) => r.rows)
    .catch((error) => {
      currencies = undefined;
      throw error;
    });
  return currencies;
}

/** An amount rounded to whole cents, as every stored total and line is. */
export function roundCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** One formatter per number of decimals: building an ICU formatter per price was a few % of a page's CPU. */
const digitFormats = new Map<number, Intl.NumberFormat>();

function digitsFormat(decimals: number): Intl.NumberFormat {
  let format = digitFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    digitFormats.set(decimals, format);
  }
  return format;
}

export class Money {
  constructor(readonly currency: CurrencyRow) {}

  /** Converts a base-currency amount into the session currency, unrounded. */
  convert(amount: number): number {
    return amount * this.currency.value;
  }

  /** '$1,234.50' or '1.234,50 €'-style strings, the way OpenCart's currency->format() prints them. */
  format(amount: number): string {
    const { symbol_left, symbol_right, decimal_place } = this.currency;
    const converted = this.convert(amount);
    const sign = converted < 0 ? "-" : "";
    const digits = digitsFormat(decimal_place).format(Math.abs(converted));
    return `${sign}${symbol_left}${digits}${symbol_right}`;
  }
}

export async function moneyFor(db: Queryable, code: string): Promise<Money> {
  const all = await loadCurrencies(db);
  const currency = all.find((c) => c.code === code) ?? all.find((c) => c.is_default) ?? all[0];
  if (!currency) throw new Error("The store has no currency configured");
  return new Money(currency);
}

/** Amounts of an order are shown in the currency and at the rate the order was placed with. */
export async function orderMoney(db: Queryable, order: { currency_code: string; currency_value: number }): Promise<Money> {
  const { currency } = await moneyFor(db, order.currency_code);
  return new Money({ ...currency, code: order.currency_code, value: Number(order.currency_value) });
}
