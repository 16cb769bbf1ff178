import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ProductRow } from '@commerce/domain/catalogue/products';
import type { CategoryRow } from '@commerce/domain/catalogue/categories';
import type { ManufacturerRow } from '@commerce/domain/catalogue/manufacturers';
import type { InformationRow } from '@commerce/domain/content/pages';
import type { PostRow } from '@commerce/domain/content/blog';
import type { LocationRow } from '@commerce/domain/content/contact';
import type { CountryRef, ZoneRef } from '@commerce/domain/account/places';
import type { ApiContext } from '@commerce/domain/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  Upload: { input: unknown; output: unknown; }
};

export type AccountAddress = {
  __typename?: 'AccountAddress';
  address1?: Maybe<Scalars['String']['output']>;
  address2?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  company?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Country>;
  countryId?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  zipcode?: Maybe<Scalars['String']['output']>;
  zone?: Maybe<Zone>;
  zoneId?: Maybe<Scalars['String']['output']>;
};

export type AccountAddressInput = {
  address1?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  countryId?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  zipcode?: InputMaybe<Scalars['String']['input']>;
  zoneId?: InputMaybe<Scalars['String']['input']>;
};

export type AddressField = {
  __typename?: 'AddressField';
  defaultValue?: Maybe<Scalars['String']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  required?: Maybe<Scalars['Boolean']['output']>;
  type?: Maybe<Scalars['String']['output']>;
  values?: Maybe<Array<Maybe<FieldValue>>>;
};

export type Cart = {
  __typename?: 'Cart';
  /** Applied coupon code, or null. */
  coupon?: Maybe<Scalars['String']['output']>;
  products?: Maybe<Array<Maybe<CartProduct>>>;
  /** Number of units across all lines. */
  quantity?: Maybe<Scalars['Int']['output']>;
  /** Sum of line totals, formatted. */
  subtotal?: Maybe<Scalars['String']['output']>;
  total?: Maybe<Scalars['String']['output']>;
  /** Total lines: sub_total, coupon (when applied), shipping (when chosen), total. */
  totals?: Maybe<Array<Maybe<CartTotal>>>;
};

export type CartOption = {
  id?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

export type CartProduct = {
  __typename?: 'CartProduct';
  key?: Maybe<Scalars['String']['output']>;
  option?: Maybe<Array<Maybe<CartProductOption>>>;
  /** Unit regular price plus option add-ons, formatted. */
  original_price?: Maybe<Scalars['String']['output']>;
  /** Unit price paid: special (or regular) price plus option add-ons, formatted. */
  price?: Maybe<Scalars['String']['output']>;
  product?: Maybe<Product>;
  quantity?: Maybe<Scalars['Int']['output']>;
  /** Unit special price plus option add-ons, formatted, or empty when there is no special. */
  special?: Maybe<Scalars['String']['output']>;
  total?: Maybe<Scalars['String']['output']>;
};

export type CartProductOption = {
  __typename?: 'CartProductOption';
  name?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['String']['output']>;
};

/** A cart or order total line, OpenCart style. */
export type CartTotal = {
  __typename?: 'CartTotal';
  code?: Maybe<Scalars['String']['output']>;
  /** JSON text: for a coupon, {type: 'F' or 'P', rate, coupon_code}. */
  data?: Maybe<Scalars['String']['output']>;
  sort_order?: Maybe<Scalars['Int']['output']>;
  /** Formatted amount. */
  text?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  /** Amount in the session currency. */
  value?: Maybe<Scalars['Float']['output']>;
};

export type Category = {
  __typename?: 'Category';
  categories?: Maybe<Array<Maybe<Category>>>;
  description?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['ID']['output']>;
  image?: Maybe<Scalars['String']['output']>;
  imageLazy?: Maybe<Scalars['String']['output']>;
  keyword?: Maybe<Scalars['String']['output']>;
  meta?: Maybe<Meta>;
  name?: Maybe<Scalars['String']['output']>;
  parent_id?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};


export type CategoryCategoriesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type CategoryUrlArgs = {
  url?: InputMaybe<Scalars['String']['input']>;
};

export type CategoryResult = {
  __typename?: 'CategoryResult';
  content?: Maybe<Array<Maybe<Category>>>;
  first?: Maybe<Scalars['Boolean']['output']>;
  last?: Maybe<Scalars['Boolean']['output']>;
  number?: Maybe<Scalars['Int']['output']>;
  numberOfElements?: Maybe<Scalars['Int']['output']>;
  size?: Maybe<Scalars['Int']['output']>;
  totalElements?: Maybe<Scalars['Int']['output']>;
  totalPages?: Maybe<Scalars['Int']['output']>;
};

export type CheckoutLinkResult = {
  __typename?: 'CheckoutLinkResult';
  link?: Maybe<Scalars['String']['output']>;
};

export type ConfirmOrderResult = {
  __typename?: 'ConfirmOrderResult';
  callback?: Maybe<Scalars['String']['output']>;
  order?: Maybe<Order>;
  url?: Maybe<Scalars['String']['output']>;
};

export type Contact = {
  __typename?: 'Contact';
  address?: Maybe<Scalars['String']['output']>;
  comment?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  fax?: Maybe<Scalars['String']['output']>;
  geocode?: Maybe<Scalars['String']['output']>;
  locations?: Maybe<Array<Maybe<Location>>>;
  open?: Maybe<Scalars['String']['output']>;
  store?: Maybe<Scalars['String']['output']>;
  telephone?: Maybe<Scalars['String']['output']>;
};

export type ContactResult = {
  __typename?: 'ContactResult';
  status?: Maybe<Scalars['Boolean']['output']>;
};

export type CountriesResult = {
  __typename?: 'CountriesResult';
  content?: Maybe<Array<Maybe<Country>>>;
  first?: Maybe<Scalars['Boolean']['output']>;
  last?: Maybe<Scalars['Boolean']['output']>;
  number?: Maybe<Scalars['Int']['output']>;
  numberOfElements?: Maybe<Scalars['Int']['output']>;
  size?: Maybe<Scalars['Int']['output']>;
  totalElements?: Maybe<Scalars['Int']['output']>;
  totalPages?: Maybe<Scalars['Int']['output']>;
};

export type Country = {
  __typename?: 'Country';
  id?: Maybe<Scalars['ID']['output']>;
  name?: Maybe<Scalars['String']['output']>;
};

export type CreateOrderResult = {
  __typename?: 'CreateOrderResult';
  success?: Maybe<Scalars['String']['output']>;
};

export type Currency = {
  __typename?: 'Currency';
  active?: Maybe<Scalars['Boolean']['output']>;
  code?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  symbol_left?: Maybe<Scalars['String']['output']>;
  symbol_right?: Maybe<Scalars['String']['output']>;
  /** @deprecated Changed to name! */
  title?: Maybe<Scalars['String']['output']>;
};

export type Customer = {
  __typename?: 'Customer';
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
};

export type CustomerInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type ExtraField = {
  __typename?: 'ExtraField';
  name?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['String']['output']>;
};

export type FieldValue = {
  __typename?: 'FieldValue';
  text?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['String']['output']>;
};

export type FileResult = {
  __typename?: 'FileResult';
  code?: Maybe<Scalars['String']['output']>;
};

/** A bound on a range filter group: `id` is the filter group id, `value` the bound. */
export type FilterRangeInput = {
  id: Scalars['String']['input'];
  value: Scalars['Float']['input'];
};

/**
 * A frame's size as printed inside its temple ("50-20-145"), in millimetres: the lens width, the
 * bridge and the temple length.
 */
export type FrameFitInput = {
  bridge: Scalars['Float']['input'];
  lens_width: Scalars['Float']['input'];
  temple: Scalars['Float']['input'];
};

export type HomeResult = {
  __typename?: 'HomeResult';
  meta?: Maybe<Meta>;
};

export type InputField = {
  name?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

export type Language = {
  __typename?: 'Language';
  active?: Maybe<Scalars['Boolean']['output']>;
  code?: Maybe<Scalars['String']['output']>;
  image?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
};

export type Location = {
  __typename?: 'Location';
  address?: Maybe<Scalars['String']['output']>;
  comment?: Maybe<Scalars['String']['output']>;
  fax?: Maybe<Scalars['String']['output']>;
  geocode?: Maybe<Scalars['String']['output']>;
  image?: Maybe<Scalars['String']['output']>;
  imageLazy?: Maybe<Scalars['String']['output']>;
  open?: Maybe<Scalars['String']['output']>;
  telephone?: Maybe<Scalars['String']['output']>;
};

export type LoggedResult = {
  __typename?: 'LoggedResult';
  customer?: Maybe<Customer>;
  status?: Maybe<Scalars['Boolean']['output']>;
};

export type LoginResult = {
  __typename?: 'LoginResult';
  customer?: Maybe<Customer>;
  token?: Maybe<Scalars['String']['output']>;
};

export type LogoutResult = {
  __typename?: 'LogoutResult';
  status?: Maybe<Scalars['Boolean']['output']>;
};

export type Manufacturer = {
  __typename?: 'Manufacturer';
  id?: Maybe<Scalars['String']['output']>;
  image?: Maybe<Scalars['String']['output']>;
  imageBig?: Maybe<Scalars['String']['output']>;
  imageLazy?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  sort_order?: Maybe<Scalars['Int']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};


export type ManufacturerUrlArgs = {
  url?: InputMaybe<Scalars['String']['input']>;
};

export type ManufacturerResult = {
  __typename?: 'ManufacturerResult';
  content?: Maybe<Array<Maybe<Manufacturer>>>;
  first?: Maybe<Scalars['Boolean']['output']>;
  last?: Maybe<Scalars['Boolean']['output']>;
  number?: Maybe<Scalars['Int']['output']>;
  numberOfElements?: Maybe<Scalars['Int']['output']>;
  size?: Maybe<Scalars['Int']['output']>;
  totalElements?: Maybe<Scalars['Int']['output']>;
  totalPages?: Maybe<Scalars['Int']['output']>;
};

export type Meta = {
  __typename?: 'Meta';
  description?: Maybe<Scalars['String']['output']>;
  keyword?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

export type OptionValue = {
  __typename?: 'OptionValue';
  id?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /** The value's price add-on, formatted in the session currency with its sign (e.g. "+$49.00"); empty when it costs nothing extra. */
  price?: Maybe<Scalars['String']['output']>;
};

export type Order = {
  __typename?: 'Order';
  /** ISO date and time the order was placed. */
  date_added?: Maybe<Scalars['String']['output']>;
  /** Contact e-mail given at checkout. */
  email?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['String']['output']>;
  /** Payment method name. */
  payment_method?: Maybe<Scalars['String']['output']>;
  /** The order's lines. */
  products?: Maybe<Array<Maybe<OrderProduct>>>;
  /** True when a return may be requested for it: shipped or complete, with an item not already on its way back (docs/decisions/340-return-request-checks.md). */
  returnable?: Maybe<Scalars['Boolean']['output']>;
  /** The return requests filed for it, oldest first. */
  returns?: Maybe<Array<Maybe<OrderReturn>>>;
  /** Shipping method name. */
  shipping_method?: Maybe<Scalars['String']['output']>;
  /** Order status display name, e.g. Pending, Processing, Awaiting payment. */
  status?: Maybe<Scalars['String']['output']>;
  /** Order total, formatted in the order's currency. */
  total?: Maybe<Scalars['String']['output']>;
  /** The order's total lines (sub_total, coupon, shipping, total). */
  totals?: Maybe<Array<Maybe<CartTotal>>>;
};

/** A line of a placed order, as it was when the order was placed. */
export type OrderProduct = {
  __typename?: 'OrderProduct';
  /** Product model at the time of the order. */
  model?: Maybe<Scalars['String']['output']>;
  /** Product name at the time of the order. */
  name?: Maybe<Scalars['String']['output']>;
  /** Chosen options (name, type, value). */
  option?: Maybe<Array<Maybe<CartProductOption>>>;
  /** Unit price paid, formatted in the order's currency. */
  price?: Maybe<Scalars['String']['output']>;
  /** The ordered product's id (it may since have been removed from the catalogue). */
  product_id?: Maybe<Scalars['String']['output']>;
  /** Units ordered. */
  quantity?: Maybe<Scalars['Int']['output']>;
  /** Line total, formatted in the order's currency. */
  total?: Maybe<Scalars['String']['output']>;
};

/** A page of the customer's orders, in the contract's list envelope. */
export type OrderResult = {
  __typename?: 'OrderResult';
  /** The orders on this page. */
  content?: Maybe<Array<Maybe<Order>>>;
  /** True on the first page. */
  first?: Maybe<Scalars['Boolean']['output']>;
  /** True on the last page. */
  last?: Maybe<Scalars['Boolean']['output']>;
  /** This page's number, from 1. */
  number?: Maybe<Scalars['Int']['output']>;
  /** Orders on this page. */
  numberOfElements?: Maybe<Scalars['Int']['output']>;
  /** Page size. */
  size?: Maybe<Scalars['Int']['output']>;
  /** Orders in all. */
  totalElements?: Maybe<Scalars['Int']['output']>;
  /** Pages in all. */
  totalPages?: Maybe<Scalars['Int']['output']>;
};

/** A return request filed for an order's item (REST api/return). */
export type OrderReturn = {
  __typename?: 'OrderReturn';
  /** ISO date and time the request was filed. */
  date_added?: Maybe<Scalars['String']['output']>;
  /** The product's name as the order has it. */
  product?: Maybe<Scalars['String']['output']>;
  /** The ordered product's id, when the request names one. */
  product_id?: Maybe<Scalars['String']['output']>;
  /** The request's reference number. */
  return_id?: Maybe<Scalars['String']['output']>;
  /** Status display name: Pending, Awaiting Products, Complete. */
  status?: Maybe<Scalars['String']['output']>;
};

export type Page = {
  __typename?: 'Page';
  description?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['ID']['output']>;
  keyword?: Maybe<Scalars['String']['output']>;
  meta?: Maybe<Meta>;
  name?: Maybe<Scalars['String']['output']>;
  sort_order?: Maybe<Scalars['Int']['output']>;
  /** @deprecated Changed to name! */
  title?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};


export type PageUrlArgs = {
  url?: InputMaybe<Scalars['String']['input']>;
};

export type PageResult = {
  __typename?: 'PageResult';
  content?: Maybe<Array<Maybe<Page>>>;
  first?: Maybe<Scalars['Boolean']['output']>;
  last?: Maybe<Scalars['Boolean']['output']>;
  number?: Maybe<Scalars['Int']['output']>;
  numberOfElements?: Maybe<Scalars['Int']['output']>;
  size?: Maybe<Scalars['Int']['output']>;
  totalElements?: Maybe<Scalars['Int']['output']>;
  totalPages?: Maybe<Scalars['Int']['output']>;
};

/** The answer to a password reset request: the same whether or not an account has the e-mail. */
export type PasswordResetRequest = {
  __typename?: 'PasswordResetRequest';
  /** True once the request was taken. */
  status?: Maybe<Scalars['Boolean']['output']>;
};

export type PaymentAddressResult = {
  __typename?: 'PaymentAddressResult';
  agree?: Maybe<Scalars['String']['output']>;
  fields?: Maybe<Array<Maybe<AddressField>>>;
};

export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  codename?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
};

export type Post = {
  __typename?: 'Post';
  categories?: Maybe<Array<Maybe<CategoryBlog>>>;
  datePublished?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['ID']['output']>;
  image?: Maybe<Scalars['String']['output']>;
  imageLazy?: Maybe<Scalars['String']['output']>;
  keyword?: Maybe<Scalars['String']['output']>;
  meta?: Maybe<Meta>;
  name?: Maybe<Scalars['String']['output']>;
  next?: Maybe<Post>;
  prev?: Maybe<Post>;
  rating?: Maybe<Scalars['Float']['output']>;
  reviews?: Maybe<PostReviewResult>;
  shortDescription?: Maybe<Scalars['String']['output']>;
  /** @deprecated Changed to name! */
  title?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};


export type PostUrlArgs = {
  url?: InputMaybe<Scalars['String']['input']>;
};

export type PostResult = {
  __typename?: 'PostResult';
  content?: Maybe<Array<Maybe<Post>>>;
  first?: Maybe<Scalars['Boolean']['output']>;
  last?: Maybe<Scalars['Boolean']['output']>;
  number?: Maybe<Scalars['Int']['output']>;
  numberOfElements?: Maybe<Scalars['Int']['output']>;
  size?: Maybe<Scalars['Int']['output']>;
  totalElements?: Maybe<Scalars['Int']['output']>;
  totalPages?: Maybe<Scalars['Int']['output']>;
};

export type Product = {
  __typename?: 'Product';
  attributes?: Maybe<Array<Maybe<ProductAttribute>>>;
  /** ISO date the product was added. */
  date_added?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  extra?: Maybe<Array<Maybe<ExtraField>>>;
  id?: Maybe<Scalars['ID']['output']>;
  image?: Maybe<Scalars['String']['output']>;
  /** Alternative text for the main image. */
  imageAlt?: Maybe<Scalars['String']['output']>;
  imageBig?: Maybe<Scalars['String']['output']>;
  imageLazy?: Maybe<Scalars['String']['output']>;
  images?: Maybe<Array<Maybe<ProductImage>>>;
  keyword?: Maybe<Scalars['String']['output']>;
  /** True when stock is above zero but at or below the product's low-stock level. */
  low_stock?: Maybe<Scalars['Boolean']['output']>;
  manufacturer?: Maybe<Manufacturer>;
  manufacturerId?: Maybe<Scalars['String']['output']>;
  meta?: Maybe<Meta>;
  minimum?: Maybe<Scalars['Int']['output']>;
  model?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  options?: Maybe<Array<Maybe<ProductOption>>>;
  /** Regular price, formatted, ignoring any special. */
  original_price?: Maybe<Scalars['String']['output']>;
  price?: Maybe<Scalars['String']['output']>;
  products?: Maybe<Array<Maybe<Product>>>;
  /** Units in stock. */
  quantity?: Maybe<Scalars['Int']['output']>;
  rating?: Maybe<Scalars['Float']['output']>;
  reviews?: Maybe<Array<Maybe<ProductReview>>>;
  /** Number of approved reviews. */
  reviewsCount?: Maybe<Scalars['Int']['output']>;
  shortDescription?: Maybe<Scalars['String']['output']>;
  /** Stock keeping unit. */
  sku?: Maybe<Scalars['String']['output']>;
  special?: Maybe<Scalars['String']['output']>;
  stock?: Maybe<Scalars['Boolean']['output']>;
  tax?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};


export type ProductImagesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type ProductProductsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type ProductUrlArgs = {
  url?: InputMaybe<Scalars['String']['input']>;
};

export type ProductOption = {
  __typename?: 'ProductOption';
  id?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /** True when the shopper must choose a value before adding the product to the cart. */
  required?: Maybe<Scalars['Boolean']['output']>;
  type?: Maybe<Scalars['String']['output']>;
  values?: Maybe<Array<Maybe<OptionValue>>>;
};

export type ProductResult = {
  __typename?: 'ProductResult';
  content?: Maybe<Array<Maybe<Product>>>;
  first?: Maybe<Scalars['Boolean']['output']>;
  last?: Maybe<Scalars['Boolean']['output']>;
  number?: Maybe<Scalars['Int']['output']>;
  numberOfElements?: Maybe<Scalars['Int']['output']>;
  size?: Maybe<Scalars['Int']['output']>;
  totalElements?: Maybe<Scalars['Int']['output']>;
  totalPages?: Maybe<Scalars['Int']['output']>;
};

export type ProductReview = {
  __typename?: 'ProductReview';
  author?: Maybe<Scalars['String']['output']>;
  author_email?: Maybe<Scalars['String']['output']>;
  content?: Maybe<Scalars['String']['output']>;
  created_at?: Maybe<Scalars['String']['output']>;
  rating?: Maybe<Scalars['Float']['output']>;
};

export type RootMutationType = {
  __typename?: 'RootMutationType';
  accountAddAddress?: Maybe<AccountAddress>;
  accountEdit?: Maybe<Customer>;
  accountEditAddress?: Maybe<AccountAddress>;
  accountEditPassword?: Maybe<Customer>;
  /**
   * A forgotten password. When a customer has this e-mail, the store e-mails them a link to
   * `resetUrl` (the storefront's reset page, an absolute http(s) URL) with `token` added to its query;
   * the token is signed, works once and for 60 minutes. `resetUrl` must be on an origin the store
   * knows (its own, STOREFRONT_URL's, API_CORS_ORIGINS) or come in a call the storefront signs
   * (X-Lumen-Client, API_CLIENT_SECRET); else BAD_USER_INPUT. The answer is the same whether or not
   * an account has the e-mail, and so is its time (the e-mail is sent afterwards). Limits: 5 requests
   * an hour per caller's address (RATE_LIMITED), and 3 e-mails an hour to one address (past them the
   * answer stays the same and nothing is sent). A stock VueFront module has no reset: the storefront
   * links to the store's own forgotten-password page instead.
   */
  accountForgottenPassword?: Maybe<PasswordResetRequest>;
  accountLogin?: Maybe<LoginResult>;
  accountLogout?: Maybe<LogoutResult>;
  accountRegister?: Maybe<Customer>;
  accountRemoveAddress?: Maybe<Array<Maybe<AccountAddress>>>;
  /**
   * Sets a new password (4 to 20 characters) with a token from the reset e-mail. Every store session
   * of the customer is signed out, this one included: the customer signs in with the new password.
   * A token not good (expired, used, altered) is BAD_USER_INPUT with a message saying so, on the
   * field `token`; wrong tokens count as failed attempts (10 an hour per caller's address).
   */
  accountResetPassword?: Maybe<Customer>;
  addBlogPostReview?: Maybe<Post>;
  addReview?: Maybe<Product>;
  addToCart?: Maybe<Cart>;
  addToCompare?: Maybe<Array<Maybe<Product>>>;
  addToWishlist?: Maybe<Array<Maybe<Product>>>;
  clearCart?: Maybe<Cart>;
  confirmOrder?: Maybe<ConfirmOrderResult>;
  contactSend?: Maybe<ContactResult>;
  createOrder?: Maybe<CreateOrderResult>;
  editCurrency?: Maybe<Array<Maybe<Currency>>>;
  editLanguage?: Maybe<Array<Maybe<Language>>>;
  removeCart?: Maybe<Cart>;
  removeCompare?: Maybe<Array<Maybe<Product>>>;
  removeWishlist?: Maybe<Array<Maybe<Product>>>;
  updateCart?: Maybe<Cart>;
  updateOrder?: Maybe<UpdateOrderResult>;
  uploadFile?: Maybe<FileResult>;
};


export type RootMutationTypeAccountAddAddressArgs = {
  address?: InputMaybe<AccountAddressInput>;
};


export type RootMutationTypeAccountEditArgs = {
  customer?: InputMaybe<CustomerInput>;
};


export type RootMutationTypeAccountEditAddressArgs = {
  address?: InputMaybe<AccountAddressInput>;
  id?: InputMaybe<Scalars['String']['input']>;
};


export type RootMutationTypeAccountEditPasswordArgs = {
  password?: InputMaybe<Scalars['String']['input']>;
};


export type RootMutationTypeAccountForgottenPasswordArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  resetUrl?: InputMaybe<Scalars['String']['input']>;
};


export type RootMutationTypeAccountLoginArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};


export type RootMutationTypeAccountRegisterArgs = {
  customer?: InputMaybe<CustomerInput>;
};


export type RootMutationTypeAccountRemoveAddressArgs = {
  id?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type RootMutationTypeAccountResetPasswordArgs = {
  password?: InputMaybe<Scalars['String']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
};


export type RootMutationTypeAddBlogPostReviewArgs = {
  author?: InputMaybe<Scalars['String']['input']>;
  content?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['String']['input']>;
  rating?: InputMaybe<Scalars['Float']['input']>;
};


export type RootMutationTypeAddReviewArgs = {
  author?: InputMaybe<Scalars['String']['input']>;
  content?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['String']['input']>;
  rating?: InputMaybe<Scalars['Float']['input']>;
};


export type RootMutationTypeAddToCartArgs = {
  id?: InputMaybe<Scalars['String']['input']>;
  options?: InputMaybe<Array<InputMaybe<CartOption>>>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
};


export type RootMutationTypeAddToCompareArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
};


export type RootMutationTypeAddToWishlistArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
};


export type RootMutationTypeConfirmOrderArgs = {
  withPayment?: InputMaybe<Scalars['Boolean']['input']>;
};


export type RootMutationTypeContactSendArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};


export type RootMutationTypeEditCurrencyArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
};


export type RootMutationTypeEditLanguageArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
};


export type RootMutationTypeRemoveCartArgs = {
  key?: InputMaybe<Scalars['String']['input']>;
};


export type RootMutationTypeRemoveCompareArgs = {
  id?: InputMaybe<Scalars['String']['input']>;
};


export type RootMutationTypeRemoveWishlistArgs = {
  id?: InputMaybe<Scalars['String']['input']>;
};


export type RootMutationTypeUpdateCartArgs = {
  key?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
};


export type RootMutationTypeUpdateOrderArgs = {
  paymentAddress?: InputMaybe<Array<InputMaybe<InputField>>>;
  paymentAddressId?: InputMaybe<Scalars['String']['input']>;
  paymentMethod?: InputMaybe<Scalars['String']['input']>;
  shippingAddress?: InputMaybe<Array<InputMaybe<InputField>>>;
  shippingAddressId?: InputMaybe<Scalars['String']['input']>;
  shippingMethod?: InputMaybe<Scalars['String']['input']>;
};


export type RootMutationTypeUploadFileArgs = {
  file?: InputMaybe<Scalars['Upload']['input']>;
};

export type RootQueryType = {
  __typename?: 'RootQueryType';
  accountAddress?: Maybe<AccountAddress>;
  accountAddressList?: Maybe<Array<Maybe<AccountAddress>>>;
  accountCheckLogged?: Maybe<LoggedResult>;
  /** One of the logged-in customer's orders; for a guest, the order the session's last confirmOrder placed; else null. */
  accountOrder?: Maybe<Order>;
  /** The logged-in customer's orders, newest first. Empty for a guest. */
  accountOrdersList?: Maybe<OrderResult>;
  /**
   * True while `token` (from a password reset e-mail, see accountForgottenPassword) can still set a
   * password: signed by this store, not expired, not used. A false answer counts as a failed attempt
   * (10 an hour per caller's address).
   */
  accountPasswordResetValid?: Maybe<Scalars['Boolean']['output']>;
  authProxy?: Maybe<Scalars['String']['output']>;
  cart?: Maybe<Cart>;
  categoriesBlogList?: Maybe<CategoryBlogResult>;
  categoriesList?: Maybe<CategoryResult>;
  category?: Maybe<Category>;
  categoryBlog?: Maybe<CategoryBlog>;
  checkoutLink?: Maybe<CheckoutLinkResult>;
  compare?: Maybe<Array<Maybe<Product>>>;
  contact?: Maybe<Contact>;
  countriesList?: Maybe<CountriesResult>;
  country?: Maybe<Country>;
  currency?: Maybe<Array<Maybe<Currency>>>;
  home?: Maybe<HomeResult>;
  language?: Maybe<Array<Maybe<Language>>>;
  manufacturer?: Maybe<Manufacturer>;
  manufacturerList?: Maybe<ManufacturerResult>;
  page?: Maybe<Page>;
  pagesList?: Maybe<PageResult>;
  paymentAddress?: Maybe<PaymentAddressResult>;
  paymentMethods?: Maybe<Array<Maybe<PaymentMethod>>>;
  post?: Maybe<Post>;
  postsList?: Maybe<PostResult>;
  product?: Maybe<Product>;
  /**
   * Contract arguments, plus: min_price / max_price (base-currency bounds on the effective price),
   * min_filters / max_filters (bounds on range filter groups). `sort` also accepts id, name, price,
   * rating, model, date_added and sort_order; `filter` is a comma-separated list of filter option ids
   * (options of one group are ORed, groups are ANDed). `featured: true` keeps the products the store
   * features (OpenCart's Featured module), for the home page's featured carousel.
   * `fit` keeps the frames that fit like the given one, read from the product attributes "Lens width",
   * "Bridge" and "Temple length" (values such as "50 mm"): within 2 mm of its lens width and bridge
   * and 5 mm of its temple. In the default order (sort_order or id) they come nearest first: by the
   * sum of the lens width's and the bridge's differences plus two fifths of the temple's. A product
   * without the three attributes never fits.
   */
  productsList?: Maybe<ProductResult>;
  searchUrl?: Maybe<SearchUrlResult>;
  shippingAddress?: Maybe<Array<Maybe<AddressField>>>;
  shippingMethods?: Maybe<Array<Maybe<ShippingMethod>>>;
  totals?: Maybe<Array<Maybe<Total>>>;
  version?: Maybe<Scalars['String']['output']>;
  wishlist?: Maybe<Array<Maybe<Product>>>;
  zone?: Maybe<Zone>;
  zonesList?: Maybe<ZonesResult>;
};


export type RootQueryTypeAccountAddressArgs = {
  id?: InputMaybe<Scalars['String']['input']>;
};


export type RootQueryTypeAccountOrderArgs = {
  id?: InputMaybe<Scalars['String']['input']>;
};


export type RootQueryTypeAccountOrdersListArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type RootQueryTypeAccountPasswordResetValidArgs = {
  token?: InputMaybe<Scalars['String']['input']>;
};


export type RootQueryTypeAuthProxyArgs = {
  app?: InputMaybe<Scalars['String']['input']>;
};


export type RootQueryTypeCategoriesBlogListArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type RootQueryTypeCategoriesListArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  top?: InputMaybe<Scalars['Boolean']['input']>;
};


export type RootQueryTypeCategoryArgs = {
  id?: InputMaybe<Scalars['String']['input']>;
};


export type RootQueryTypeCategoryBlogArgs = {
  id?: InputMaybe<Scalars['String']['input']>;
};


export type RootQueryTypeCountriesListArgs = {
  order?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type RootQueryTypeCountryArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
};


export type RootQueryTypeManufacturerArgs = {
  id?: InputMaybe<Scalars['String']['input']>;
};


export type RootQueryTypeManufacturerListArgs = {
  order?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type RootQueryTypePageArgs = {
  id?: InputMaybe<Scalars['String']['input']>;
};


export type RootQueryTypePagesListArgs = {
  order?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type RootQueryTypePostArgs = {
  id?: InputMaybe<Scalars['String']['input']>;
};


export type RootQueryTypePostsListArgs = {
  category_id?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type RootQueryTypeProductArgs = {
  id?: InputMaybe<Scalars['String']['input']>;
};


export type RootQueryTypeProductsListArgs = {
  category_id?: InputMaybe<Scalars['String']['input']>;
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  fit?: InputMaybe<FrameFitInput>;
  ids?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  manufacturer_id?: InputMaybe<Scalars['String']['input']>;
  max_filters?: InputMaybe<Array<InputMaybe<FilterRangeInput>>>;
  max_price?: InputMaybe<Scalars['Float']['input']>;
  min_filters?: InputMaybe<Array<InputMaybe<FilterRangeInput>>>;
  min_price?: InputMaybe<Scalars['Float']['input']>;
  order?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  special?: InputMaybe<Scalars['Boolean']['input']>;
};


export type RootQueryTypeSearchUrlArgs = {
  url?: InputMaybe<Scalars['String']['input']>;
};


export type RootQueryTypeZoneArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
};


export type RootQueryTypeZonesListArgs = {
  country_id?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};

export type SearchUrlResult = {
  __typename?: 'SearchUrlResult';
  id?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

export type ShippingMethod = {
  __typename?: 'ShippingMethod';
  codename?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /** The shipping cost, formatted in the session currency. */
  text?: Maybe<Scalars['String']['output']>;
  /** The method's title without its cost (name is "title - cost", as real VueFront servers send it). */
  title?: Maybe<Scalars['String']['output']>;
};

export type Total = {
  __typename?: 'Total';
  text?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

export type UpdateOrderResult = {
  __typename?: 'UpdateOrderResult';
  paymentMethods?: Maybe<Array<Maybe<PaymentMethod>>>;
  shippingMethods?: Maybe<Array<Maybe<ShippingMethod>>>;
  totals?: Maybe<Array<Maybe<Total>>>;
};

export type Zone = {
  __typename?: 'Zone';
  countryId?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['ID']['output']>;
  name?: Maybe<Scalars['String']['output']>;
};

export type ZonesResult = {
  __typename?: 'ZonesResult';
  content?: Maybe<Array<Maybe<Zone>>>;
  first?: Maybe<Scalars['Boolean']['output']>;
  last?: Maybe<Scalars['Boolean']['output']>;
  number?: Maybe<Scalars['Int']['output']>;
  numberOfElements?: Maybe<Scalars['Int']['output']>;
  size?: Maybe<Scalars['Int']['output']>;
  totalElements?: Maybe<Scalars['Int']['output']>;
  totalPages?: Maybe<Scalars['Int']['output']>;
};

export type CategoryBlog = {
  __typename?: 'categoryBlog';
  categories?: Maybe<Array<Maybe<CategoryBlog>>>;
  description?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['ID']['output']>;
  image?: Maybe<Scalars['String']['output']>;
  imageLazy?: Maybe<Scalars['String']['output']>;
  keyword?: Maybe<Scalars['String']['output']>;
  meta?: Maybe<Meta>;
  name?: Maybe<Scalars['String']['output']>;
  parent_id?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};


export type CategoryBlogCategoriesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type CategoryBlogUrlArgs = {
  url?: InputMaybe<Scalars['String']['input']>;
};

export type CategoryBlogResult = {
  __typename?: 'categoryBlogResult';
  content?: Maybe<Array<Maybe<CategoryBlog>>>;
  first?: Maybe<Scalars['Boolean']['output']>;
  last?: Maybe<Scalars['Boolean']['output']>;
  number?: Maybe<Scalars['Int']['output']>;
  numberOfElements?: Maybe<Scalars['Int']['output']>;
  size?: Maybe<Scalars['Int']['output']>;
  totalElements?: Maybe<Scalars['Int']['output']>;
  totalPages?: Maybe<Scalars['Int']['output']>;
};

export type PostReview = {
  __typename?: 'postReview';
  author?: Maybe<Scalars['String']['output']>;
  author_email?: Maybe<Scalars['String']['output']>;
  content?: Maybe<Scalars['String']['output']>;
  created_at?: Maybe<Scalars['String']['output']>;
  rating?: Maybe<Scalars['Float']['output']>;
};

export type PostReviewResult = {
  __typename?: 'postReviewResult';
  content?: Maybe<Array<Maybe<PostReview>>>;
  totalElements?: Maybe<Scalars['Int']['output']>;
};

export type ProductAttribute = {
  __typename?: 'productAttribute';
  name?: Maybe<Scalars['String']['output']>;
  options?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
};

export type ProductImage = {
  __typename?: 'productImage';
  image?: Maybe<Scalars['String']['output']>;
  imageBig?: Maybe<Scalars['String']['output']>;
  imageLazy?: Maybe<Scalars['String']['output']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountAddress: ResolverTypeWrapper<Omit<AccountAddress, 'country' | 'zone'> & { country?: Maybe<ResolversTypes['Country']>, zone?: Maybe<ResolversTypes['Zone']> }>;
  AccountAddressInput: AccountAddressInput;
  AddressField: ResolverTypeWrapper<AddressField>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Cart: ResolverTypeWrapper<Omit<Cart, 'products'> & { products?: Maybe<Array<Maybe<ResolversTypes['CartProduct']>>> }>;
  CartOption: CartOption;
  CartProduct: ResolverTypeWrapper<Omit<CartProduct, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  CartProductOption: ResolverTypeWrapper<CartProductOption>;
  CartTotal: ResolverTypeWrapper<CartTotal>;
  Category: ResolverTypeWrapper<CategoryRow>;
  CategoryResult: ResolverTypeWrapper<Omit<CategoryResult, 'content'> & { content?: Maybe<Array<Maybe<ResolversTypes['Category']>>> }>;
  CheckoutLinkResult: ResolverTypeWrapper<CheckoutLinkResult>;
  ConfirmOrderResult: ResolverTypeWrapper<ConfirmOrderResult>;
  Contact: ResolverTypeWrapper<Omit<Contact, 'locations'> & { locations?: Maybe<Array<Maybe<ResolversTypes['Location']>>> }>;
  ContactResult: ResolverTypeWrapper<ContactResult>;
  CountriesResult: ResolverTypeWrapper<Omit<CountriesResult, 'content'> & { content?: Maybe<Array<Maybe<ResolversTypes['Country']>>> }>;
  Country: ResolverTypeWrapper<CountryRef>;
  CreateOrderResult: ResolverTypeWrapper<CreateOrderResult>;
  Currency: ResolverTypeWrapper<Currency>;
  Customer: ResolverTypeWrapper<Customer>;
  CustomerInput: CustomerInput;
  ExtraField: ResolverTypeWrapper<ExtraField>;
  FieldValue: ResolverTypeWrapper<FieldValue>;
  FileResult: ResolverTypeWrapper<FileResult>;
  FilterRangeInput: FilterRangeInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FrameFitInput: FrameFitInput;
  HomeResult: ResolverTypeWrapper<HomeResult>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InputField: InputField;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Language: ResolverTypeWrapper<Language>;
  Location: ResolverTypeWrapper<LocationRow>;
  LoggedResult: ResolverTypeWrapper<LoggedResult>;
  LoginResult: ResolverTypeWrapper<LoginResult>;
  LogoutResult: ResolverTypeWrapper<LogoutResult>;
  Manufacturer: ResolverTypeWrapper<ManufacturerRow>;
  ManufacturerResult: ResolverTypeWrapper<Omit<ManufacturerResult, 'content'> & { content?: Maybe<Array<Maybe<ResolversTypes['Manufacturer']>>> }>;
  Meta: ResolverTypeWrapper<Meta>;
  OptionValue: ResolverTypeWrapper<OptionValue>;
  Order: ResolverTypeWrapper<Order>;
  OrderProduct: ResolverTypeWrapper<OrderProduct>;
  OrderResult: ResolverTypeWrapper<OrderResult>;
  OrderReturn: ResolverTypeWrapper<OrderReturn>;
  Page: ResolverTypeWrapper<InformationRow>;
  PageResult: ResolverTypeWrapper<Omit<PageResult, 'content'> & { content?: Maybe<Array<Maybe<ResolversTypes['Page']>>> }>;
  PasswordResetRequest: ResolverTypeWrapper<PasswordResetRequest>;
  PaymentAddressResult: ResolverTypeWrapper<PaymentAddressResult>;
  PaymentMethod: ResolverTypeWrapper<PaymentMethod>;
  Post: ResolverTypeWrapper<PostRow>;
  PostResult: ResolverTypeWrapper<Omit<PostResult, 'content'> & { content?: Maybe<Array<Maybe<ResolversTypes['Post']>>> }>;
  Product: ResolverTypeWrapper<ProductRow>;
  ProductOption: ResolverTypeWrapper<ProductOption>;
  ProductResult: ResolverTypeWrapper<Omit<ProductResult, 'content'> & { content?: Maybe<Array<Maybe<ResolversTypes['Product']>>> }>;
  ProductReview: ResolverTypeWrapper<ProductReview>;
  RootMutationType: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RootQueryType: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SearchUrlResult: ResolverTypeWrapper<SearchUrlResult>;
  ShippingMethod: ResolverTypeWrapper<ShippingMethod>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Total: ResolverTypeWrapper<Total>;
  UpdateOrderResult: ResolverTypeWrapper<UpdateOrderResult>;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  Zone: ResolverTypeWrapper<ZoneRef>;
  ZonesResult: ResolverTypeWrapper<Omit<ZonesResult, 'content'> & { content?: Maybe<Array<Maybe<ResolversTypes['Zone']>>> }>;
  categoryBlog: ResolverTypeWrapper<CategoryRow>;
  categoryBlogResult: ResolverTypeWrapper<Omit<CategoryBlogResult, 'content'> & { content?: Maybe<Array<Maybe<ResolversTypes['categoryBlog']>>> }>;
  postReview: ResolverTypeWrapper<PostReview>;
  postReviewResult: ResolverTypeWrapper<PostReviewResult>;
  productAttribute: ResolverTypeWrapper<ProductAttribute>;
  productImage: ResolverTypeWrapper<ProductImage>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountAddress: Omit<AccountAddress, 'country' | 'zone'> & { country?: Maybe<ResolversParentTypes['Country']>, zone?: Maybe<ResolversParentTypes['Zone']> };
  AccountAddressInput: AccountAddressInput;
  AddressField: AddressField;
  Boolean: Scalars['Boolean']['output'];
  Cart: Omit<Cart, 'products'> & { products?: Maybe<Array<Maybe<ResolversParentTypes['CartProduct']>>> };
  CartOption: CartOption;
  CartProduct: Omit<CartProduct, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  CartProductOption: CartProductOption;
  CartTotal: CartTotal;
  Category: CategoryRow;
  CategoryResult: Omit<CategoryResult, 'content'> & { content?: Maybe<Array<Maybe<ResolversParentTypes['Category']>>> };
  CheckoutLinkResult: CheckoutLinkResult;
  ConfirmOrderResult: ConfirmOrderResult;
  Contact: Omit<Contact, 'locations'> & { locations?: Maybe<Array<Maybe<ResolversParentTypes['Location']>>> };
  ContactResult: ContactResult;
  CountriesResult: Omit<CountriesResult, 'content'> & { content?: Maybe<Array<Maybe<ResolversParentTypes['Country']>>> };
  Country: CountryRef;
  CreateOrderResult: CreateOrderResult;
  Currency: Currency;
  Customer: Customer;
  CustomerInput: CustomerInput;
  ExtraField: ExtraField;
  FieldValue: FieldValue;
  FileResult: FileResult;
  FilterRangeInput: FilterRangeInput;
  Float: Scalars['Float']['output'];
  FrameFitInput: FrameFitInput;
  HomeResult: HomeResult;
  ID: Scalars['ID']['output'];
  InputField: InputField;
  Int: Scalars['Int']['output'];
  Language: Language;
  Location: LocationRow;
  LoggedResult: LoggedResult;
  LoginResult: LoginResult;
  LogoutResult: LogoutResult;
  Manufacturer: ManufacturerRow;
  ManufacturerResult: Omit<ManufacturerResult, 'content'> & { content?: Maybe<Array<Maybe<ResolversParentTypes['Manufacturer']>>> };
  Meta: Meta;
  OptionValue: OptionValue;
  Order: Order;
  OrderProduct: OrderProduct;
  OrderResult: OrderResult;
  OrderReturn: OrderReturn;
  Page: InformationRow;
  PageResult: Omit<PageResult, 'content'> & { content?: Maybe<Array<Maybe<ResolversParentTypes['Page']>>> };
  PasswordResetRequest: PasswordResetRequest;
  PaymentAddressResult: PaymentAddressResult;
  PaymentMethod: PaymentMethod;
  Post: PostRow;
  PostResult: Omit<PostResult, 'content'> & { content?: Maybe<Array<Maybe<ResolversParentTypes['Post']>>> };
  Product: ProductRow;
  ProductOption: ProductOption;
  ProductResult: Omit<ProductResult, 'content'> & { content?: Maybe<Array<Maybe<ResolversParentTypes['Product']>>> };
  ProductReview: ProductReview;
  RootMutationType: Record<PropertyKey, never>;
  RootQueryType: Record<PropertyKey, never>;
  SearchUrlResult: SearchUrlResult;
  ShippingMethod: ShippingMethod;
  String: Scalars['String']['output'];
  Total: Total;
  UpdateOrderResult: UpdateOrderResult;
  Upload: Scalars['Upload']['output'];
  Zone: ZoneRef;
  ZonesResult: Omit<ZonesResult, 'content'> & { content?: Maybe<Array<Maybe<ResolversParentTypes['Zone']>>> };
  categoryBlog: CategoryRow;
  categoryBlogResult: Omit<CategoryBlogResult, 'content'> & { content?: Maybe<Array<Maybe<ResolversParentTypes['categoryBlog']>>> };
  postReview: PostReview;
  postReviewResult: PostReviewResult;
  productAttribute: ProductAttribute;
  productImage: ProductImage;
};

export type AccountAddressResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AccountAddress'] = ResolversParentTypes['AccountAddress']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType>;
  countryId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zipcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zone?: Resolver<Maybe<ResolversTypes['Zone']>, ParentType, ContextType>;
  zoneId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AddressFieldResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AddressField'] = ResolversParentTypes['AddressField']> = {
  defaultValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  required?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  values?: Resolver<Maybe<Array<Maybe<ResolversTypes['FieldValue']>>>, ParentType, ContextType>;
};

export type CartResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  coupon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  products?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartProduct']>>>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  subtotal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totals?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartTotal']>>>, ParentType, ContextType>;
};

export type CartProductResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CartProduct'] = ResolversParentTypes['CartProduct']> = {
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  option?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartProductOption']>>>, ParentType, ContextType>;
  original_price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  special?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CartProductOptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CartProductOption'] = ResolversParentTypes['CartProductOption']> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CartTotalResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CartTotal'] = ResolversParentTypes['CartTotal']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  data?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  categories?: Resolver<Maybe<Array<Maybe<ResolversTypes['Category']>>>, ParentType, ContextType, RequireFields<CategoryCategoriesArgs, 'limit'>>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageLazy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  keyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta?: Resolver<Maybe<ResolversTypes['Meta']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parent_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CategoryUrlArgs>>;
};

export type CategoryResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CategoryResult'] = ResolversParentTypes['CategoryResult']> = {
  content?: Resolver<Maybe<Array<Maybe<ResolversTypes['Category']>>>, ParentType, ContextType>;
  first?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  last?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  numberOfElements?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalElements?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalPages?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CheckoutLinkResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CheckoutLinkResult'] = ResolversParentTypes['CheckoutLinkResult']> = {
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConfirmOrderResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ConfirmOrderResult'] = ResolversParentTypes['ConfirmOrderResult']> = {
  callback?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContactResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Contact'] = ResolversParentTypes['Contact']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  geocode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locations?: Resolver<Maybe<Array<Maybe<ResolversTypes['Location']>>>, ParentType, ContextType>;
  open?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  store?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContactResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ContactResult'] = ResolversParentTypes['ContactResult']> = {
  status?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type CountriesResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CountriesResult'] = ResolversParentTypes['CountriesResult']> = {
  content?: Resolver<Maybe<Array<Maybe<ResolversTypes['Country']>>>, ParentType, ContextType>;
  first?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  last?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  numberOfElements?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalElements?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalPages?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CountryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreateOrderResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CreateOrderResult'] = ResolversParentTypes['CreateOrderResult']> = {
  success?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CurrencyResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Currency'] = ResolversParentTypes['Currency']> = {
  active?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  symbol_left?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  symbol_right?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ExtraFieldResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ExtraField'] = ResolversParentTypes['ExtraField']> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FieldValueResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FieldValue'] = ResolversParentTypes['FieldValue']> = {
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FileResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FileResult'] = ResolversParentTypes['FileResult']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HomeResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['HomeResult'] = ResolversParentTypes['HomeResult']> = {
  meta?: Resolver<Maybe<ResolversTypes['Meta']>, ParentType, ContextType>;
};

export type LanguageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Language'] = ResolversParentTypes['Language']> = {
  active?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LocationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  geocode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageLazy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  open?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LoggedResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LoggedResult'] = ResolversParentTypes['LoggedResult']> = {
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type LoginResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = {
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LogoutResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LogoutResult'] = ResolversParentTypes['LogoutResult']> = {
  status?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type ManufacturerResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Manufacturer'] = ResolversParentTypes['Manufacturer']> = {
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageBig?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageLazy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<ManufacturerUrlArgs>>;
};

export type ManufacturerResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ManufacturerResult'] = ResolversParentTypes['ManufacturerResult']> = {
  content?: Resolver<Maybe<Array<Maybe<ResolversTypes['Manufacturer']>>>, ParentType, ContextType>;
  first?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  last?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  numberOfElements?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalElements?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalPages?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MetaResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Meta'] = ResolversParentTypes['Meta']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  keyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OptionValueResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OptionValue'] = ResolversParentTypes['OptionValue']> = {
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  date_added?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payment_method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  products?: Resolver<Maybe<Array<Maybe<ResolversTypes['OrderProduct']>>>, ParentType, ContextType>;
  returnable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  returns?: Resolver<Maybe<Array<Maybe<ResolversTypes['OrderReturn']>>>, ParentType, ContextType>;
  shipping_method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totals?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartTotal']>>>, ParentType, ContextType>;
};

export type OrderProductResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OrderProduct'] = ResolversParentTypes['OrderProduct']> = {
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  option?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartProductOption']>>>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OrderResult'] = ResolversParentTypes['OrderResult']> = {
  content?: Resolver<Maybe<Array<Maybe<ResolversTypes['Order']>>>, ParentType, ContextType>;
  first?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  last?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  numberOfElements?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalElements?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalPages?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type OrderReturnResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OrderReturn'] = ResolversParentTypes['OrderReturn']> = {
  date_added?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  return_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  keyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta?: Resolver<Maybe<ResolversTypes['Meta']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<PageUrlArgs>>;
};

export type PageResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PageResult'] = ResolversParentTypes['PageResult']> = {
  content?: Resolver<Maybe<Array<Maybe<ResolversTypes['Page']>>>, ParentType, ContextType>;
  first?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  last?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  numberOfElements?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalElements?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalPages?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PasswordResetRequestResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PasswordResetRequest'] = ResolversParentTypes['PasswordResetRequest']> = {
  status?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type PaymentAddressResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PaymentAddressResult'] = ResolversParentTypes['PaymentAddressResult']> = {
  agree?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fields?: Resolver<Maybe<Array<Maybe<ResolversTypes['AddressField']>>>, ParentType, ContextType>;
};

export type PaymentMethodResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = {
  codename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PostResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Post'] = ResolversParentTypes['Post']> = {
  categories?: Resolver<Maybe<Array<Maybe<ResolversTypes['categoryBlog']>>>, ParentType, ContextType>;
  datePublished?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageLazy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  keyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta?: Resolver<Maybe<ResolversTypes['Meta']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  next?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType>;
  prev?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reviews?: Resolver<Maybe<ResolversTypes['postReviewResult']>, ParentType, ContextType>;
  shortDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<PostUrlArgs>>;
};

export type PostResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PostResult'] = ResolversParentTypes['PostResult']> = {
  content?: Resolver<Maybe<Array<Maybe<ResolversTypes['Post']>>>, ParentType, ContextType>;
  first?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  last?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  numberOfElements?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalElements?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalPages?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ProductResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  attributes?: Resolver<Maybe<Array<Maybe<ResolversTypes['productAttribute']>>>, ParentType, ContextType>;
  date_added?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  extra?: Resolver<Maybe<Array<Maybe<ResolversTypes['ExtraField']>>>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageAlt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageBig?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageLazy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  images?: Resolver<Maybe<Array<Maybe<ResolversTypes['productImage']>>>, ParentType, ContextType, RequireFields<ProductImagesArgs, 'limit'>>;
  keyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  low_stock?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  manufacturer?: Resolver<Maybe<ResolversTypes['Manufacturer']>, ParentType, ContextType>;
  manufacturerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta?: Resolver<Maybe<ResolversTypes['Meta']>, ParentType, ContextType>;
  minimum?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  options?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductOption']>>>, ParentType, ContextType>;
  original_price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  products?: Resolver<Maybe<Array<Maybe<ResolversTypes['Product']>>>, ParentType, ContextType, RequireFields<ProductProductsArgs, 'limit'>>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reviews?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductReview']>>>, ParentType, ContextType>;
  reviewsCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shortDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  special?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stock?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  tax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<ProductUrlArgs>>;
};

export type ProductOptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductOption'] = ResolversParentTypes['ProductOption']> = {
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  required?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  values?: Resolver<Maybe<Array<Maybe<ResolversTypes['OptionValue']>>>, ParentType, ContextType>;
};

export type ProductResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductResult'] = ResolversParentTypes['ProductResult']> = {
  content?: Resolver<Maybe<Array<Maybe<ResolversTypes['Product']>>>, ParentType, ContextType>;
  first?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  last?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  numberOfElements?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalElements?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalPages?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ProductReviewResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductReview'] = ResolversParentTypes['ProductReview']> = {
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  author_email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type RootMutationTypeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RootMutationType'] = ResolversParentTypes['RootMutationType']> = {
  accountAddAddress?: Resolver<Maybe<ResolversTypes['AccountAddress']>, ParentType, ContextType, Partial<RootMutationTypeAccountAddAddressArgs>>;
  accountEdit?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, Partial<RootMutationTypeAccountEditArgs>>;
  accountEditAddress?: Resolver<Maybe<ResolversTypes['AccountAddress']>, ParentType, ContextType, Partial<RootMutationTypeAccountEditAddressArgs>>;
  accountEditPassword?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, Partial<RootMutationTypeAccountEditPasswordArgs>>;
  accountForgottenPassword?: Resolver<Maybe<ResolversTypes['PasswordResetRequest']>, ParentType, ContextType, Partial<RootMutationTypeAccountForgottenPasswordArgs>>;
  accountLogin?: Resolver<Maybe<ResolversTypes['LoginResult']>, ParentType, ContextType, Partial<RootMutationTypeAccountLoginArgs>>;
  accountLogout?: Resolver<Maybe<ResolversTypes['LogoutResult']>, ParentType, ContextType>;
  accountRegister?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, Partial<RootMutationTypeAccountRegisterArgs>>;
  accountRemoveAddress?: Resolver<Maybe<Array<Maybe<ResolversTypes['AccountAddress']>>>, ParentType, ContextType, RequireFields<RootMutationTypeAccountRemoveAddressArgs, 'page' | 'size'>>;
  accountResetPassword?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, Partial<RootMutationTypeAccountResetPasswordArgs>>;
  addBlogPostReview?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType, Partial<RootMutationTypeAddBlogPostReviewArgs>>;
  addReview?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, Partial<RootMutationTypeAddReviewArgs>>;
  addToCart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType, RequireFields<RootMutationTypeAddToCartArgs, 'options' | 'quantity'>>;
  addToCompare?: Resolver<Maybe<Array<Maybe<ResolversTypes['Product']>>>, ParentType, ContextType, Partial<RootMutationTypeAddToCompareArgs>>;
  addToWishlist?: Resolver<Maybe<Array<Maybe<ResolversTypes['Product']>>>, ParentType, ContextType, Partial<RootMutationTypeAddToWishlistArgs>>;
  clearCart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  confirmOrder?: Resolver<Maybe<ResolversTypes['ConfirmOrderResult']>, ParentType, ContextType, RequireFields<RootMutationTypeConfirmOrderArgs, 'withPayment'>>;
  contactSend?: Resolver<Maybe<ResolversTypes['ContactResult']>, ParentType, ContextType, Partial<RootMutationTypeContactSendArgs>>;
  createOrder?: Resolver<Maybe<ResolversTypes['CreateOrderResult']>, ParentType, ContextType>;
  editCurrency?: Resolver<Maybe<Array<Maybe<ResolversTypes['Currency']>>>, ParentType, ContextType, Partial<RootMutationTypeEditCurrencyArgs>>;
  editLanguage?: Resolver<Maybe<Array<Maybe<ResolversTypes['Language']>>>, ParentType, ContextType, Partial<RootMutationTypeEditLanguageArgs>>;
  removeCart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType, Partial<RootMutationTypeRemoveCartArgs>>;
  removeCompare?: Resolver<Maybe<Array<Maybe<ResolversTypes['Product']>>>, ParentType, ContextType, Partial<RootMutationTypeRemoveCompareArgs>>;
  removeWishlist?: Resolver<Maybe<Array<Maybe<ResolversTypes['Product']>>>, ParentType, ContextType, Partial<RootMutationTypeRemoveWishlistArgs>>;
  updateCart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType, RequireFields<RootMutationTypeUpdateCartArgs, 'quantity'>>;
  updateOrder?: Resolver<Maybe<ResolversTypes['UpdateOrderResult']>, ParentType, ContextType, Partial<RootMutationTypeUpdateOrderArgs>>;
  uploadFile?: Resolver<Maybe<ResolversTypes['FileResult']>, ParentType, ContextType, Partial<RootMutationTypeUploadFileArgs>>;
};

export type RootQueryTypeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RootQueryType'] = ResolversParentTypes['RootQueryType']> = {
  accountAddress?: Resolver<Maybe<ResolversTypes['AccountAddress']>, ParentType, ContextType, Partial<RootQueryTypeAccountAddressArgs>>;
  accountAddressList?: Resolver<Maybe<Array<Maybe<ResolversTypes['AccountAddress']>>>, ParentType, ContextType>;
  accountCheckLogged?: Resolver<Maybe<ResolversTypes['LoggedResult']>, ParentType, ContextType>;
  accountOrder?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, Partial<RootQueryTypeAccountOrderArgs>>;
  accountOrdersList?: Resolver<Maybe<ResolversTypes['OrderResult']>, ParentType, ContextType, RequireFields<RootQueryTypeAccountOrdersListArgs, 'page' | 'size'>>;
  accountPasswordResetValid?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, Partial<RootQueryTypeAccountPasswordResetValidArgs>>;
  authProxy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<RootQueryTypeAuthProxyArgs>>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  categoriesBlogList?: Resolver<Maybe<ResolversTypes['categoryBlogResult']>, ParentType, ContextType, RequireFields<RootQueryTypeCategoriesBlogListArgs, 'order' | 'page' | 'parent' | 'size' | 'sort'>>;
  categoriesList?: Resolver<Maybe<ResolversTypes['CategoryResult']>, ParentType, ContextType, RequireFields<RootQueryTypeCategoriesListArgs, 'order' | 'page' | 'parent' | 'size' | 'sort' | 'top'>>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, Partial<RootQueryTypeCategoryArgs>>;
  categoryBlog?: Resolver<Maybe<ResolversTypes['categoryBlog']>, ParentType, ContextType, Partial<RootQueryTypeCategoryBlogArgs>>;
  checkoutLink?: Resolver<Maybe<ResolversTypes['CheckoutLinkResult']>, ParentType, ContextType>;
  compare?: Resolver<Maybe<Array<Maybe<ResolversTypes['Product']>>>, ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['Contact']>, ParentType, ContextType>;
  countriesList?: Resolver<Maybe<ResolversTypes['CountriesResult']>, ParentType, ContextType, RequireFields<RootQueryTypeCountriesListArgs, 'order' | 'page' | 'size' | 'sort'>>;
  country?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType, Partial<RootQueryTypeCountryArgs>>;
  currency?: Resolver<Maybe<Array<Maybe<ResolversTypes['Currency']>>>, ParentType, ContextType>;
  home?: Resolver<Maybe<ResolversTypes['HomeResult']>, ParentType, ContextType>;
  language?: Resolver<Maybe<Array<Maybe<ResolversTypes['Language']>>>, ParentType, ContextType>;
  manufacturer?: Resolver<Maybe<ResolversTypes['Manufacturer']>, ParentType, ContextType, Partial<RootQueryTypeManufacturerArgs>>;
  manufacturerList?: Resolver<Maybe<ResolversTypes['ManufacturerResult']>, ParentType, ContextType, RequireFields<RootQueryTypeManufacturerListArgs, 'order' | 'page' | 'search' | 'size' | 'sort'>>;
  page?: Resolver<Maybe<ResolversTypes['Page']>, ParentType, ContextType, Partial<RootQueryTypePageArgs>>;
  pagesList?: Resolver<Maybe<ResolversTypes['PageResult']>, ParentType, ContextType, RequireFields<RootQueryTypePagesListArgs, 'order' | 'page' | 'search' | 'size' | 'sort'>>;
  paymentAddress?: Resolver<Maybe<ResolversTypes['PaymentAddressResult']>, ParentType, ContextType>;
  paymentMethods?: Resolver<Maybe<Array<Maybe<ResolversTypes['PaymentMethod']>>>, ParentType, ContextType>;
  post?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType, Partial<RootQueryTypePostArgs>>;
  postsList?: Resolver<Maybe<ResolversTypes['PostResult']>, ParentType, ContextType, RequireFields<RootQueryTypePostsListArgs, 'category_id' | 'order' | 'page' | 'size' | 'sort'>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, Partial<RootQueryTypeProductArgs>>;
  productsList?: Resolver<Maybe<ResolversTypes['ProductResult']>, ParentType, ContextType, RequireFields<RootQueryTypeProductsListArgs, 'category_id' | 'filter' | 'ids' | 'manufacturer_id' | 'order' | 'page' | 'search' | 'size' | 'sort' | 'special'>>;
  searchUrl?: Resolver<Maybe<ResolversTypes['SearchUrlResult']>, ParentType, ContextType, Partial<RootQueryTypeSearchUrlArgs>>;
  shippingAddress?: Resolver<Maybe<Array<Maybe<ResolversTypes['AddressField']>>>, ParentType, ContextType>;
  shippingMethods?: Resolver<Maybe<Array<Maybe<ResolversTypes['ShippingMethod']>>>, ParentType, ContextType>;
  totals?: Resolver<Maybe<Array<Maybe<ResolversTypes['Total']>>>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wishlist?: Resolver<Maybe<Array<Maybe<ResolversTypes['Product']>>>, ParentType, ContextType>;
  zone?: Resolver<Maybe<ResolversTypes['Zone']>, ParentType, ContextType, Partial<RootQueryTypeZoneArgs>>;
  zonesList?: Resolver<Maybe<ResolversTypes['ZonesResult']>, ParentType, ContextType, RequireFields<RootQueryTypeZonesListArgs, 'order' | 'page' | 'size' | 'sort'>>;
};

export type SearchUrlResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SearchUrlResult'] = ResolversParentTypes['SearchUrlResult']> = {
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShippingMethodResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ShippingMethod'] = ResolversParentTypes['ShippingMethod']> = {
  codename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TotalResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Total'] = ResolversParentTypes['Total']> = {
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UpdateOrderResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['UpdateOrderResult'] = ResolversParentTypes['UpdateOrderResult']> = {
  paymentMethods?: Resolver<Maybe<Array<Maybe<ResolversTypes['PaymentMethod']>>>, ParentType, ContextType>;
  shippingMethods?: Resolver<Maybe<Array<Maybe<ResolversTypes['ShippingMethod']>>>, ParentType, ContextType>;
  totals?: Resolver<Maybe<Array<Maybe<ResolversTypes['Total']>>>, ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type ZoneResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Zone'] = ResolversParentTypes['Zone']> = {
  countryId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ZonesResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ZonesResult'] = ResolversParentTypes['ZonesResult']> = {
  content?: Resolver<Maybe<Array<Maybe<ResolversTypes['Zone']>>>, ParentType, ContextType>;
  first?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  last?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  numberOfElements?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalElements?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalPages?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CategoryBlogResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['categoryBlog'] = ResolversParentTypes['categoryBlog']> = {
  categories?: Resolver<Maybe<Array<Maybe<ResolversTypes['categoryBlog']>>>, ParentType, ContextType, RequireFields<CategoryBlogCategoriesArgs, 'limit'>>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageLazy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  keyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta?: Resolver<Maybe<ResolversTypes['Meta']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parent_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CategoryBlogUrlArgs>>;
};

export type CategoryBlogResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['categoryBlogResult'] = ResolversParentTypes['categoryBlogResult']> = {
  content?: Resolver<Maybe<Array<Maybe<ResolversTypes['categoryBlog']>>>, ParentType, ContextType>;
  first?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  last?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  numberOfElements?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalElements?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalPages?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PostReviewResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['postReview'] = ResolversParentTypes['postReview']> = {
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  author_email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type PostReviewResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['postReviewResult'] = ResolversParentTypes['postReviewResult']> = {
  content?: Resolver<Maybe<Array<Maybe<ResolversTypes['postReview']>>>, ParentType, ContextType>;
  totalElements?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ProductAttributeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['productAttribute'] = ResolversParentTypes['productAttribute']> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  options?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
};

export type ProductImageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['productImage'] = ResolversParentTypes['productImage']> = {
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageBig?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageLazy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = ApiContext> = {
  AccountAddress?: AccountAddressResolvers<ContextType>;
  AddressField?: AddressFieldResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartProduct?: CartProductResolvers<ContextType>;
  CartProductOption?: CartProductOptionResolvers<ContextType>;
  CartTotal?: CartTotalResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategoryResult?: CategoryResultResolvers<ContextType>;
  CheckoutLinkResult?: CheckoutLinkResultResolvers<ContextType>;
  ConfirmOrderResult?: ConfirmOrderResultResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
  ContactResult?: ContactResultResolvers<ContextType>;
  CountriesResult?: CountriesResultResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CreateOrderResult?: CreateOrderResultResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  ExtraField?: ExtraFieldResolvers<ContextType>;
  FieldValue?: FieldValueResolvers<ContextType>;
  FileResult?: FileResultResolvers<ContextType>;
  HomeResult?: HomeResultResolvers<ContextType>;
  Language?: LanguageResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  LoggedResult?: LoggedResultResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  LogoutResult?: LogoutResultResolvers<ContextType>;
  Manufacturer?: ManufacturerResolvers<ContextType>;
  ManufacturerResult?: ManufacturerResultResolvers<ContextType>;
  Meta?: MetaResolvers<ContextType>;
  OptionValue?: OptionValueResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderProduct?: OrderProductResolvers<ContextType>;
  OrderResult?: OrderResultResolvers<ContextType>;
  OrderReturn?: OrderReturnResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  PageResult?: PageResultResolvers<ContextType>;
  PasswordResetRequest?: PasswordResetRequestResolvers<ContextType>;
  PaymentAddressResult?: PaymentAddressResultResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  Post?: PostResolvers<ContextType>;
  PostResult?: PostResultResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductOption?: ProductOptionResolvers<ContextType>;
  ProductResult?: ProductResultResolvers<ContextType>;
  ProductReview?: ProductReviewResolvers<ContextType>;
  RootMutationType?: RootMutationTypeResolvers<ContextType>;
  RootQueryType?: RootQueryTypeResolvers<ContextType>;
  SearchUrlResult?: SearchUrlResultResolvers<ContextType>;
  ShippingMethod?: ShippingMethodResolvers<ContextType>;
  Total?: TotalResolvers<ContextType>;
  UpdateOrderResult?: UpdateOrderResultResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  Zone?: ZoneResolvers<ContextType>;
  ZonesResult?: ZonesResultResolvers<ContextType>;
  categoryBlog?: CategoryBlogResolvers<ContextType>;
  categoryBlogResult?: CategoryBlogResultResolvers<ContextType>;
  postReview?: PostReviewResolvers<ContextType>;
  postReviewResult?: PostReviewResultResolvers<ContextType>;
  productAttribute?: ProductAttributeResolvers<ContextType>;
  productImage?: ProductImageResolvers<ContextType>;
};

