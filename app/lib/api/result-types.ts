/**
 * Reading the generated result types (app/lib/api/generated/graphql.ts): a list field's entry
 * without its nulls, e.g. `ItemOf<CheckoutPageQuery["shippingMethods"]>`.
 */
export type ItemOf<List> = NonNullable<List> extends readonly (infer Item)[] ? NonNullable<Item> : never;
