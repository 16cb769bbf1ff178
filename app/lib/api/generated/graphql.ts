/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AccountAddressInput = {
  address1?: string | null | undefined;
  address2?: string | null | undefined;
  city?: string | null | undefined;
  company?: string | null | undefined;
  countryId?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  zipcode?: string | null | undefined;
  zoneId?: string | null | undefined;
};

export type CartOption = {
  id?: string | null | undefined;
  value?: string | null | undefined;
};

export type CustomerInput = {
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  password?: string | null | undefined;
  phone?: string | null | undefined;
};

/** A bound on a range filter group: `id` is the filter group id, `value` the bound. */
export type FilterRangeInput = {
  id: string;
  value: number;
};

/**
 * A frame's size as printed inside its temple ("50-20-145"), in millimetres: the lens width, the
 * bridge and the temple length.
 */
export type FrameFitInput = {
  bridge: number;
  lens_width: number;
  temple: number;
};

export type InputField = {
  name?: string | null | undefined;
  value?: string | null | undefined;
};

export type AddressFieldsFragment = { id: string | null, firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, zipcode: string | null, countryId: string | null, zoneId: string | null, country: { id: string | null, name: string | null } | null, zone: { id: string | null, name: string | null } | null };

export type LoggedStateFieldsFragment = { status: boolean | null, customer: { id: string | null, firstName: string | null, lastName: string | null, email: string | null, phone: string | null } | null };

export type OrderSummaryFieldsFragment = { id: string | null, status: string | null, date_added: string | null, total: string | null, returnable: boolean | null, products: Array<{ product_id: string | null, name: string | null, model: string | null, quantity: number | null, price: string | null, total: string | null, option: Array<{ name: string | null, type: string | null, value: string | null } | null> | null } | null> | null, returns: Array<{ return_id: string | null, product: string | null, status: string | null } | null> | null };

export type AccountLoggedStateQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountLoggedStateQuery = { accountCheckLogged: LoggedStateFieldsFragment | null };

export type AccountAddressFormQueryVariables = Exact<{
  id?: string | null | undefined;
  withAddress: boolean;
  countryId?: string | null | undefined;
  withZones: boolean;
}>;


export type AccountAddressFormQuery = { accountCheckLogged: LoggedStateFieldsFragment | null, accountAddress?: AddressFieldsFragment | null, countriesList: { content: Array<{ id: string | null, name: string | null } | null> | null } | null, zonesList?: { content: Array<{ id: string | null, name: string | null, countryId: string | null } | null> | null } | null };

export type AddressZonesQueryVariables = Exact<{
  countryId?: string | null | undefined;
}>;


export type AddressZonesQuery = { zonesList: { content: Array<{ id: string | null, name: string | null, countryId: string | null } | null> | null } | null };

export type AccountAddAddressMutationVariables = Exact<{
  address?: AccountAddressInput | null | undefined;
}>;


export type AccountAddAddressMutation = { accountAddAddress: { id: string | null } | null };

export type AccountEditAddressMutationVariables = Exact<{
  id?: string | null | undefined;
  address?: AccountAddressInput | null | undefined;
}>;


export type AccountEditAddressMutation = { accountEditAddress: { id: string | null } | null };

export type AccountAddressBookQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountAddressBookQuery = { accountCheckLogged: LoggedStateFieldsFragment | null, accountAddressList: Array<AddressFieldsFragment | null> | null };

export type AccountRemoveAddressMutationVariables = Exact<{
  id?: string | null | undefined;
}>;


export type AccountRemoveAddressMutation = { accountRemoveAddress: Array<{ id: string | null } | null> | null };

export type AccountLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountLogoutMutation = { accountLogout: { status: boolean | null } | null };

export type AccountRegisterMutationVariables = Exact<{
  customer?: CustomerInput | null | undefined;
}>;


export type AccountRegisterMutation = { accountRegister: { id: string | null, phone: string | null } | null };

export type PlacedOrderQueryVariables = Exact<{
  id?: string | null | undefined;
}>;


export type PlacedOrderQuery = { accountOrder: OrderSummaryFieldsFragment | null };

export type AccountOrderHistoryQueryVariables = Exact<{
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type AccountOrderHistoryQuery = { accountCheckLogged: LoggedStateFieldsFragment | null, accountOrdersList: { number: number | null, totalPages: number | null, totalElements: number | null, content: Array<OrderSummaryFieldsFragment | null> | null } | null };

export type AccountEditPasswordMutationVariables = Exact<{
  password?: string | null | undefined;
}>;


export type AccountEditPasswordMutation = { accountEditPassword: { id: string | null, email: string | null } | null };

export type AccountHubQueryVariables = Exact<{
  size?: number | null | undefined;
}>;


export type AccountHubQuery = { accountCheckLogged: LoggedStateFieldsFragment | null, accountOrdersList: { totalElements: number | null, content: Array<OrderSummaryFieldsFragment | null> | null } | null };

export type AccountEditMutationVariables = Exact<{
  customer?: CustomerInput | null | undefined;
}>;


export type AccountEditMutation = { accountEdit: { id: string | null } | null };

export type AccountLoginMutationVariables = Exact<{
  email?: string | null | undefined;
  password?: string | null | undefined;
}>;


export type AccountLoginMutation = { accountLogin: { token: string | null, customer: { id: string | null, phone: string | null } | null } | null };

export type AccountForgottenPasswordMutationVariables = Exact<{
  email?: string | null | undefined;
  resetUrl?: string | null | undefined;
}>;


export type AccountForgottenPasswordMutation = { accountForgottenPassword: { status: boolean | null } | null };

export type AccountPasswordResetValidQueryVariables = Exact<{
  token?: string | null | undefined;
}>;


export type AccountPasswordResetValidQuery = { accountPasswordResetValid: boolean | null };

export type AccountResetPasswordMutationVariables = Exact<{
  token?: string | null | undefined;
  password?: string | null | undefined;
}>;


export type AccountResetPasswordMutation = { accountResetPassword: { id: string | null, email: string | null } | null };

export type ApiVersionQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiVersionQuery = { version: string | null };

export type HealthCheckQueryVariables = Exact<{ [key: string]: never; }>;


export type HealthCheckQuery = { version: string | null };

export type StoreBasicsQueryVariables = Exact<{ [key: string]: never; }>;


export type StoreBasicsQuery = { version: string | null, currency: Array<{ code: string | null, name: string | null, symbol_left: string | null, symbol_right: string | null, active: boolean | null } | null> | null, language: Array<{ code: string | null, name: string | null, image: string | null, active: boolean | null } | null> | null, categoriesList: { content: Array<{ id: string | null } | null> | null } | null, pagesList: { content: Array<{ id: string | null, keyword: string | null, url: string | null } | null> | null } | null };

export type StoreExtensionsProbeQueryVariables = Exact<{ [key: string]: never; }>;


export type StoreExtensionsProbeQuery = { __typename: 'RootQueryType', accountOrdersList?: { totalElements: number | null } | null, productsList?: { totalElements: number | null } | null, cart?: { totals: Array<{ code: string | null } | null> | null } | null };

export type PostCardFieldsFragment = { id: string | null, name: string | null, shortDescription: string | null, datePublished: string | null, image: string | null, url: string | null };

export type PostListFieldsFragment = { number: number | null, totalPages: number | null, totalElements: number | null, content: Array<PostCardFieldsFragment | null> | null };

export type BlogPostPageQueryVariables = Exact<{
  id?: string | null | undefined;
}>;


export type BlogPostPageQuery = { post: { id: string | null, name: string | null, url: string | null, description: string | null, datePublished: string | null, image: string | null, rating: number | null, meta: MetaFieldsFragment | null, categories: Array<{ id: string | null, name: string | null, image: string | null, url: string | null } | null> | null, prev: { id: string | null, name: string | null, image: string | null, url: string | null } | null, next: { id: string | null, name: string | null, image: string | null, url: string | null } | null, reviews: { totalElements: number | null, content: Array<{ author: string | null, content: string | null, created_at: string | null, rating: number | null } | null> | null } | null } | null };

export type AddBlogPostReviewMutationVariables = Exact<{
  id?: string | null | undefined;
  author?: string | null | undefined;
  content?: string | null | undefined;
  rating?: number | null | undefined;
}>;


export type AddBlogPostReviewMutation = { addBlogPostReview: { id: string | null } | null };

export type BlogPostIdQueryVariables = Exact<{
  id?: string | null | undefined;
}>;


export type BlogPostIdQuery = { post: { id: string | null } | null };

export type BlogSearchQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type BlogSearchQuery = { postsList: PostListFieldsFragment | null };

export type BlogCategoryPageQueryVariables = Exact<{
  id?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type BlogCategoryPageQuery = { categoryBlog: { id: string | null, name: string | null, description: string | null, url: string | null, meta: MetaFieldsFragment | null, categories: Array<{ id: string | null, name: string | null, image: string | null, url: string | null } | null> | null } | null, postsList: PostListFieldsFragment | null };

export type BlogCategoryIdQueryVariables = Exact<{
  keyword?: string | null | undefined;
}>;


export type BlogCategoryIdQuery = { categoryBlog: { id: string | null } | null };

export type CartFieldsFragment = { total: string | null, subtotal: string | null, coupon: string | null, quantity: number | null, totals: Array<{ code: string | null, title: string | null, value: number | null, text: string | null, data: string | null, sort_order: number | null } | null> | null, products: Array<{ key: string | null, quantity: number | null, total: string | null, price: string | null, original_price: string | null, special: string | null, option: Array<{ name: string | null, type: string | null, value: string | null } | null> | null, product: { id: string | null, name: string | null, model: string | null, image: string | null, imageAlt: string | null, url: string | null, manufacturer: { name: string | null } | null } | null } | null> | null };

export type CartAddMutationVariables = Exact<{
  id?: string | null | undefined;
  quantity?: number | null | undefined;
  options?: Array<CartOption | null | undefined> | CartOption | null | undefined;
}>;


export type CartAddMutation = { addToCart: { products: Array<{ key: string | null, quantity: number | null, option: Array<{ name: string | null } | null> | null, product: { id: string | null, name: string | null } | null } | null> | null } | null };

export type CartOptionTypesQueryVariables = Exact<{
  id?: string | null | undefined;
}>;


export type CartOptionTypesQuery = { product: { id: string | null, options: Array<{ id: string | null, type: string | null } | null> | null } | null };

export type CartLinesQueryVariables = Exact<{ [key: string]: never; }>;


export type CartLinesQuery = { cart: { products: Array<{ key: string | null, quantity: number | null } | null> | null } | null };

export type CartLineStockQueryVariables = Exact<{ [key: string]: never; }>;


export type CartLineStockQuery = { cart: { products: Array<{ key: string | null, quantity: number | null, product: { id: string | null, quantity: number | null } | null } | null> | null } | null };

export type CartUpdateMutationVariables = Exact<{
  key?: string | null | undefined;
  quantity?: number | null | undefined;
}>;


export type CartUpdateMutation = { updateCart: { total: string | null } | null };

export type CartRemoveMutationVariables = Exact<{
  key?: string | null | undefined;
}>;


export type CartRemoveMutation = { removeCart: { total: string | null } | null };

export type CartClearMutationVariables = Exact<{ [key: string]: never; }>;


export type CartClearMutation = { clearCart: { total: string | null } | null };

export type BrandListQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandListQuery = { manufacturerList: { content: Array<{ id: string | null, name: string | null, image: string | null, url: string | null } | null> | null } | null };

export type ListingProductsFieldsFragment = { totalElements: number | null, totalPages: number | null, content: Array<(
    { shortDescription: string | null }
    & ProductTileFieldsFragment
  ) | null> | null };

export type ManufacturerPageQueryVariables = Exact<{
  manufacturerId?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
  sort?: string | null | undefined;
  order?: string | null | undefined;
}>;


export type ManufacturerPageQuery = { manufacturer: { id: string | null, name: string | null, image: string | null, url: string | null } | null, productsList: ListingProductsFieldsFragment | null };

export type SpecialPageQueryVariables = Exact<{
  page?: number | null | undefined;
  size?: number | null | undefined;
  sort?: string | null | undefined;
  order?: string | null | undefined;
}>;


export type SpecialPageQuery = { productsList: ListingProductsFieldsFragment | null };

export type CatalogPageQueryVariables = Exact<{
  categoryId?: string | null | undefined;
  withCategory: boolean;
  listCategoryId?: string | null | undefined;
  filter?: string | null | undefined;
  minPrice?: number | null | undefined;
  maxPrice?: number | null | undefined;
  minFilters?: Array<FilterRangeInput | null | undefined> | FilterRangeInput | null | undefined;
  maxFilters?: Array<FilterRangeInput | null | undefined> | FilterRangeInput | null | undefined;
  search?: string | null | undefined;
  fit?: FrameFitInput | null | undefined;
  sort?: string | null | undefined;
  order?: string | null | undefined;
  size?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type CatalogPageQuery = { category?: { id: string | null, name: string | null, description: string | null, url: string | null, meta: MetaFieldsFragment | null, categories: Array<{ id: string | null, name: string | null, url: string | null } | null> | null } | null, productsList: { totalElements: number | null, content: Array<ProductTileFieldsFragment | null> | null } | null };

export type CatalogMeasuresQueryVariables = Exact<{
  categoryId?: string | null | undefined;
}>;


export type CatalogMeasuresQuery = { productsList: { content: Array<{ attributes: Array<{ name: string | null, options: Array<string | null> | null } | null> | null } | null> | null } | null };

export type CheckoutAddressFieldFragment = { name: string | null, label: string | null, type: string | null, required: boolean | null, defaultValue: string | null, values: Array<{ text: string | null, value: string | null } | null> | null };

export type CheckoutPageQueryVariables = Exact<{
  information: boolean;
  shipping: boolean;
  payment: boolean;
  zones: boolean;
  zonesCountry?: string | null | undefined;
  addresses: boolean;
}>;


export type CheckoutPageQuery = { cart: CartFieldsFragment | null, accountCheckLogged: { status: boolean | null, customer: { id: string | null, email: string | null, phone: string | null } | null } | null, paymentAddress: { fields: Array<CheckoutAddressFieldFragment | null> | null } | null, shippingAddress: Array<CheckoutAddressFieldFragment | null> | null, countriesList?: { content: Array<{ id: string | null, name: string | null } | null> | null } | null, zonesList?: { content: Array<{ id: string | null, name: string | null, countryId: string | null } | null> | null } | null, accountAddressList?: Array<AddressFieldsFragment | null> | null, shippingMethods?: Array<{ codename: string | null, name: string | null, title: string | null } | null> | null, paymentMethods?: Array<{ codename: string | null, name: string | null } | null> | null, totals: Array<{ title: string | null, text: string | null } | null> | null, checkoutLink?: { link: string | null } | null };

export type CheckoutHandoverQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutHandoverQuery = { checkoutLink: { link: string | null } | null };

export type CheckoutFieldsQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutFieldsQuery = { paymentAddress: { fields: Array<CheckoutAddressFieldFragment | null> | null } | null, shippingAddress: Array<CheckoutAddressFieldFragment | null> | null };

export type CheckoutPlaceNamesQueryVariables = Exact<{
  countryId?: number | null | undefined;
  zoneId?: number | null | undefined;
  withZone: boolean;
}>;


export type CheckoutPlaceNamesQuery = { country: { name: string | null } | null, zone?: { name: string | null } | null };

export type CheckoutSavedAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutSavedAddressesQuery = { accountAddressList: Array<AddressFieldsFragment | null> | null };

export type CheckoutInformationMutationVariables = Exact<{
  paymentAddress?: Array<InputField | null | undefined> | InputField | null | undefined;
  shippingAddress?: Array<InputField | null | undefined> | InputField | null | undefined;
}>;


export type CheckoutInformationMutation = { createOrder: { success: string | null } | null, updateOrder: { totals: Array<{ title: string | null, text: string | null } | null> | null } | null };

export type CheckoutMethodMutationVariables = Exact<{
  shippingMethod?: string | null | undefined;
  paymentMethod?: string | null | undefined;
}>;


export type CheckoutMethodMutation = { updateOrder: { totals: Array<{ title: string | null, text: string | null } | null> | null } | null };

export type CheckoutConfirmMutationVariables = Exact<{ [key: string]: never; }>;


export type CheckoutConfirmMutation = { confirmOrder: { url: string | null, order: { id: string | null } | null } | null };

export type CheckoutCouponQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutCouponQuery = { cart: { coupon: string | null } | null };

export type CheckoutOrderDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutOrderDetailsQuery = { cart: CartFieldsFragment | null, accountCheckLogged: { status: boolean | null, customer: { id: string | null } | null } | null, paymentAddress: { fields: Array<CheckoutAddressFieldFragment | null> | null } | null, shippingAddress: Array<CheckoutAddressFieldFragment | null> | null, shippingMethods: Array<{ codename: string | null, name: string | null, title: string | null } | null> | null, totals: Array<{ title: string | null, text: string | null } | null> | null };

export type CheckoutProductOptionsQueryVariables = Exact<{
  id?: string | null | undefined;
}>;


export type CheckoutProductOptionsQuery = { product: { id: string | null, options: Array<{ id: string | null, name: string | null, type: string | null, values: Array<{ id: string | null, name: string | null } | null> | null } | null> | null } | null };

export type ComparePageQueryVariables = Exact<{ [key: string]: never; }>;


export type ComparePageQuery = { compare: Array<{ id: string | null, name: string | null, shortDescription: string | null, model: string | null, price: string | null, special: string | null, stock: boolean | null, image: string | null, imageAlt: string | null, rating: number | null, url: string | null, manufacturer: { name: string | null } | null } | null> | null };

export type CompareIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompareIdsQuery = { compare: Array<{ id: string | null, name: string | null } | null> | null };

export type CompareAddMutationVariables = Exact<{
  id?: number | null | undefined;
}>;


export type CompareAddMutation = { addToCompare: Array<{ id: string | null, name: string | null } | null> | null };

export type CompareRemoveMutationVariables = Exact<{
  id?: string | null | undefined;
}>;


export type CompareRemoveMutation = { removeCompare: Array<{ id: string | null } | null> | null };

export type ContactPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactPageQuery = { contact: { store: string | null, address: string | null, email: string | null, telephone: string | null, fax: string | null, open: string | null, comment: string | null, locations: Array<{ address: string | null, telephone: string | null, image: string | null, comment: string | null, open: string | null } | null> | null } | null };

export type ContactSendMutationVariables = Exact<{
  name?: string | null | undefined;
  email?: string | null | undefined;
  message?: string | null | undefined;
}>;


export type ContactSendMutation = { contactSend: { status: boolean | null } | null };

export type MetaFieldsFragment = { title: string | null, description: string | null, keyword: string | null };

export type InformationPageQueryVariables = Exact<{
  id?: string | null | undefined;
}>;


export type InformationPageQuery = { page: { id: string | null, name: string | null, description: string | null, url: string | null, meta: MetaFieldsFragment | null } | null };

export type ResolveUrlQueryVariables = Exact<{
  url?: string | null | undefined;
}>;


export type ResolveUrlQuery = { searchUrl: { id: string | null, type: string | null } | null };

export type HomePageQueryVariables = Exact<{
  tabCategory?: string | null | undefined;
  tabSize?: number | null | undefined;
  newArrivals?: string | null | undefined;
  size?: number | null | undefined;
}>;


export type HomePageQuery = { home: { meta: MetaFieldsFragment | null } | null, brands: { content: Array<{ id: string | null, name: string | null, image: string | null, url: string | null } | null> | null } | null, tab: { content: Array<ProductTileFieldsFragment | null> | null } | null, latest: { content: Array<ProductTileFieldsFragment | null> | null } | null, specials: { content: Array<ProductTileFieldsFragment | null> | null } | null, featured: { content: Array<ProductTileFieldsFragment | null> | null } | null };

export type HomeTabQueryVariables = Exact<{
  categoryId?: string | null | undefined;
  size?: number | null | undefined;
}>;


export type HomeTabQuery = { productsList: { content: Array<ProductTileFieldsFragment | null> | null } | null };

export type UploadPrescriptionMutationVariables = Exact<{
  file?: never | null | undefined;
}>;


export type UploadPrescriptionMutation = { uploadFile: { code: string | null } | null };

export type ShopMenuQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopMenuQuery = { categories: { content: Array<{ id: string | null, name: string | null, url: string | null } | null> | null } | null, top: { content: Array<{ id: string | null, name: string | null, url: string | null, image: string | null, categories: Array<{ id: string | null, name: string | null, url: string | null } | null> | null } | null> | null } | null };

export type EditCurrencyDocumentMutationVariables = Exact<{
  code?: string | null | undefined;
}>;


export type EditCurrencyDocumentMutation = { editCurrency: Array<{ code: string | null, active: boolean | null } | null> | null };

export type EditLanguageDocumentMutationVariables = Exact<{
  code?: string | null | undefined;
}>;


export type EditLanguageDocumentMutation = { editLanguage: Array<{ code: string | null, active: boolean | null } | null> | null };

export type ProductTileFieldsFragment = { id: string | null, name: string | null, price: string | null, special: string | null, image: string | null, imageAlt: string | null, stock: boolean | null, low_stock: boolean | null, url: string | null, manufacturer: { name: string | null } | null };

export type ProductPageQueryVariables = Exact<{
  id?: string | null | undefined;
  imageLimit?: number | null | undefined;
  relatedLimit?: number | null | undefined;
  featuredSize?: number | null | undefined;
  categoryId?: string | null | undefined;
  withCategory: boolean;
}>;


export type ProductPageQuery = { product: { id: string | null, name: string | null, model: string | null, sku: string | null, url: string | null, price: string | null, special: string | null, stock: boolean | null, minimum: number | null, rating: number | null, image: string | null, imageBig: string | null, imageAlt: string | null, description: string | null, images: Array<{ image: string | null, imageBig: string | null } | null> | null, manufacturer: { id: string | null, name: string | null, url: string | null } | null, attributes: Array<{ name: string | null, options: Array<string | null> | null } | null> | null, options: Array<{ id: string | null, name: string | null, type: string | null, required: boolean | null, values: Array<{ id: string | null, name: string | null, price: string | null } | null> | null } | null> | null, reviews: Array<{ author: string | null, content: string | null, created_at: string | null, rating: number | null } | null> | null, meta: MetaFieldsFragment | null, related: Array<ProductTileFieldsFragment | null> | null } | null, category?: { id: string | null, name: string | null, url: string | null } | null, featured: { content: Array<ProductTileFieldsFragment | null> | null } | null };

export type AddProductReviewMutationVariables = Exact<{
  id?: string | null | undefined;
  author?: string | null | undefined;
  content?: string | null | undefined;
  rating?: number | null | undefined;
}>;


export type AddProductReviewMutation = { addReview: { id: string | null } | null };

export type SearchProductsQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type SearchProductsQuery = { productsList: { totalElements: number | null, totalPages: number | null, number: number | null, content: Array<ProductTileFieldsFragment | null> | null } | null };

export type SitemapProductCountQueryVariables = Exact<{ [key: string]: never; }>;


export type SitemapProductCountQuery = { productsList: { totalElements: number | null } | null };

export type SitemapProductsQueryVariables = Exact<{
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type SitemapProductsQuery = { productsList: { last: boolean | null, content: Array<{ id: string | null, url: string | null } | null> | null } | null };

export type SitemapCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type SitemapCatalogueQuery = { categoriesList: { content: Array<{ id: string | null, url: string | null } | null> | null } | null, manufacturerList: { content: Array<{ id: string | null, url: string | null } | null> | null } | null };

export type SitemapContentQueryVariables = Exact<{ [key: string]: never; }>;


export type SitemapContentQuery = { pagesList: { content: Array<{ id: string | null, url: string | null } | null> | null } | null, postsList: { content: Array<{ id: string | null, datePublished: string | null, url: string | null } | null> | null } | null, categoriesBlogList: { content: Array<{ id: string | null, url: string | null } | null> | null } | null };

export type ShellCurrencyFieldsFragment = { code: string | null, name: string | null, symbol_left: string | null, symbol_right: string | null, active: boolean | null };

export type ShellLanguageFieldsFragment = { code: string | null, name: string | null, image: string | null, active: boolean | null };

export type ShopperShellQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopperShellQuery = { cart: CartFieldsFragment | null, wishlist: Array<{ id: string | null } | null> | null, accountCheckLogged: { status: boolean | null, customer: { firstName: string | null, lastName: string | null } | null } | null, currency: Array<ShellCurrencyFieldsFragment | null> | null, language: Array<ShellLanguageFieldsFragment | null> | null };

export type WishlistPageQueryVariables = Exact<{ [key: string]: never; }>;


export type WishlistPageQuery = { wishlist: Array<(
    { model: string | null }
    & ProductTileFieldsFragment
  ) | null> | null };

export type WishlistIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type WishlistIdsQuery = { wishlist: Array<{ id: string | null } | null> | null };

export type WishlistAddMutationVariables = Exact<{
  id?: number | null | undefined;
}>;


export type WishlistAddMutation = { addToWishlist: Array<{ id: string | null, name: string | null } | null> | null };

export type WishlistRemoveMutationVariables = Exact<{
  id?: string | null | undefined;
}>;


export type WishlistRemoveMutation = { removeWishlist: Array<{ id: string | null } | null> | null };

export type WishlistProductOptionsQueryVariables = Exact<{
  id?: string | null | undefined;
}>;


export type WishlistProductOptionsQuery = { product: { options: Array<{ id: string | null, name: string | null, required: boolean | null } | null> | null } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment AddressFields on AccountAddress {
  id
  firstName
  lastName
  company
  address1
  address2
  city
  zipcode
  countryId
  zoneId
  country {
    id
    name
  }
  zone {
    id
    name
  }
}
    `, {"fragmentName":"AddressFields"}) as unknown as TypedDocumentString<AddressFieldsFragment, unknown>;
export const LoggedStateFieldsFragmentDoc = new TypedDocumentString(`
    fragment LoggedStateFields on LoggedResult {
  status
  customer {
    id
    firstName
    lastName
    email
    phone
  }
}
    `, {"fragmentName":"LoggedStateFields"}) as unknown as TypedDocumentString<LoggedStateFieldsFragment, unknown>;
export const OrderSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderSummaryFields on Order {
  id
  status
  date_added
  total
  products {
    product_id
    name
    model
    quantity
    price
    total
    option {
      name
      type
      value
    }
  }
  returnable
  returns {
    return_id
    product
    status
  }
}
    `, {"fragmentName":"OrderSummaryFields"}) as unknown as TypedDocumentString<OrderSummaryFieldsFragment, unknown>;
export const PostCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment PostCardFields on Post {
  id
  name
  shortDescription
  datePublished
  image
  url(url: "/blog/post/_id")
}
    `, {"fragmentName":"PostCardFields"}) as unknown as TypedDocumentString<PostCardFieldsFragment, unknown>;
export const PostListFieldsFragmentDoc = new TypedDocumentString(`
    fragment PostListFields on PostResult {
  number
  totalPages
  totalElements
  content {
    ...PostCardFields
  }
}
    fragment PostCardFields on Post {
  id
  name
  shortDescription
  datePublished
  image
  url(url: "/blog/post/_id")
}`, {"fragmentName":"PostListFields"}) as unknown as TypedDocumentString<PostListFieldsFragment, unknown>;
export const CartFieldsFragmentDoc = new TypedDocumentString(`
    fragment CartFields on Cart {
  total
  subtotal
  coupon
  quantity
  totals {
    code
    title
    value
    text
    data
    sort_order
  }
  products {
    key
    quantity
    total
    price
    original_price
    special
    option {
      name
      type
      value
    }
    product {
      id
      name
      model
      image
      imageAlt
      url(url: "/store/product/_id")
      manufacturer {
        name
      }
    }
  }
}
    `, {"fragmentName":"CartFields"}) as unknown as TypedDocumentString<CartFieldsFragment, unknown>;
export const ProductTileFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductTileFields on Product {
  id
  name
  price
  special
  image
  imageAlt
  stock
  low_stock
  url(url: "/store/product/_id")
  manufacturer {
    name
  }
}
    `, {"fragmentName":"ProductTileFields"}) as unknown as TypedDocumentString<ProductTileFieldsFragment, unknown>;
export const ListingProductsFieldsFragmentDoc = new TypedDocumentString(`
    fragment ListingProductsFields on ProductResult {
  content {
    ...ProductTileFields
    shortDescription
  }
  totalElements
  totalPages
}
    fragment ProductTileFields on Product {
  id
  name
  price
  special
  image
  imageAlt
  stock
  low_stock
  url(url: "/store/product/_id")
  manufacturer {
    name
  }
}`, {"fragmentName":"ListingProductsFields"}) as unknown as TypedDocumentString<ListingProductsFieldsFragment, unknown>;
export const CheckoutAddressFieldFragmentDoc = new TypedDocumentString(`
    fragment CheckoutAddressField on AddressField {
  name
  label
  type
  required
  defaultValue
  values {
    text
    value
  }
}
    `, {"fragmentName":"CheckoutAddressField"}) as unknown as TypedDocumentString<CheckoutAddressFieldFragment, unknown>;
export const MetaFieldsFragmentDoc = new TypedDocumentString(`
    fragment MetaFields on Meta {
  title
  description
  keyword
}
    `, {"fragmentName":"MetaFields"}) as unknown as TypedDocumentString<MetaFieldsFragment, unknown>;
export const ShellCurrencyFieldsFragmentDoc = new TypedDocumentString(`
    fragment ShellCurrencyFields on Currency {
  code
  name
  symbol_left
  symbol_right
  active
}
    `, {"fragmentName":"ShellCurrencyFields"}) as unknown as TypedDocumentString<ShellCurrencyFieldsFragment, unknown>;
export const ShellLanguageFieldsFragmentDoc = new TypedDocumentString(`
    fragment ShellLanguageFields on Language {
  code
  name
  image
  active
}
    `, {"fragmentName":"ShellLanguageFields"}) as unknown as TypedDocumentString<ShellLanguageFieldsFragment, unknown>;
export const AccountLoggedStateDocument = new TypedDocumentString(`
    query AccountLoggedState {
  accountCheckLogged {
    ...LoggedStateFields
  }
}
    fragment LoggedStateFields on LoggedResult {
  status
  customer {
    id
    firstName
    lastName
    email
    phone
  }
}`) as unknown as TypedDocumentString<AccountLoggedStateQuery, AccountLoggedStateQueryVariables>;
export const AccountAddressFormDocument = new TypedDocumentString(`
    query AccountAddressForm($id: String, $withAddress: Boolean!, $countryId: String, $withZones: Boolean!) {
  accountCheckLogged {
    ...LoggedStateFields
  }
  accountAddress(id: $id) @include(if: $withAddress) {
    ...AddressFields
  }
  countriesList(page: 1, size: -1) {
    content {
      id
      name
    }
  }
  zonesList(country_id: $countryId, page: 1, size: -1) @include(if: $withZones) {
    content {
      id
      name
      countryId
    }
  }
}
    fragment AddressFields on AccountAddress {
  id
  firstName
  lastName
  company
  address1
  address2
  city
  zipcode
  countryId
  zoneId
  country {
    id
    name
  }
  zone {
    id
    name
  }
}
fragment LoggedStateFields on LoggedResult {
  status
  customer {
    id
    firstName
    lastName
    email
    phone
  }
}`) as unknown as TypedDocumentString<AccountAddressFormQuery, AccountAddressFormQueryVariables>;
export const AddressZonesDocument = new TypedDocumentString(`
    query AddressZones($countryId: String) {
  zonesList(country_id: $countryId, page: 1, size: -1) {
    content {
      id
      name
      countryId
    }
  }
}
    `) as unknown as TypedDocumentString<AddressZonesQuery, AddressZonesQueryVariables>;
export const AccountAddAddressDocument = new TypedDocumentString(`
    mutation AccountAddAddress($address: AccountAddressInput) {
  accountAddAddress(address: $address) {
    id
  }
}
    `) as unknown as TypedDocumentString<AccountAddAddressMutation, AccountAddAddressMutationVariables>;
export const AccountEditAddressDocument = new TypedDocumentString(`
    mutation AccountEditAddress($id: String, $address: AccountAddressInput) {
  accountEditAddress(id: $id, address: $address) {
    id
  }
}
    `) as unknown as TypedDocumentString<AccountEditAddressMutation, AccountEditAddressMutationVariables>;
export const AccountAddressBookDocument = new TypedDocumentString(`
    query AccountAddressBook {
  accountCheckLogged {
    ...LoggedStateFields
  }
  accountAddressList {
    ...AddressFields
  }
}
    fragment AddressFields on AccountAddress {
  id
  firstName
  lastName
  company
  address1
  address2
  city
  zipcode
  countryId
  zoneId
  country {
    id
    name
  }
  zone {
    id
    name
  }
}
fragment LoggedStateFields on LoggedResult {
  status
  customer {
    id
    firstName
    lastName
    email
    phone
  }
}`) as unknown as TypedDocumentString<AccountAddressBookQuery, AccountAddressBookQueryVariables>;
export const AccountRemoveAddressDocument = new TypedDocumentString(`
    mutation AccountRemoveAddress($id: String) {
  accountRemoveAddress(id: $id, page: 1, size: -1) {
    id
  }
}
    `) as unknown as TypedDocumentString<AccountRemoveAddressMutation, AccountRemoveAddressMutationVariables>;
export const AccountLogoutDocument = new TypedDocumentString(`
    mutation AccountLogout {
  accountLogout {
    status
  }
}
    `) as unknown as TypedDocumentString<AccountLogoutMutation, AccountLogoutMutationVariables>;
export const AccountRegisterDocument = new TypedDocumentString(`
    mutation AccountRegister($customer: CustomerInput) {
  accountRegister(customer: $customer) {
    id
    phone
  }
}
    `) as unknown as TypedDocumentString<AccountRegisterMutation, AccountRegisterMutationVariables>;
export const PlacedOrderDocument = new TypedDocumentString(`
    query PlacedOrder($id: String) {
  accountOrder(id: $id) {
    ...OrderSummaryFields
  }
}
    fragment OrderSummaryFields on Order {
  id
  status
  date_added
  total
  products {
    product_id
    name
    model
    quantity
    price
    total
    option {
      name
      type
      value
    }
  }
  returnable
  returns {
    return_id
    product
    status
  }
}`) as unknown as TypedDocumentString<PlacedOrderQuery, PlacedOrderQueryVariables>;
export const AccountOrderHistoryDocument = new TypedDocumentString(`
    query AccountOrderHistory($page: Int, $size: Int) {
  accountCheckLogged {
    ...LoggedStateFields
  }
  accountOrdersList(page: $page, size: $size) {
    content {
      ...OrderSummaryFields
    }
    number
    totalPages
    totalElements
  }
}
    fragment LoggedStateFields on LoggedResult {
  status
  customer {
    id
    firstName
    lastName
    email
    phone
  }
}
fragment OrderSummaryFields on Order {
  id
  status
  date_added
  total
  products {
    product_id
    name
    model
    quantity
    price
    total
    option {
      name
      type
      value
    }
  }
  returnable
  returns {
    return_id
    product
    status
  }
}`) as unknown as TypedDocumentString<AccountOrderHistoryQuery, AccountOrderHistoryQueryVariables>;
export const AccountEditPasswordDocument = new TypedDocumentString(`
    mutation AccountEditPassword($password: String) {
  accountEditPassword(password: $password) {
    id
    email
  }
}
    `) as unknown as TypedDocumentString<AccountEditPasswordMutation, AccountEditPasswordMutationVariables>;
export const AccountHubDocument = new TypedDocumentString(`
    query AccountHub($size: Int) {
  accountCheckLogged {
    ...LoggedStateFields
  }
  accountOrdersList(page: 1, size: $size) {
    content {
      ...OrderSummaryFields
    }
    totalElements
  }
}
    fragment LoggedStateFields on LoggedResult {
  status
  customer {
    id
    firstName
    lastName
    email
    phone
  }
}
fragment OrderSummaryFields on Order {
  id
  status
  date_added
  total
  products {
    product_id
    name
    model
    quantity
    price
    total
    option {
      name
      type
      value
    }
  }
  returnable
  returns {
    return_id
    product
    status
  }
}`) as unknown as TypedDocumentString<AccountHubQuery, AccountHubQueryVariables>;
export const AccountEditDocument = new TypedDocumentString(`
    mutation AccountEdit($customer: CustomerInput) {
  accountEdit(customer: $customer) {
    id
  }
}
    `) as unknown as TypedDocumentString<AccountEditMutation, AccountEditMutationVariables>;
export const AccountLoginDocument = new TypedDocumentString(`
    mutation AccountLogin($email: String, $password: String) {
  accountLogin(email: $email, password: $password) {
    token
    customer {
      id
      phone
    }
  }
}
    `) as unknown as TypedDocumentString<AccountLoginMutation, AccountLoginMutationVariables>;
export const AccountForgottenPasswordDocument = new TypedDocumentString(`
    mutation AccountForgottenPassword($email: String, $resetUrl: String) {
  accountForgottenPassword(email: $email, resetUrl: $resetUrl) {
    status
  }
}
    `) as unknown as TypedDocumentString<AccountForgottenPasswordMutation, AccountForgottenPasswordMutationVariables>;
export const AccountPasswordResetValidDocument = new TypedDocumentString(`
    query AccountPasswordResetValid($token: String) {
  accountPasswordResetValid(token: $token)
}
    `) as unknown as TypedDocumentString<AccountPasswordResetValidQuery, AccountPasswordResetValidQueryVariables>;
export const AccountResetPasswordDocument = new TypedDocumentString(`
    mutation AccountResetPassword($token: String, $password: String) {
  accountResetPassword(token: $token, password: $password) {
    id
    email
  }
}
    `) as unknown as TypedDocumentString<AccountResetPasswordMutation, AccountResetPasswordMutationVariables>;
export const ApiVersionDocument = new TypedDocumentString(`
    query ApiVersion {
  version
}
    `) as unknown as TypedDocumentString<ApiVersionQuery, ApiVersionQueryVariables>;
export const HealthCheckDocument = new TypedDocumentString(`
    query HealthCheck {
  version
}
    `) as unknown as TypedDocumentString<HealthCheckQuery, HealthCheckQueryVariables>;
export const StoreBasicsDocument = new TypedDocumentString(`
    query StoreBasics {
  version
  currency {
    code
    name
    symbol_left
    symbol_right
    active
  }
  language {
    code
    name
    image
    active
  }
  categoriesList(page: 1, size: -1) {
    content {
      id
    }
  }
  pagesList(page: 1, size: -1) {
    content {
      id
      keyword
      url(url: "/page/_id")
    }
  }
}
    `) as unknown as TypedDocumentString<StoreBasicsQuery, StoreBasicsQueryVariables>;
export const StoreExtensionsProbeDocument = new TypedDocumentString(`
    query StoreExtensionsProbe {
  __typename
  accountOrdersList(size: 1) @skip(if: true) {
    totalElements
  }
  productsList(
    size: 1
    min_price: 0
    fit: {lens_width: 50, bridge: 20, temple: 145}
  ) @skip(if: true) {
    totalElements
  }
  cart @skip(if: true) {
    totals {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<StoreExtensionsProbeQuery, StoreExtensionsProbeQueryVariables>;
export const BlogPostPageDocument = new TypedDocumentString(`
    query BlogPostPage($id: String) {
  post(id: $id) {
    id
    name
    url(url: "/blog/post/_id")
    description
    datePublished
    image
    rating
    meta {
      ...MetaFields
    }
    categories {
      id
      name
      image
      url(url: "/blog/category/_id")
    }
    prev {
      id
      name
      image
      url(url: "/blog/post/_id")
    }
    next {
      id
      name
      image
      url(url: "/blog/post/_id")
    }
    reviews {
      totalElements
      content {
        author
        content
        created_at
        rating
      }
    }
  }
}
    fragment MetaFields on Meta {
  title
  description
  keyword
}`) as unknown as TypedDocumentString<BlogPostPageQuery, BlogPostPageQueryVariables>;
export const AddBlogPostReviewDocument = new TypedDocumentString(`
    mutation AddBlogPostReview($id: String, $author: String, $content: String, $rating: Float) {
  addBlogPostReview(id: $id, author: $author, content: $content, rating: $rating) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddBlogPostReviewMutation, AddBlogPostReviewMutationVariables>;
export const BlogPostIdDocument = new TypedDocumentString(`
    query BlogPostId($id: String) {
  post(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<BlogPostIdQuery, BlogPostIdQueryVariables>;
export const BlogSearchDocument = new TypedDocumentString(`
    query BlogSearch($search: String, $page: Int, $size: Int) {
  postsList(
    search: $search
    page: $page
    size: $size
    sort: "date_published"
    order: "DESC"
  ) {
    ...PostListFields
  }
}
    fragment PostCardFields on Post {
  id
  name
  shortDescription
  datePublished
  image
  url(url: "/blog/post/_id")
}
fragment PostListFields on PostResult {
  number
  totalPages
  totalElements
  content {
    ...PostCardFields
  }
}`) as unknown as TypedDocumentString<BlogSearchQuery, BlogSearchQueryVariables>;
export const BlogCategoryPageDocument = new TypedDocumentString(`
    query BlogCategoryPage($id: String, $page: Int, $size: Int) {
  categoryBlog(id: $id) {
    id
    name
    description
    url(url: "/blog/category/_id")
    meta {
      ...MetaFields
    }
    categories(limit: -1) {
      id
      name
      image
      url(url: "/blog/category/_id")
    }
  }
  postsList(
    category_id: $id
    page: $page
    size: $size
    sort: "date_published"
    order: "DESC"
  ) {
    ...PostListFields
  }
}
    fragment PostCardFields on Post {
  id
  name
  shortDescription
  datePublished
  image
  url(url: "/blog/post/_id")
}
fragment PostListFields on PostResult {
  number
  totalPages
  totalElements
  content {
    ...PostCardFields
  }
}
fragment MetaFields on Meta {
  title
  description
  keyword
}`) as unknown as TypedDocumentString<BlogCategoryPageQuery, BlogCategoryPageQueryVariables>;
export const BlogCategoryIdDocument = new TypedDocumentString(`
    query BlogCategoryId($keyword: String) {
  categoryBlog(id: $keyword) {
    id
  }
}
    `) as unknown as TypedDocumentString<BlogCategoryIdQuery, BlogCategoryIdQueryVariables>;
export const CartAddDocument = new TypedDocumentString(`
    mutation CartAdd($id: String, $quantity: Int, $options: [CartOption]) {
  addToCart(id: $id, quantity: $quantity, options: $options) {
    products {
      key
      quantity
      option {
        name
      }
      product {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CartAddMutation, CartAddMutationVariables>;
export const CartOptionTypesDocument = new TypedDocumentString(`
    query CartOptionTypes($id: String) {
  product(id: $id) {
    id
    options {
      id
      type
    }
  }
}
    `) as unknown as TypedDocumentString<CartOptionTypesQuery, CartOptionTypesQueryVariables>;
export const CartLinesDocument = new TypedDocumentString(`
    query CartLines {
  cart {
    products {
      key
      quantity
    }
  }
}
    `) as unknown as TypedDocumentString<CartLinesQuery, CartLinesQueryVariables>;
export const CartLineStockDocument = new TypedDocumentString(`
    query CartLineStock {
  cart {
    products {
      key
      quantity
      product {
        id
        quantity
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CartLineStockQuery, CartLineStockQueryVariables>;
export const CartUpdateDocument = new TypedDocumentString(`
    mutation CartUpdate($key: String, $quantity: Int) {
  updateCart(key: $key, quantity: $quantity) {
    total
  }
}
    `) as unknown as TypedDocumentString<CartUpdateMutation, CartUpdateMutationVariables>;
export const CartRemoveDocument = new TypedDocumentString(`
    mutation CartRemove($key: String) {
  removeCart(key: $key) {
    total
  }
}
    `) as unknown as TypedDocumentString<CartRemoveMutation, CartRemoveMutationVariables>;
export const CartClearDocument = new TypedDocumentString(`
    mutation CartClear {
  clearCart {
    total
  }
}
    `) as unknown as TypedDocumentString<CartClearMutation, CartClearMutationVariables>;
export const BrandListDocument = new TypedDocumentString(`
    query BrandList {
  manufacturerList(page: 1, size: -1, sort: "name", order: "ASC") {
    content {
      id
      name
      image
      url(url: "/store/manufacturer/_id")
    }
  }
}
    `) as unknown as TypedDocumentString<BrandListQuery, BrandListQueryVariables>;
export const ManufacturerPageDocument = new TypedDocumentString(`
    query ManufacturerPage($manufacturerId: String, $page: Int, $size: Int, $sort: String, $order: String) {
  manufacturer(id: $manufacturerId) {
    id
    name
    image
    url(url: "/store/manufacturer/_id")
  }
  productsList(
    manufacturer_id: $manufacturerId
    page: $page
    size: $size
    sort: $sort
    order: $order
  ) {
    ...ListingProductsFields
  }
}
    fragment ListingProductsFields on ProductResult {
  content {
    ...ProductTileFields
    shortDescription
  }
  totalElements
  totalPages
}
fragment ProductTileFields on Product {
  id
  name
  price
  special
  image
  imageAlt
  stock
  low_stock
  url(url: "/store/product/_id")
  manufacturer {
    name
  }
}`) as unknown as TypedDocumentString<ManufacturerPageQuery, ManufacturerPageQueryVariables>;
export const SpecialPageDocument = new TypedDocumentString(`
    query SpecialPage($page: Int, $size: Int, $sort: String, $order: String) {
  productsList(
    special: true
    page: $page
    size: $size
    sort: $sort
    order: $order
  ) {
    ...ListingProductsFields
  }
}
    fragment ListingProductsFields on ProductResult {
  content {
    ...ProductTileFields
    shortDescription
  }
  totalElements
  totalPages
}
fragment ProductTileFields on Product {
  id
  name
  price
  special
  image
  imageAlt
  stock
  low_stock
  url(url: "/store/product/_id")
  manufacturer {
    name
  }
}`) as unknown as TypedDocumentString<SpecialPageQuery, SpecialPageQueryVariables>;
export const CatalogPageDocument = new TypedDocumentString(`
    query CatalogPage($categoryId: String, $withCategory: Boolean!, $listCategoryId: String, $filter: String, $minPrice: Float, $maxPrice: Float, $minFilters: [FilterRangeInput], $maxFilters: [FilterRangeInput], $search: String, $fit: FrameFitInput, $sort: String, $order: String, $size: Int, $page: Int) {
  category(id: $categoryId) @include(if: $withCategory) {
    id
    name
    description
    url(url: "/store/category/_id")
    meta {
      ...MetaFields
    }
    categories(limit: -1) {
      id
      name
      url(url: "/store/category/_id")
    }
  }
  productsList(
    category_id: $listCategoryId
    filter: $filter
    min_price: $minPrice
    max_price: $maxPrice
    min_filters: $minFilters
    max_filters: $maxFilters
    search: $search
    fit: $fit
    sort: $sort
    order: $order
    size: $size
    page: $page
  ) {
    content {
      ...ProductTileFields
    }
    totalElements
  }
}
    fragment MetaFields on Meta {
  title
  description
  keyword
}
fragment ProductTileFields on Product {
  id
  name
  price
  special
  image
  imageAlt
  stock
  low_stock
  url(url: "/store/product/_id")
  manufacturer {
    name
  }
}`) as unknown as TypedDocumentString<CatalogPageQuery, CatalogPageQueryVariables>;
export const CatalogMeasuresDocument = new TypedDocumentString(`
    query CatalogMeasures($categoryId: String) {
  productsList(category_id: $categoryId, size: 3) {
    content {
      attributes {
        name
        options
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogMeasuresQuery, CatalogMeasuresQueryVariables>;
export const CheckoutPageDocument = new TypedDocumentString(`
    query CheckoutPage($information: Boolean!, $shipping: Boolean!, $payment: Boolean!, $zones: Boolean!, $zonesCountry: String, $addresses: Boolean!) {
  cart {
    ...CartFields
  }
  accountCheckLogged {
    status
    customer {
      id
      email
      phone
    }
  }
  paymentAddress {
    fields {
      ...CheckoutAddressField
    }
  }
  shippingAddress {
    ...CheckoutAddressField
  }
  countriesList(page: 1, size: -1) @include(if: $information) {
    content {
      id
      name
    }
  }
  zonesList(country_id: $zonesCountry, page: 1, size: -1) @include(if: $zones) {
    content {
      id
      name
      countryId
    }
  }
  accountAddressList @include(if: $addresses) {
    ...AddressFields
  }
  shippingMethods @include(if: $shipping) {
    codename
    name
    title
  }
  paymentMethods @include(if: $payment) {
    codename
    name
  }
  totals {
    title
    text
  }
  checkoutLink @include(if: $payment) {
    link
  }
}
    fragment AddressFields on AccountAddress {
  id
  firstName
  lastName
  company
  address1
  address2
  city
  zipcode
  countryId
  zoneId
  country {
    id
    name
  }
  zone {
    id
    name
  }
}
fragment CartFields on Cart {
  total
  subtotal
  coupon
  quantity
  totals {
    code
    title
    value
    text
    data
    sort_order
  }
  products {
    key
    quantity
    total
    price
    original_price
    special
    option {
      name
      type
      value
    }
    product {
      id
      name
      model
      image
      imageAlt
      url(url: "/store/product/_id")
      manufacturer {
        name
      }
    }
  }
}
fragment CheckoutAddressField on AddressField {
  name
  label
  type
  required
  defaultValue
  values {
    text
    value
  }
}`) as unknown as TypedDocumentString<CheckoutPageQuery, CheckoutPageQueryVariables>;
export const CheckoutHandoverDocument = new TypedDocumentString(`
    query CheckoutHandover {
  checkoutLink {
    link
  }
}
    `) as unknown as TypedDocumentString<CheckoutHandoverQuery, CheckoutHandoverQueryVariables>;
export const CheckoutFieldsDocument = new TypedDocumentString(`
    query CheckoutFields {
  paymentAddress {
    fields {
      ...CheckoutAddressField
    }
  }
  shippingAddress {
    ...CheckoutAddressField
  }
}
    fragment CheckoutAddressField on AddressField {
  name
  label
  type
  required
  defaultValue
  values {
    text
    value
  }
}`) as unknown as TypedDocumentString<CheckoutFieldsQuery, CheckoutFieldsQueryVariables>;
export const CheckoutPlaceNamesDocument = new TypedDocumentString(`
    query CheckoutPlaceNames($countryId: Int, $zoneId: Int, $withZone: Boolean!) {
  country(id: $countryId) {
    name
  }
  zone(id: $zoneId) @include(if: $withZone) {
    name
  }
}
    `) as unknown as TypedDocumentString<CheckoutPlaceNamesQuery, CheckoutPlaceNamesQueryVariables>;
export const CheckoutSavedAddressesDocument = new TypedDocumentString(`
    query CheckoutSavedAddresses {
  accountAddressList {
    ...AddressFields
  }
}
    fragment AddressFields on AccountAddress {
  id
  firstName
  lastName
  company
  address1
  address2
  city
  zipcode
  countryId
  zoneId
  country {
    id
    name
  }
  zone {
    id
    name
  }
}`) as unknown as TypedDocumentString<CheckoutSavedAddressesQuery, CheckoutSavedAddressesQueryVariables>;
export const CheckoutInformationDocument = new TypedDocumentString(`
    mutation CheckoutInformation($paymentAddress: [InputField], $shippingAddress: [InputField]) {
  createOrder {
    success
  }
  updateOrder(paymentAddress: $paymentAddress, shippingAddress: $shippingAddress) {
    totals {
      title
      text
    }
  }
}
    `) as unknown as TypedDocumentString<CheckoutInformationMutation, CheckoutInformationMutationVariables>;
export const CheckoutMethodDocument = new TypedDocumentString(`
    mutation CheckoutMethod($shippingMethod: String, $paymentMethod: String) {
  updateOrder(shippingMethod: $shippingMethod, paymentMethod: $paymentMethod) {
    totals {
      title
      text
    }
  }
}
    `) as unknown as TypedDocumentString<CheckoutMethodMutation, CheckoutMethodMutationVariables>;
export const CheckoutConfirmDocument = new TypedDocumentString(`
    mutation CheckoutConfirm {
  confirmOrder {
    url
    order {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CheckoutConfirmMutation, CheckoutConfirmMutationVariables>;
export const CheckoutCouponDocument = new TypedDocumentString(`
    query CheckoutCoupon {
  cart {
    coupon
  }
}
    `) as unknown as TypedDocumentString<CheckoutCouponQuery, CheckoutCouponQueryVariables>;
export const CheckoutOrderDetailsDocument = new TypedDocumentString(`
    query CheckoutOrderDetails {
  cart {
    ...CartFields
  }
  accountCheckLogged {
    status
    customer {
      id
    }
  }
  paymentAddress {
    fields {
      ...CheckoutAddressField
    }
  }
  shippingAddress {
    ...CheckoutAddressField
  }
  shippingMethods {
    codename
    name
    title
  }
  totals {
    title
    text
  }
}
    fragment CartFields on Cart {
  total
  subtotal
  coupon
  quantity
  totals {
    code
    title
    value
    text
    data
    sort_order
  }
  products {
    key
    quantity
    total
    price
    original_price
    special
    option {
      name
      type
      value
    }
    product {
      id
      name
      model
      image
      imageAlt
      url(url: "/store/product/_id")
      manufacturer {
        name
      }
    }
  }
}
fragment CheckoutAddressField on AddressField {
  name
  label
  type
  required
  defaultValue
  values {
    text
    value
  }
}`) as unknown as TypedDocumentString<CheckoutOrderDetailsQuery, CheckoutOrderDetailsQueryVariables>;
export const CheckoutProductOptionsDocument = new TypedDocumentString(`
    query CheckoutProductOptions($id: String) {
  product(id: $id) {
    id
    options {
      id
      name
      type
      values {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CheckoutProductOptionsQuery, CheckoutProductOptionsQueryVariables>;
export const ComparePageDocument = new TypedDocumentString(`
    query ComparePage {
  compare {
    id
    name
    shortDescription
    model
    price
    special
    stock
    image
    imageAlt
    rating
    url(url: "/store/product/_id")
    manufacturer {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ComparePageQuery, ComparePageQueryVariables>;
export const CompareIdsDocument = new TypedDocumentString(`
    query CompareIds {
  compare {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<CompareIdsQuery, CompareIdsQueryVariables>;
export const CompareAddDocument = new TypedDocumentString(`
    mutation CompareAdd($id: Int) {
  addToCompare(id: $id) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<CompareAddMutation, CompareAddMutationVariables>;
export const CompareRemoveDocument = new TypedDocumentString(`
    mutation CompareRemove($id: String) {
  removeCompare(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<CompareRemoveMutation, CompareRemoveMutationVariables>;
export const ContactPageDocument = new TypedDocumentString(`
    query ContactPage {
  contact {
    store
    address
    email
    telephone
    fax
    open
    comment
    locations {
      address
      telephone
      image
      comment
      open
    }
  }
}
    `) as unknown as TypedDocumentString<ContactPageQuery, ContactPageQueryVariables>;
export const ContactSendDocument = new TypedDocumentString(`
    mutation ContactSend($name: String, $email: String, $message: String) {
  contactSend(name: $name, email: $email, message: $message) {
    status
  }
}
    `) as unknown as TypedDocumentString<ContactSendMutation, ContactSendMutationVariables>;
export const InformationPageDocument = new TypedDocumentString(`
    query InformationPage($id: String) {
  page(id: $id) {
    id
    name
    description
    url(url: "/page/_id")
    meta {
      ...MetaFields
    }
  }
}
    fragment MetaFields on Meta {
  title
  description
  keyword
}`) as unknown as TypedDocumentString<InformationPageQuery, InformationPageQueryVariables>;
export const ResolveUrlDocument = new TypedDocumentString(`
    query ResolveUrl($url: String) {
  searchUrl(url: $url) {
    id
    type
  }
}
    `) as unknown as TypedDocumentString<ResolveUrlQuery, ResolveUrlQueryVariables>;
export const HomePageDocument = new TypedDocumentString(`
    query HomePage($tabCategory: String, $tabSize: Int, $newArrivals: String, $size: Int) {
  home {
    meta {
      ...MetaFields
    }
  }
  brands: manufacturerList(page: 1, size: -1, sort: "name", order: "ASC") {
    content {
      id
      name
      image
      url(url: "/store/manufacturer/_id")
    }
  }
  tab: productsList(
    category_id: $tabCategory
    size: $tabSize
    sort: "date_added"
    order: "DESC"
  ) {
    content {
      ...ProductTileFields
    }
  }
  latest: productsList(
    category_id: $newArrivals
    size: $size
    sort: "date_added"
    order: "DESC"
  ) {
    content {
      ...ProductTileFields
    }
  }
  specials: productsList(
    special: true
    size: $size
    sort: "date_added"
    order: "DESC"
  ) {
    content {
      ...ProductTileFields
    }
  }
  featured: productsList(
    featured: true
    size: $size
    sort: "date_added"
    order: "DESC"
  ) {
    content {
      ...ProductTileFields
    }
  }
}
    fragment MetaFields on Meta {
  title
  description
  keyword
}
fragment ProductTileFields on Product {
  id
  name
  price
  special
  image
  imageAlt
  stock
  low_stock
  url(url: "/store/product/_id")
  manufacturer {
    name
  }
}`) as unknown as TypedDocumentString<HomePageQuery, HomePageQueryVariables>;
export const HomeTabDocument = new TypedDocumentString(`
    query HomeTab($categoryId: String, $size: Int) {
  productsList(
    category_id: $categoryId
    size: $size
    sort: "date_added"
    order: "DESC"
  ) {
    content {
      ...ProductTileFields
    }
  }
}
    fragment ProductTileFields on Product {
  id
  name
  price
  special
  image
  imageAlt
  stock
  low_stock
  url(url: "/store/product/_id")
  manufacturer {
    name
  }
}`) as unknown as TypedDocumentString<HomeTabQuery, HomeTabQueryVariables>;
export const UploadPrescriptionDocument = new TypedDocumentString(`
    mutation UploadPrescription($file: Upload) {
  uploadFile(file: $file) {
    code
  }
}
    `) as unknown as TypedDocumentString<UploadPrescriptionMutation, UploadPrescriptionMutationVariables>;
export const ShopMenuDocument = new TypedDocumentString(`
    query ShopMenu {
  categories: categoriesList(page: 1, size: 10, parent: 0) {
    content {
      id
      name
      url(url: "/store/category/_id")
    }
  }
  top: categoriesList(page: 1, size: -1, parent: 0, top: true) {
    content {
      id
      name
      url(url: "/store/category/_id")
      image
      categories(limit: -1) {
        id
        name
        url(url: "/store/category/_id")
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ShopMenuQuery, ShopMenuQueryVariables>;
export const EditCurrencyDocumentDocument = new TypedDocumentString(`
    mutation EditCurrencyDocument($code: String) {
  editCurrency(code: $code) {
    code
    active
  }
}
    `) as unknown as TypedDocumentString<EditCurrencyDocumentMutation, EditCurrencyDocumentMutationVariables>;
export const EditLanguageDocumentDocument = new TypedDocumentString(`
    mutation EditLanguageDocument($code: String) {
  editLanguage(code: $code) {
    code
    active
  }
}
    `) as unknown as TypedDocumentString<EditLanguageDocumentMutation, EditLanguageDocumentMutationVariables>;
export const ProductPageDocument = new TypedDocumentString(`
    query ProductPage($id: String, $imageLimit: Int, $relatedLimit: Int, $featuredSize: Int, $categoryId: String, $withCategory: Boolean!) {
  product(id: $id) {
    id
    name
    model
    sku
    url(url: "/store/product/_id")
    price
    special
    stock
    minimum
    rating
    image
    imageBig
    imageAlt
    images(limit: $imageLimit) {
      image
      imageBig
    }
    description
    manufacturer {
      id
      name
      url(url: "/store/manufacturer/_id")
    }
    attributes {
      name
      options
    }
    options {
      id
      name
      type
      required
      values {
        id
        name
        price
      }
    }
    reviews {
      author
      content
      created_at
      rating
    }
    meta {
      ...MetaFields
    }
    related: products(limit: $relatedLimit) {
      ...ProductTileFields
    }
  }
  category(id: $categoryId) @include(if: $withCategory) {
    id
    name
    url(url: "/store/category/_id")
  }
  featured: productsList(
    featured: true
    page: 1
    size: $featuredSize
    sort: "date_added"
    order: "DESC"
  ) {
    content {
      ...ProductTileFields
    }
  }
}
    fragment MetaFields on Meta {
  title
  description
  keyword
}
fragment ProductTileFields on Product {
  id
  name
  price
  special
  image
  imageAlt
  stock
  low_stock
  url(url: "/store/product/_id")
  manufacturer {
    name
  }
}`) as unknown as TypedDocumentString<ProductPageQuery, ProductPageQueryVariables>;
export const AddProductReviewDocument = new TypedDocumentString(`
    mutation AddProductReview($id: String, $author: String, $content: String, $rating: Float) {
  addReview(id: $id, author: $author, content: $content, rating: $rating) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddProductReviewMutation, AddProductReviewMutationVariables>;
export const SearchProductsDocument = new TypedDocumentString(`
    query SearchProducts($search: String, $page: Int, $size: Int) {
  productsList(search: $search, page: $page, size: $size) {
    content {
      ...ProductTileFields
    }
    totalElements
    totalPages
    number
  }
}
    fragment ProductTileFields on Product {
  id
  name
  price
  special
  image
  imageAlt
  stock
  low_stock
  url(url: "/store/product/_id")
  manufacturer {
    name
  }
}`) as unknown as TypedDocumentString<SearchProductsQuery, SearchProductsQueryVariables>;
export const SitemapProductCountDocument = new TypedDocumentString(`
    query SitemapProductCount {
  productsList(page: 1, size: 1) {
    totalElements
  }
}
    `) as unknown as TypedDocumentString<SitemapProductCountQuery, SitemapProductCountQueryVariables>;
export const SitemapProductsDocument = new TypedDocumentString(`
    query SitemapProducts($page: Int, $size: Int) {
  productsList(page: $page, size: $size) {
    content {
      id
      url(url: "/store/product/_id")
    }
    last
  }
}
    `) as unknown as TypedDocumentString<SitemapProductsQuery, SitemapProductsQueryVariables>;
export const SitemapCatalogueDocument = new TypedDocumentString(`
    query SitemapCatalogue {
  categoriesList(page: 1, size: -1, parent: -1) {
    content {
      id
      url(url: "/store/category/_id")
    }
  }
  manufacturerList(page: 1, size: -1, sort: "name", order: "ASC") {
    content {
      id
      url(url: "/store/manufacturer/_id")
    }
  }
}
    `) as unknown as TypedDocumentString<SitemapCatalogueQuery, SitemapCatalogueQueryVariables>;
export const SitemapContentDocument = new TypedDocumentString(`
    query SitemapContent {
  pagesList(page: 1, size: -1) {
    content {
      id
      url(url: "/page/_id")
    }
  }
  postsList(page: 1, size: -1, sort: "date_published", order: "DESC") {
    content {
      id
      datePublished
      url(url: "/blog/post/_id")
    }
  }
  categoriesBlogList(page: 1, size: -1, parent: -1) {
    content {
      id
      url(url: "/blog/category/_id")
    }
  }
}
    `) as unknown as TypedDocumentString<SitemapContentQuery, SitemapContentQueryVariables>;
export const ShopperShellDocument = new TypedDocumentString(`
    query ShopperShell {
  cart {
    ...CartFields
  }
  wishlist {
    id
  }
  accountCheckLogged {
    status
    customer {
      firstName
      lastName
    }
  }
  currency {
    ...ShellCurrencyFields
  }
  language {
    ...ShellLanguageFields
  }
}
    fragment CartFields on Cart {
  total
  subtotal
  coupon
  quantity
  totals {
    code
    title
    value
    text
    data
    sort_order
  }
  products {
    key
    quantity
    total
    price
    original_price
    special
    option {
      name
      type
      value
    }
    product {
      id
      name
      model
      image
      imageAlt
      url(url: "/store/product/_id")
      manufacturer {
        name
      }
    }
  }
}
fragment ShellCurrencyFields on Currency {
  code
  name
  symbol_left
  symbol_right
  active
}
fragment ShellLanguageFields on Language {
  code
  name
  image
  active
}`) as unknown as TypedDocumentString<ShopperShellQuery, ShopperShellQueryVariables>;
export const WishlistPageDocument = new TypedDocumentString(`
    query WishlistPage {
  wishlist {
    ...ProductTileFields
    model
  }
}
    fragment ProductTileFields on Product {
  id
  name
  price
  special
  image
  imageAlt
  stock
  low_stock
  url(url: "/store/product/_id")
  manufacturer {
    name
  }
}`) as unknown as TypedDocumentString<WishlistPageQuery, WishlistPageQueryVariables>;
export const WishlistIdsDocument = new TypedDocumentString(`
    query WishlistIds {
  wishlist {
    id
  }
}
    `) as unknown as TypedDocumentString<WishlistIdsQuery, WishlistIdsQueryVariables>;
export const WishlistAddDocument = new TypedDocumentString(`
    mutation WishlistAdd($id: Int) {
  addToWishlist(id: $id) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<WishlistAddMutation, WishlistAddMutationVariables>;
export const WishlistRemoveDocument = new TypedDocumentString(`
    mutation WishlistRemove($id: String) {
  removeWishlist(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<WishlistRemoveMutation, WishlistRemoveMutationVariables>;
export const WishlistProductOptionsDocument = new TypedDocumentString(`
    query WishlistProductOptions($id: String) {
  product(id: $id) {
    options {
      id
      name
      required
    }
  }
}
    `) as unknown as TypedDocumentString<WishlistProductOptionsQuery, WishlistProductOptionsQueryVariables>;