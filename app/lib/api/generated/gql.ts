/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AddressFields on AccountAddress {\n    id\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    zipcode\n    countryId\n    zoneId\n    country {\n      id\n      name\n    }\n    zone {\n      id\n      name\n    }\n  }\n": typeof types.AddressFieldsFragmentDoc,
    "\n  fragment LoggedStateFields on LoggedResult {\n    status\n    customer {\n      id\n      firstName\n      lastName\n      email\n      phone\n    }\n  }\n": typeof types.LoggedStateFieldsFragmentDoc,
    "\n  fragment OrderSummaryFields on Order {\n    id\n    status\n    date_added\n    total\n    products {\n      product_id\n      name\n      model\n      quantity\n      price\n      total\n      option {\n        name\n        type\n        value\n      }\n    }\n    returnable\n    returns {\n      return_id\n      product\n      status\n    }\n  }\n": typeof types.OrderSummaryFieldsFragmentDoc,
    "\n  query AccountLoggedState {\n    accountCheckLogged {\n      ...LoggedStateFields\n    }\n  }\n": typeof types.AccountLoggedStateDocument,
    "\n  query AccountAddressForm($id: String, $withAddress: Boolean!, $countryId: String, $withZones: Boolean!) {\n    accountCheckLogged {\n      ...LoggedStateFields\n    }\n    accountAddress(id: $id) @include(if: $withAddress) {\n      ...AddressFields\n    }\n    countriesList(page: 1, size: -1) {\n      content {\n        id\n        name\n      }\n    }\n    zonesList(country_id: $countryId, page: 1, size: -1) @include(if: $withZones) {\n      content {\n        id\n        name\n        countryId\n      }\n    }\n  }\n": typeof types.AccountAddressFormDocument,
    "\n  query AddressZones($countryId: String) {\n    zonesList(country_id: $countryId, page: 1, size: -1) {\n      content {\n        id\n        name\n        countryId\n      }\n    }\n  }\n": typeof types.AddressZonesDocument,
    "\n  mutation AccountAddAddress($address: AccountAddressInput) {\n    accountAddAddress(address: $address) {\n      id\n    }\n  }\n": typeof types.AccountAddAddressDocument,
    "\n  mutation AccountEditAddress($id: String, $address: AccountAddressInput) {\n    accountEditAddress(id: $id, address: $address) {\n      id\n    }\n  }\n": typeof types.AccountEditAddressDocument,
    "\n  query AccountAddressBook {\n    accountCheckLogged {\n      ...LoggedStateFields\n    }\n    accountAddressList {\n      ...AddressFields\n    }\n  }\n": typeof types.AccountAddressBookDocument,
    "\n  mutation AccountRemoveAddress($id: String) {\n    accountRemoveAddress(id: $id, page: 1, size: -1) {\n      id\n    }\n  }\n": typeof types.AccountRemoveAddressDocument,
    "\n  mutation AccountLogout {\n    accountLogout {\n      status\n    }\n  }\n": typeof types.AccountLogoutDocument,
    "\n  mutation AccountRegister($customer: CustomerInput) {\n    accountRegister(customer: $customer) {\n      id\n      phone\n    }\n  }\n": typeof types.AccountRegisterDocument,
    "\n  query PlacedOrder($id: String) {\n    accountOrder(id: $id) {\n      ...OrderSummaryFields\n    }\n  }\n": typeof types.PlacedOrderDocument,
    "\n  query AccountOrderHistory($page: Int, $size: Int) {\n    accountCheckLogged {\n      ...LoggedStateFields\n    }\n    accountOrdersList(page: $page, size: $size) {\n      content {\n        ...OrderSummaryFields\n      }\n      number\n      totalPages\n      totalElements\n    }\n  }\n": typeof types.AccountOrderHistoryDocument,
    "\n  mutation AccountEditPassword($password: String) {\n    accountEditPassword(password: $password) {\n      id\n      email\n    }\n  }\n": typeof types.AccountEditPasswordDocument,
    "\n  query AccountHub($size: Int) {\n    accountCheckLogged {\n      ...LoggedStateFields\n    }\n    accountOrdersList(page: 1, size: $size) {\n      content {\n        ...OrderSummaryFields\n      }\n      totalElements\n    }\n  }\n": typeof types.AccountHubDocument,
    "\n  mutation AccountEdit($customer: CustomerInput) {\n    accountEdit(customer: $customer) {\n      id\n    }\n  }\n": typeof types.AccountEditDocument,
    "\n  mutation AccountLogin($email: String, $password: String) {\n    accountLogin(email: $email, password: $password) {\n      token\n      customer {\n        id\n        phone\n      }\n    }\n  }\n": typeof types.AccountLoginDocument,
    "\n  mutation AccountForgottenPassword($email: String, $resetUrl: String) {\n    accountForgottenPassword(email: $email, resetUrl: $resetUrl) {\n      status\n    }\n  }\n": typeof types.AccountForgottenPasswordDocument,
    "\n  query AccountPasswordResetValid($token: String) {\n    accountPasswordResetValid(token: $token)\n  }\n": typeof types.AccountPasswordResetValidDocument,
    "\n  mutation AccountResetPassword($token: String, $password: String) {\n    accountResetPassword(token: $token, password: $password) {\n      id\n      email\n    }\n  }\n": typeof types.AccountResetPasswordDocument,
    "\n  query ApiVersion {\n    version\n  }\n": typeof types.ApiVersionDocument,
    "\n  query HealthCheck {\n    version\n  }\n": typeof types.HealthCheckDocument,
    "\n  query StoreBasics {\n    version\n    currency {\n      code\n      name\n      symbol_left\n      symbol_right\n      active\n    }\n    language {\n      code\n      name\n      image\n      active\n    }\n    categoriesList(page: 1, size: -1) {\n      content {\n        id\n      }\n    }\n    pagesList(page: 1, size: -1) {\n      content {\n        id\n        keyword\n        url(url: \"/page/_id\")\n      }\n    }\n  }\n": typeof types.StoreBasicsDocument,
    "\n  query StoreExtensionsProbe {\n    __typename\n    accountOrdersList(size: 1) @skip(if: true) {\n      totalElements\n    }\n    productsList(size: 1, min_price: 0, fit: { lens_width: 50, bridge: 20, temple: 145 }) @skip(if: true) {\n      totalElements\n    }\n    cart @skip(if: true) {\n      totals {\n        code\n      }\n    }\n  }\n": typeof types.StoreExtensionsProbeDocument,
    "\n  fragment PostCardFields on Post {\n    id\n    name\n    shortDescription\n    datePublished\n    image\n    url(url: \"/blog/post/_id\")\n  }\n": typeof types.PostCardFieldsFragmentDoc,
    "\n  fragment PostListFields on PostResult {\n    number\n    totalPages\n    totalElements\n    content {\n      ...PostCardFields\n    }\n  }\n": typeof types.PostListFieldsFragmentDoc,
    "\n  query BlogPostPage($id: String) {\n    post(id: $id) {\n      id\n      name\n      url(url: \"/blog/post/_id\")\n      description\n      datePublished\n      image\n      rating\n      meta {\n        ...MetaFields\n      }\n      categories {\n        id\n        name\n        image\n        url(url: \"/blog/category/_id\")\n      }\n      prev {\n        id\n        name\n        image\n        url(url: \"/blog/post/_id\")\n      }\n      next {\n        id\n        name\n        image\n        url(url: \"/blog/post/_id\")\n      }\n      reviews {\n        totalElements\n        content {\n          author\n          content\n          created_at\n          rating\n        }\n      }\n    }\n  }\n": typeof types.BlogPostPageDocument,
    "\n  mutation AddBlogPostReview($id: String, $author: String, $content: String, $rating: Float) {\n    addBlogPostReview(id: $id, author: $author, content: $content, rating: $rating) {\n      id\n    }\n  }\n": typeof types.AddBlogPostReviewDocument,
    "\n  query BlogPostId($id: String) {\n    post(id: $id) {\n      id\n    }\n  }\n": typeof types.BlogPostIdDocument,
    "\n  query BlogSearch($search: String, $page: Int, $size: Int) {\n    postsList(search: $search, page: $page, size: $size, sort: \"date_published\", order: \"DESC\") {\n      ...PostListFields\n    }\n  }\n": typeof types.BlogSearchDocument,
    "\n  query BlogCategoryPage($id: String, $page: Int, $size: Int) {\n    categoryBlog(id: $id) {\n      id\n      name\n      description\n      url(url: \"/blog/category/_id\")\n      meta {\n        ...MetaFields\n      }\n      categories(limit: -1) {\n        id\n        name\n        image\n        url(url: \"/blog/category/_id\")\n      }\n    }\n    postsList(category_id: $id, page: $page, size: $size, sort: \"date_published\", order: \"DESC\") {\n      ...PostListFields\n    }\n  }\n": typeof types.BlogCategoryPageDocument,
    "\n  query BlogCategoryId($keyword: String) {\n    categoryBlog(id: $keyword) {\n      id\n    }\n  }\n": typeof types.BlogCategoryIdDocument,
    "\n  fragment CartFields on Cart {\n    total\n    subtotal\n    coupon\n    quantity\n    totals {\n      code\n      title\n      value\n      text\n      data\n      sort_order\n    }\n    products {\n      key\n      quantity\n      total\n      price\n      original_price\n      special\n      option {\n        name\n        type\n        value\n      }\n      product {\n        id\n        name\n        model\n        image\n        imageAlt\n        url(url: \"/store/product/_id\")\n        manufacturer {\n          name\n        }\n      }\n    }\n  }\n": typeof types.CartFieldsFragmentDoc,
    "\n  mutation CartAdd($id: String, $quantity: Int, $options: [CartOption]) {\n    addToCart(id: $id, quantity: $quantity, options: $options) {\n      products {\n        key\n        quantity\n        option {\n          name\n        }\n        product {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.CartAddDocument,
    "\n  query CartOptionTypes($id: String) {\n    product(id: $id) {\n      id\n      options {\n        id\n        type\n      }\n    }\n  }\n": typeof types.CartOptionTypesDocument,
    "\n  query CartLines {\n    cart {\n      products {\n        key\n        quantity\n      }\n    }\n  }\n": typeof types.CartLinesDocument,
    "\n  query CartLineStock {\n    cart {\n      products {\n        key\n        quantity\n        product {\n          id\n          quantity\n        }\n      }\n    }\n  }\n": typeof types.CartLineStockDocument,
    "\n  mutation CartUpdate($key: String, $quantity: Int) {\n    updateCart(key: $key, quantity: $quantity) {\n      total\n    }\n  }\n": typeof types.CartUpdateDocument,
    "\n  mutation CartRemove($key: String) {\n    removeCart(key: $key) {\n      total\n    }\n  }\n": typeof types.CartRemoveDocument,
    "\n  mutation CartClear {\n    clearCart {\n      total\n    }\n  }\n": typeof types.CartClearDocument,
    "\n  query BrandList {\n    manufacturerList(page: 1, size: -1, sort: \"name\", order: \"ASC\") {\n      content {\n        id\n        name\n        image\n        url(url: \"/store/manufacturer/_id\")\n      }\n    }\n  }\n": typeof types.BrandListDocument,
    "\n  fragment ListingProductsFields on ProductResult {\n    content {\n      ...ProductTileFields\n      shortDescription\n    }\n    totalElements\n    totalPages\n  }\n": typeof types.ListingProductsFieldsFragmentDoc,
    "\n  query ManufacturerPage($manufacturerId: String, $page: Int, $size: Int, $sort: String, $order: String) {\n    manufacturer(id: $manufacturerId) {\n      id\n      name\n      image\n      url(url: \"/store/manufacturer/_id\")\n    }\n    productsList(manufacturer_id: $manufacturerId, page: $page, size: $size, sort: $sort, order: $order) {\n      ...ListingProductsFields\n    }\n  }\n": typeof types.ManufacturerPageDocument,
    "\n  query SpecialPage($page: Int, $size: Int, $sort: String, $order: String) {\n    productsList(special: true, page: $page, size: $size, sort: $sort, order: $order) {\n      ...ListingProductsFields\n    }\n  }\n": typeof types.SpecialPageDocument,
    "\n  query CatalogPage(\n    $categoryId: String\n    $withCategory: Boolean!\n    $listCategoryId: String\n    $filter: String\n    $minPrice: Float\n    $maxPrice: Float\n    $minFilters: [FilterRangeInput]\n    $maxFilters: [FilterRangeInput]\n    $search: String\n    $fit: FrameFitInput\n    $sort: String\n    $order: String\n    $size: Int\n    $page: Int\n  ) {\n    category(id: $categoryId) @include(if: $withCategory) {\n      id\n      name\n      description\n      url(url: \"/store/category/_id\")\n      meta {\n        ...MetaFields\n      }\n      categories(limit: -1) {\n        id\n        name\n        url(url: \"/store/category/_id\")\n      }\n    }\n    productsList(\n      category_id: $listCategoryId\n      filter: $filter\n      min_price: $minPrice\n      max_price: $maxPrice\n      min_filters: $minFilters\n      max_filters: $maxFilters\n      search: $search\n      fit: $fit\n      sort: $sort\n      order: $order\n      size: $size\n      page: $page\n    ) {\n      content {\n        ...ProductTileFields\n      }\n      totalElements\n    }\n  }\n": typeof types.CatalogPageDocument,
    "\n  query CatalogMeasures($categoryId: String) {\n    productsList(category_id: $categoryId, size: 3) {\n      content {\n        attributes {\n          name\n          options\n        }\n      }\n    }\n  }\n": typeof types.CatalogMeasuresDocument,
    "\n  fragment CheckoutAddressField on AddressField {\n    name\n    label\n    type\n    required\n    defaultValue\n    values {\n      text\n      value\n    }\n  }\n": typeof types.CheckoutAddressFieldFragmentDoc,
    "\n  query CheckoutPage(\n    $information: Boolean!\n    $shipping: Boolean!\n    $payment: Boolean!\n    $zones: Boolean!\n    $zonesCountry: String\n    $addresses: Boolean!\n  ) {\n    cart {\n      ...CartFields\n    }\n    accountCheckLogged {\n      status\n      customer {\n        id\n        email\n        phone\n      }\n    }\n    paymentAddress {\n      fields {\n        ...CheckoutAddressField\n      }\n    }\n    shippingAddress {\n      ...CheckoutAddressField\n    }\n    countriesList(page: 1, size: -1) @include(if: $information) {\n      content {\n        id\n        name\n      }\n    }\n    # Step 1 asks the zones of the country it will most likely show, and a signed-in customer's\n    # address book, in the same call (app/lib/checkout/checkout.server.ts).\n    zonesList(country_id: $zonesCountry, page: 1, size: -1) @include(if: $zones) {\n      content {\n        id\n        name\n        countryId\n      }\n    }\n    accountAddressList @include(if: $addresses) {\n      ...AddressFields\n    }\n    shippingMethods @include(if: $shipping) {\n      codename\n      name\n      title\n    }\n    paymentMethods @include(if: $payment) {\n      codename\n      name\n    }\n    totals {\n      title\n      text\n    }\n    checkoutLink @include(if: $payment) {\n      link\n    }\n  }\n": typeof types.CheckoutPageDocument,
    "\n  query CheckoutHandover {\n    checkoutLink {\n      link\n    }\n  }\n": typeof types.CheckoutHandoverDocument,
    "\n  query CheckoutFields {\n    paymentAddress {\n      fields {\n        ...CheckoutAddressField\n      }\n    }\n    shippingAddress {\n      ...CheckoutAddressField\n    }\n  }\n": typeof types.CheckoutFieldsDocument,
    "\n  query CheckoutPlaceNames($countryId: Int, $zoneId: Int, $withZone: Boolean!) {\n    country(id: $countryId) {\n      name\n    }\n    zone(id: $zoneId) @include(if: $withZone) {\n      name\n    }\n  }\n": typeof types.CheckoutPlaceNamesDocument,
    "\n  query CheckoutSavedAddresses {\n    accountAddressList {\n      ...AddressFields\n    }\n  }\n": typeof types.CheckoutSavedAddressesDocument,
    "\n  mutation CheckoutInformation($paymentAddress: [InputField], $shippingAddress: [InputField]) {\n    createOrder {\n      success\n    }\n    updateOrder(paymentAddress: $paymentAddress, shippingAddress: $shippingAddress) {\n      totals {\n        title\n        text\n      }\n    }\n  }\n": typeof types.CheckoutInformationDocument,
    "\n  mutation CheckoutMethod($shippingMethod: String, $paymentMethod: String) {\n    updateOrder(shippingMethod: $shippingMethod, paymentMethod: $paymentMethod) {\n      totals {\n        title\n        text\n      }\n    }\n  }\n": typeof types.CheckoutMethodDocument,
    "\n  mutation CheckoutConfirm {\n    confirmOrder {\n      url\n      order {\n        id\n      }\n    }\n  }\n": typeof types.CheckoutConfirmDocument,
    "\n  query CheckoutCoupon {\n    cart {\n      coupon\n    }\n  }\n": typeof types.CheckoutCouponDocument,
    "\n  query CheckoutOrderDetails {\n    cart {\n      ...CartFields\n    }\n    accountCheckLogged {\n      status\n      customer {\n        id\n      }\n    }\n    paymentAddress {\n      fields {\n        ...CheckoutAddressField\n      }\n    }\n    shippingAddress {\n      ...CheckoutAddressField\n    }\n    shippingMethods {\n      codename\n      name\n      title\n    }\n    totals {\n      title\n      text\n    }\n  }\n": typeof types.CheckoutOrderDetailsDocument,
    "\n  query CheckoutProductOptions($id: String) {\n    product(id: $id) {\n      id\n      options {\n        id\n        name\n        type\n        values {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.CheckoutProductOptionsDocument,
    "\n  query ComparePage {\n    compare {\n      id\n      name\n      shortDescription\n      model\n      price\n      special\n      stock\n      image\n      imageAlt\n      rating\n      url(url: \"/store/product/_id\")\n      manufacturer {\n        name\n      }\n    }\n  }\n": typeof types.ComparePageDocument,
    "\n  query CompareIds {\n    compare {\n      id\n      name\n    }\n  }\n": typeof types.CompareIdsDocument,
    "\n  mutation CompareAdd($id: Int) {\n    addToCompare(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.CompareAddDocument,
    "\n  mutation CompareRemove($id: String) {\n    removeCompare(id: $id) {\n      id\n    }\n  }\n": typeof types.CompareRemoveDocument,
    "\n  query ContactPage {\n    contact {\n      store\n      address\n      email\n      telephone\n      fax\n      open\n      comment\n      locations {\n        address\n        telephone\n        image\n        comment\n        open\n      }\n    }\n  }\n": typeof types.ContactPageDocument,
    "\n  mutation ContactSend($name: String, $email: String, $message: String) {\n    contactSend(name: $name, email: $email, message: $message) {\n      status\n    }\n  }\n": typeof types.ContactSendDocument,
    "\n  fragment MetaFields on Meta {\n    title\n    description\n    keyword\n  }\n": typeof types.MetaFieldsFragmentDoc,
    "\n  query InformationPage($id: String) {\n    page(id: $id) {\n      id\n      name\n      description\n      url(url: \"/page/_id\")\n      meta {\n        ...MetaFields\n      }\n    }\n  }\n": typeof types.InformationPageDocument,
    "\n  query ResolveUrl($url: String) {\n    searchUrl(url: $url) {\n      id\n      type\n    }\n  }\n": typeof types.ResolveUrlDocument,
    "\n  query HomePage($tabCategory: String, $tabSize: Int, $newArrivals: String, $size: Int) {\n    home {\n      meta {\n        ...MetaFields\n      }\n    }\n    brands: manufacturerList(page: 1, size: -1, sort: \"name\", order: \"ASC\") {\n      content {\n        id\n        name\n        image\n        url(url: \"/store/manufacturer/_id\")\n      }\n    }\n    tab: productsList(category_id: $tabCategory, size: $tabSize, sort: \"date_added\", order: \"DESC\") {\n      content {\n        ...ProductTileFields\n      }\n    }\n    latest: productsList(category_id: $newArrivals, size: $size, sort: \"date_added\", order: \"DESC\") {\n      content {\n        ...ProductTileFields\n      }\n    }\n    specials: productsList(special: true, size: $size, sort: \"date_added\", order: \"DESC\") {\n      content {\n        ...ProductTileFields\n      }\n    }\n    featured: productsList(featured: true, size: $size, sort: \"date_added\", order: \"DESC\") {\n      content {\n        ...ProductTileFields\n      }\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  query HomeTab($categoryId: String, $size: Int) {\n    productsList(category_id: $categoryId, size: $size, sort: \"date_added\", order: \"DESC\") {\n      content {\n        ...ProductTileFields\n      }\n    }\n  }\n": typeof types.HomeTabDocument,
    "\n  mutation UploadPrescription($file: Upload) {\n    uploadFile(file: $file) {\n      code\n    }\n  }\n": typeof types.UploadPrescriptionDocument,
    "\n  query ShopMenu {\n    categories: categoriesList(page: 1, size: 10, parent: 0) {\n      content {\n        id\n        name\n        url(url: \"/store/category/_id\")\n      }\n    }\n    top: categoriesList(page: 1, size: -1, parent: 0, top: true) {\n      content {\n        id\n        name\n        url(url: \"/store/category/_id\")\n        image\n        categories(limit: -1) {\n          id\n          name\n          url(url: \"/store/category/_id\")\n        }\n      }\n    }\n  }\n": typeof types.ShopMenuDocument,
    "\n  mutation EditCurrencyDocument($code: String) {\n    editCurrency(code: $code) {\n      code\n      active\n    }\n  }\n": typeof types.EditCurrencyDocumentDocument,
    "\n  mutation EditLanguageDocument($code: String) {\n    editLanguage(code: $code) {\n      code\n      active\n    }\n  }\n": typeof types.EditLanguageDocumentDocument,
    "\n  fragment ProductTileFields on Product {\n    id\n    name\n    price\n    special\n    image\n    imageAlt\n    stock\n    low_stock\n    url(url: \"/store/product/_id\")\n    manufacturer {\n      name\n    }\n  }\n": typeof types.ProductTileFieldsFragmentDoc,
    "\n  query ProductPage($id: String, $imageLimit: Int, $relatedLimit: Int, $featuredSize: Int, $categoryId: String, $withCategory: Boolean!) {\n    product(id: $id) {\n      id\n      name\n      model\n      sku\n      url(url: \"/store/product/_id\")\n      price\n      special\n      stock\n      minimum\n      rating\n      image\n      imageBig\n      imageAlt\n      images(limit: $imageLimit) {\n        image\n        imageBig\n      }\n      description\n      manufacturer {\n        id\n        name\n        url(url: \"/store/manufacturer/_id\")\n      }\n      attributes {\n        name\n        options\n      }\n      options {\n        id\n        name\n        type\n        required\n        values {\n          id\n          name\n          price\n        }\n      }\n      reviews {\n        author\n        content\n        created_at\n        rating\n      }\n      meta {\n        ...MetaFields\n      }\n      related: products(limit: $relatedLimit) {\n        ...ProductTileFields\n      }\n    }\n    category(id: $categoryId) @include(if: $withCategory) {\n      id\n      name\n      url(url: \"/store/category/_id\")\n    }\n    featured: productsList(featured: true, page: 1, size: $featuredSize, sort: \"date_added\", order: \"DESC\") {\n      content {\n        ...ProductTileFields\n      }\n    }\n  }\n": typeof types.ProductPageDocument,
    "\n  mutation AddProductReview($id: String, $author: String, $content: String, $rating: Float) {\n    addReview(id: $id, author: $author, content: $content, rating: $rating) {\n      id\n    }\n  }\n": typeof types.AddProductReviewDocument,
    "\n  query SearchProducts($search: String, $page: Int, $size: Int) {\n    productsList(search: $search, page: $page, size: $size) {\n      content {\n        ...ProductTileFields\n      }\n      totalElements\n      totalPages\n      number\n    }\n  }\n": typeof types.SearchProductsDocument,
    "\n  query SitemapProductCount {\n    productsList(page: 1, size: 1) {\n      totalElements\n    }\n  }\n": typeof types.SitemapProductCountDocument,
    "\n  query SitemapProducts($page: Int, $size: Int) {\n    productsList(page: $page, size: $size) {\n      content {\n        id\n        url(url: \"/store/product/_id\")\n      }\n      last\n    }\n  }\n": typeof types.SitemapProductsDocument,
    "\n  query SitemapCatalogue {\n    categoriesList(page: 1, size: -1, parent: -1) {\n      content {\n        id\n        url(url: \"/store/category/_id\")\n      }\n    }\n    manufacturerList(page: 1, size: -1, sort: \"name\", order: \"ASC\") {\n      content {\n        id\n        url(url: \"/store/manufacturer/_id\")\n      }\n    }\n  }\n": typeof types.SitemapCatalogueDocument,
    "\n  query SitemapContent {\n    pagesList(page: 1, size: -1) {\n      content {\n        id\n        url(url: \"/page/_id\")\n      }\n    }\n    postsList(page: 1, size: -1, sort: \"date_published\", order: \"DESC\") {\n      content {\n        id\n        datePublished\n        url(url: \"/blog/post/_id\")\n      }\n    }\n    categoriesBlogList(page: 1, size: -1, parent: -1) {\n      content {\n        id\n        url(url: \"/blog/category/_id\")\n      }\n    }\n  }\n": typeof types.SitemapContentDocument,
    "\n  fragment ShellCurrencyFields on Currency {\n    code\n    name\n    symbol_left\n    symbol_right\n    active\n  }\n": typeof types.ShellCurrencyFieldsFragmentDoc,
    "\n  fragment ShellLanguageFields on Language {\n    code\n    name\n    image\n    active\n  }\n": typeof types.ShellLanguageFieldsFragmentDoc,
    "\n  query ShopperShell {\n    cart {\n      ...CartFields\n    }\n    wishlist {\n      id\n    }\n    accountCheckLogged {\n      status\n      customer {\n        firstName\n        lastName\n      }\n    }\n    currency {\n      ...ShellCurrencyFields\n    }\n    language {\n      ...ShellLanguageFields\n    }\n  }\n": typeof types.ShopperShellDocument,
    "\n  query WishlistPage {\n    wishlist {\n      ...ProductTileFields\n      model\n    }\n  }\n": typeof types.WishlistPageDocument,
    "\n  query WishlistIds {\n    wishlist {\n      id\n    }\n  }\n": typeof types.WishlistIdsDocument,
    "\n  mutation WishlistAdd($id: Int) {\n    addToWishlist(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.WishlistAddDocument,
    "\n  mutation WishlistRemove($id: String) {\n    removeWishlist(id: $id) {\n      id\n    }\n  }\n": typeof types.WishlistRemoveDocument,
    "\n  query WishlistProductOptions($id: String) {\n    product(id: $id) {\n      options {\n        id\n        name\n        required\n      }\n    }\n  }\n": typeof types.WishlistProductOptionsDocument,
};
const documents: Documents = {
    "\n  fragment AddressFields on AccountAddress {\n    id\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    zipcode\n    countryId\n    zoneId\n    country {\n      id\n      name\n    }\n    zone {\n      id\n      name\n    }\n  }\n": types.AddressFieldsFragmentDoc,
    "\n  fragment LoggedStateFields on LoggedResult {\n    status\n    customer {\n      id\n      firstName\n      lastName\n      email\n      phone\n    }\n  }\n": types.LoggedStateFieldsFragmentDoc,
    "\n  fragment OrderSummaryFields on Order {\n    id\n    status\n    date_added\n    total\n    products {\n      product_id\n      name\n      model\n      quantity\n      price\n      total\n      option {\n        name\n        type\n        value\n      }\n    }\n    returnable\n    returns {\n      return_id\n      product\n      status\n    }\n  }\n": types.OrderSummaryFieldsFragmentDoc,
    "\n  query AccountLoggedState {\n    accountCheckLogged {\n      ...LoggedStateFields\n    }\n  }\n": types.AccountLoggedStateDocument,
    "\n  query AccountAddressForm($id: String, $withAddress: Boolean!, $countryId: String, $withZones: Boolean!) {\n    accountCheckLogged {\n      ...LoggedStateFields\n    }\n    accountAddress(id: $id) @include(if: $withAddress) {\n      ...AddressFields\n    }\n    countriesList(page: 1, size: -1) {\n      content {\n        id\n        name\n      }\n    }\n    zonesList(country_id: $countryId, page: 1, size: -1) @include(if: $withZones) {\n      content {\n        id\n        name\n        countryId\n      }\n    }\n  }\n": types.AccountAddressFormDocument,
    "\n  query AddressZones($countryId: String) {\n    zonesList(country_id: $countryId, page: 1, size: -1) {\n      content {\n        id\n        name\n        countryId\n      }\n    }\n  }\n": types.AddressZonesDocument,
    "\n  mutation AccountAddAddress($address: AccountAddressInput) {\n    accountAddAddress(address: $address) {\n      id\n    }\n  }\n": types.AccountAddAddressDocument,
    "\n  mutation AccountEditAddress($id: String, $address: AccountAddressInput) {\n    accountEditAddress(id: $id, address: $address) {\n      id\n    }\n  }\n": types.AccountEditAddressDocument,
    "\n  query AccountAddressBook {\n    accountCheckLogged {\n      ...LoggedStateFields\n    }\n    accountAddressList {\n      ...AddressFields\n    }\n  }\n": types.AccountAddressBookDocument,
    "\n  mutation AccountRemoveAddress($id: String) {\n    accountRemoveAddress(id: $id, page: 1, size: -1) {\n      id\n    }\n  }\n": types.AccountRemoveAddressDocument,
    "\n  mutation AccountLogout {\n    accountLogout {\n      status\n    }\n  }\n": types.AccountLogoutDocument,
    "\n  mutation AccountRegister($customer: CustomerInput) {\n    accountRegister(customer: $customer) {\n      id\n      phone\n    }\n  }\n": types.AccountRegisterDocument,
    "\n  query PlacedOrder($id: String) {\n    accountOrder(id: $id) {\n      ...OrderSummaryFields\n    }\n  }\n": types.PlacedOrderDocument,
    "\n  query AccountOrderHistory($page: Int, $size: Int) {\n    accountCheckLogged {\n      ...LoggedStateFields\n    }\n    accountOrdersList(page: $page, size: $size) {\n      content {\n        ...OrderSummaryFields\n      }\n      number\n      totalPages\n      totalElements\n    }\n  }\n": types.AccountOrderHistoryDocument,
    "\n  mutation AccountEditPassword($password: String) {\n    accountEditPassword(password: $password) {\n      id\n      email\n    }\n  }\n": types.AccountEditPasswordDocument,
    "\n  query AccountHub($size: Int) {\n    accountCheckLogged {\n      ...LoggedStateFields\n    }\n    accountOrdersList(page: 1, size: $size) {\n      content {\n        ...OrderSummaryFields\n      }\n      totalElements\n    }\n  }\n": types.AccountHubDocument,
    "\n  mutation AccountEdit($customer: CustomerInput) {\n    accountEdit(customer: $customer) {\n      id\n    }\n  }\n": types.AccountEditDocument,
    "\n  mutation AccountLogin($email: String, $password: String) {\n    accountLogin(email: $email, password: $password) {\n      token\n      customer {\n        id\n        phone\n      }\n    }\n  }\n": types.AccountLoginDocument,
    "\n  mutation AccountForgottenPassword($email: String, $resetUrl: String) {\n    accountForgottenPassword(email: $email, resetUrl: $resetUrl) {\n      status\n    }\n  }\n": types.AccountForgottenPasswordDocument,
    "\n  query AccountPasswordResetValid($token: String) {\n    accountPasswordResetValid(token: $token)\n  }\n": types.AccountPasswordResetValidDocument,
    "\n  mutation AccountResetPassword($token: String, $password: String) {\n    accountResetPassword(token: $token, password: $password) {\n      id\n      email\n    }\n  }\n": types.AccountResetPasswordDocument,
    "\n  query ApiVersion {\n    version\n  }\n": types.ApiVersionDocument,
    "\n  query HealthCheck {\n    version\n  }\n": types.HealthCheckDocument,
    "\n  query StoreBasics {\n    version\n    currency {\n      code\n      name\n      symbol_left\n      symbol_right\n      active\n    }\n    language {\n      code\n      name\n      image\n      active\n    }\n    categoriesList(page: 1, size: -1) {\n      content {\n        id\n      }\n    }\n    pagesList(page: 1, size: -1) {\n      content {\n        id\n        keyword\n        url(url: \"/page/_id\")\n      }\n    }\n  }\n": types.StoreBasicsDocument,
    "\n  query StoreExtensionsProbe {\n    __typename\n    accountOrdersList(size: 1) @skip(if: true) {\n      totalElements\n    }\n    productsList(size: 1, min_price: 0, fit: { lens_width: 50, bridge: 20, temple: 145 }) @skip(if: true) {\n      totalElements\n    }\n    cart @skip(if: true) {\n      totals {\n        code\n      }\n    }\n  }\n": types.StoreExtensionsProbeDocument,
    "\n  fragment PostCardFields on Post {\n    id\n    name\n    shortDescription\n    datePublished\n    image\n    url(url: \"/blog/post/_id\")\n  }\n": types.PostCardFieldsFragmentDoc,
    "\n  fragment PostListFields on PostResult {\n    number\n    totalPages\n    totalElements\n    content {\n      ...PostCardFields\n    }\n  }\n": types.PostListFieldsFragmentDoc,
    "\n  query BlogPostPage($id: String) {\n    post(id: $id) {\n      id\n      name\n      url(url: \"/blog/post/_id\")\n      description\n      datePublished\n      image\n      rating\n      meta {\n        ...MetaFields\n      }\n      categories {\n        id\n        name\n        image\n        url(url: \"/blog/category/_id\")\n      }\n      prev {\n        id\n        name\n        image\n        url(url: \"/blog/post/_id\")\n      }\n      next {\n        id\n        name\n        image\n        url(url: \"/blog/post/_id\")\n      }\n      reviews {\n        totalElements\n        content {\n          author\n          content\n          created_at\n          rating\n        }\n      }\n    }\n  }\n": types.BlogPostPageDocument,
    "\n  mutation AddBlogPostReview($id: String, $author: String, $content: String, $rating: Float) {\n    addBlogPostReview(id: $id, author: $author, content: $content, rating: $rating) {\n      id\n    }\n  }\n": types.AddBlogPostReviewDocument,
    "\n  query BlogPostId($id: String) {\n    post(id: $id) {\n      id\n    }\n  }\n": types.BlogPostIdDocument,
    "\n  query BlogSearch($search: String, $page: Int, $size: Int) {\n    postsList(search: $search, page: $page, size: $size, sort: \"date_published\", order: \"DESC\") {\n      ...PostListFields\n    }\n  }\n": types.BlogSearchDocument,
    "\n  query BlogCategoryPage($id: String, $page: Int, $size: Int) {\n    categoryBlog(id: $id) {\n      id\n      name\n      description\n      url(url: \"/blog/category/_id\")\n      meta {\n        ...MetaFields\n      }\n      categories(limit: -1) {\n        id\n        name\n        image\n        url(url: \"/blog/category/_id\")\n      }\n    }\n    postsList(category_id: $id, page: $page, size: $size, sort: \"date_published\", order: \"DESC\") {\n      ...PostListFields\n    }\n  }\n": types.BlogCategoryPageDocument,
    "\n  query BlogCategoryId($keyword: String) {\n    categoryBlog(id: $keyword) {\n      id\n    }\n  }\n": types.BlogCategoryIdDocument,
    "\n  fragment CartFields on Cart {\n    total\n    subtotal\n    coupon\n    quantity\n    totals {\n      code\n      title\n      value\n      text\n      data\n      sort_order\n    }\n    products {\n      key\n      quantity\n      total\n      price\n      original_price\n      special\n      option {\n        name\n        type\n        value\n      }\n      product {\n        id\n        name\n        model\n        image\n        imageAlt\n        url(url: \"/store/product/_id\")\n        manufacturer {\n          name\n        }\n      }\n    }\n  }\n": types.CartFieldsFragmentDoc,
    "\n  mutation CartAdd($id: String, $quantity: Int, $options: [CartOption]) {\n    addToCart(id: $id, quantity: $quantity, options: $options) {\n      products {\n        key\n        quantity\n        option {\n          name\n        }\n        product {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.CartAddDocument,
    "\n  query CartOptionTypes($id: String) {\n    product(id: $id) {\n      id\n      options {\n        id\n        type\n      }\n    }\n  }\n": types.CartOptionTypesDocument,
    "\n  query CartLines {\n    cart {\n      products {\n        key\n        quantity\n      }\n    }\n  }\n": types.CartLinesDocument,
    "\n  query CartLineStock {\n    cart {\n      products {\n        key\n        quantity\n        product {\n          id\n          quantity\n        }\n      }\n    }\n  }\n": types.CartLineStockDocument,
    "\n  mutation CartUpdate($key: String, $quantity: Int) {\n    updateCart(key: $key, quantity: $quantity) {\n      total\n    }\n  }\n": types.CartUpdateDocument,
    "\n  mutation CartRemove($key: String) {\n    removeCart(key: $key) {\n      total\n    }\n  }\n": types.CartRemoveDocument,
    "\n  mutation CartClear {\n    clearCart {\n      total\n    }\n  }\n": types.CartClearDocument,
    "\n  query BrandList {\n    manufacturerList(page: 1, size: -1, sort: \"name\", order: \"ASC\") {\n      content {\n        id\n        name\n        image\n        url(url: \"/store/manufacturer/_id\")\n      }\n    }\n  }\n": types.BrandListDocument,
    "\n  fragment ListingProductsFields on ProductResult {\n    content {\n      ...ProductTileFields\n      shortDescription\n    }\n    totalElements\n    totalPages\n  }\n": types.ListingProductsFieldsFragmentDoc,
    "\n  query ManufacturerPage($manufacturerId: String, $page: Int, $size: Int, $sort: String, $order: String) {\n    manufacturer(id: $manufacturerId) {\n      id\n      name\n      image\n      url(url: \"/store/manufacturer/_id\")\n    }\n    productsList(manufacturer_id: $manufacturerId, page: $page, size: $size, sort: $sort, order: $order) {\n      ...ListingProductsFields\n    }\n  }\n": types.ManufacturerPageDocument,
    "\n  query SpecialPage($page: Int, $size: Int, $sort: String, $order: String) {\n    productsList(special: true, page: $page, size: $size, sort: $sort, order: $order) {\n      ...ListingProductsFields\n    }\n  }\n": types.SpecialPageDocument,
    "\n  query CatalogPage(\n    $categoryId: String\n    $withCategory: Boolean!\n    $listCategoryId: String\n    $filter: String\n    $minPrice: Float\n    $maxPrice: Float\n    $minFilters: [FilterRangeInput]\n    $maxFilters: [FilterRangeInput]\n    $search: String\n    $fit: FrameFitInput\n    $sort: String\n    $order: String\n    $size: Int\n    $page: Int\n  ) {\n    category(id: $categoryId) @include(if: $withCategory) {\n      id\n      name\n      description\n      url(url: \"/store/category/_id\")\n      meta {\n        ...MetaFields\n      }\n      categories(limit: -1) {\n        id\n        name\n        url(url: \"/store/category/_id\")\n      }\n    }\n    productsList(\n      category_id: $listCategoryId\n      filter: $filter\n      min_price: $minPrice\n      max_price: $maxPrice\n      min_filters: $minFilters\n      max_filters: $maxFilters\n      search: $search\n      fit: $fit\n      sort: $sort\n      order: $order\n      size: $size\n      page: $page\n    ) {\n      content {\n        ...ProductTileFields\n      }\n      totalElements\n    }\n  }\n": types.CatalogPageDocument,
    "\n  query CatalogMeasures($categoryId: String) {\n    productsList(category_id: $categoryId, size: 3) {\n      content {\n        attributes {\n          name\n          options\n        }\n      }\n    }\n  }\n": types.CatalogMeasuresDocument,
    "\n  fragment CheckoutAddressField on AddressField {\n    name\n    label\n    type\n    required\n    defaultValue\n    values {\n      text\n      value\n    }\n  }\n": types.CheckoutAddressFieldFragmentDoc,
    "\n  query CheckoutPage(\n    $information: Boolean!\n    $shipping: Boolean!\n    $payment: Boolean!\n    $zones: Boolean!\n    $zonesCountry: String\n    $addresses: Boolean!\n  ) {\n    cart {\n      ...CartFields\n    }\n    accountCheckLogged {\n      status\n      customer {\n        id\n        email\n        phone\n      }\n    }\n    paymentAddress {\n      fields {\n        ...CheckoutAddressField\n      }\n    }\n    shippingAddress {\n      ...CheckoutAddressField\n    }\n    countriesList(page: 1, size: -1) @include(if: $information) {\n      content {\n        id\n        name\n      }\n    }\n    # Step 1 asks the zones of the country it will most likely show, and a signed-in customer's\n    # address book, in the same call (app/lib/checkout/checkout.server.ts).\n    zonesList(country_id: $zonesCountry, page: 1, size: -1) @include(if: $zones) {\n      content {\n        id\n        name\n        countryId\n      }\n    }\n    accountAddressList @include(if: $addresses) {\n      ...AddressFields\n    }\n    shippingMethods @include(if: $shipping) {\n      codename\n      name\n      title\n    }\n    paymentMethods @include(if: $payment) {\n      codename\n      name\n    }\n    totals {\n      title\n      text\n    }\n    checkoutLink @include(if: $payment) {\n      link\n    }\n  }\n": types.CheckoutPageDocument,
    "\n  query CheckoutHandover {\n    checkoutLink {\n      link\n    }\n  }\n": types.CheckoutHandoverDocument,
    "\n  query CheckoutFields {\n    paymentAddress {\n      fields {\n        ...CheckoutAddressField\n      }\n    }\n    shippingAddress {\n      ...CheckoutAddressField\n    }\n  }\n": types.CheckoutFieldsDocument,
    "\n  query CheckoutPlaceNames($countryId: Int, $zoneId: Int, $withZone: Boolean!) {\n    country(id: $countryId) {\n      name\n    }\n    zone(id: $zoneId) @include(if: $withZone) {\n      name\n    }\n  }\n": types.CheckoutPlaceNamesDocument,
    "\n  query CheckoutSavedAddresses {\n    accountAddressList {\n      ...AddressFields\n    }\n  }\n": types.CheckoutSavedAddressesDocument,
    "\n  mutation CheckoutInformation($paymentAddress: [InputField], $shippingAddress: [InputField]) {\n    createOrder {\n      success\n    }\n    updateOrder(paymentAddress: $paymentAddress, shippingAddress: $shippingAddress) {\n      totals {\n        title\n        text\n      }\n    }\n  }\n": types.CheckoutInformationDocument,
    "\n  mutation CheckoutMethod($shippingMethod: String, $paymentMethod: String) {\n    updateOrder(shippingMethod: $shippingMethod, paymentMethod: $paymentMethod) {\n      totals {\n        title\n        text\n      }\n    }\n  }\n": types.CheckoutMethodDocument,
    "\n  mutation CheckoutConfirm {\n    confirmOrder {\n      url\n      order {\n        id\n      }\n    }\n  }\n": types.CheckoutConfirmDocument,
    "\n  query CheckoutCoupon {\n    cart {\n      coupon\n    }\n  }\n": types.CheckoutCouponDocument,
    "\n  query CheckoutOrderDetails {\n    cart {\n      ...CartFields\n    }\n    accountCheckLogged {\n      status\n      customer {\n        id\n      }\n    }\n    paymentAddress {\n      fields {\n        ...CheckoutAddressField\n      }\n    }\n    shippingAddress {\n      ...CheckoutAddressField\n    }\n    shippingMethods {\n      codename\n      name\n      title\n    }\n    totals {\n      title\n      text\n    }\n  }\n": types.CheckoutOrderDetailsDocument,
    "\n  query CheckoutProductOptions($id: String) {\n    product(id: $id) {\n      id\n      options {\n        id\n        name\n        type\n        values {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.CheckoutProductOptionsDocument,
    "\n  query ComparePage {\n    compare {\n      id\n      name\n      shortDescription\n      model\n      price\n      special\n      stock\n      image\n      imageAlt\n      rating\n      url(url: \"/store/product/_id\")\n      manufacturer {\n        name\n      }\n    }\n  }\n": types.ComparePageDocument,
    "\n  query CompareIds {\n    compare {\n      id\n      name\n    }\n  }\n": types.CompareIdsDocument,
    "\n  mutation CompareAdd($id: Int) {\n    addToCompare(id: $id) {\n      id\n      name\n    }\n  }\n": types.CompareAddDocument,
    "\n  mutation CompareRemove($id: String) {\n    removeCompare(id: $id) {\n      id\n    }\n  }\n": types.CompareRemoveDocument,
    "\n  query ContactPage {\n    contact {\n      store\n      address\n      email\n      telephone\n      fax\n      open\n      comment\n      locations {\n        address\n        telephone\n        image\n        comment\n        open\n      }\n    }\n  }\n": types.ContactPageDocument,
    "\n  mutation ContactSend($name: String, $email: String, $message: String) {\n    contactSend(name: $name, email: $email, message: $message) {\n      status\n    }\n  }\n": types.ContactSendDocument,
    "\n  fragment MetaFields on Meta {\n    title\n    description\n    keyword\n  }\n": types.MetaFieldsFragmentDoc,
    "\n  query InformationPage($id: String) {\n    page(id: $id) {\n      id\n      name\n      description\n      url(url: \"/page/_id\")\n      meta {\n        ...MetaFields\n      }\n    }\n  }\n": types.InformationPageDocument,
    "\n  query ResolveUrl($url: String) {\n    searchUrl(url: $url) {\n      id\n      type\n    }\n  }\n": types.ResolveUrlDocument,
    "\n  query HomePage($tabCategory: String, $tabSize: Int, $newArrivals: String, $size: Int) {\n    home {\n      meta {\n        ...MetaFields\n      }\n    }\n    brands: manufacturerList(page: 1, size: -1, sort: \"name\", order: \"ASC\") {\n      content {\n        id\n        name\n        image\n        url(url: \"/store/manufacturer/_id\")\n      }\n    }\n    tab: productsList(category_id: $tabCategory, size: $tabSize, sort: \"date_added\", order: \"DESC\") {\n      content {\n        ...ProductTileFields\n      }\n    }\n    latest: productsList(category_id: $newArrivals, size: $size, sort: \"date_added\", order: \"DESC\") {\n      content {\n        ...ProductTileFields\n      }\n    }\n    specials: productsList(special: true, size: $size, sort: \"date_added\", order: \"DESC\") {\n      content {\n        ...ProductTileFields\n      }\n    }\n    featured: productsList(featured: true, size: $size, sort: \"date_added\", order: \"DESC\") {\n      content {\n        ...ProductTileFields\n      }\n    }\n  }\n": types.HomePageDocument,
    "\n  query HomeTab($categoryId: String, $size: Int) {\n    productsList(category_id: $categoryId, size: $size, sort: \"date_added\", order: \"DESC\") {\n      content {\n        ...ProductTileFields\n      }\n    }\n  }\n": types.HomeTabDocument,
    "\n  mutation UploadPrescription($file: Upload) {\n    uploadFile(file: $file) {\n      code\n    }\n  }\n": types.UploadPrescriptionDocument,
    "\n  query ShopMenu {\n    categories: categoriesList(page: 1, size: 10, parent: 0) {\n      content {\n        id\n        name\n        url(url: \"/store/category/_id\")\n      }\n    }\n    top: categoriesList(page: 1, size: -1, parent: 0, top: true) {\n      content {\n        id\n        name\n        url(url: \"/store/category/_id\")\n        image\n        categories(limit: -1) {\n          id\n          name\n          url(url: \"/store/category/_id\")\n        }\n      }\n    }\n  }\n": types.ShopMenuDocument,
    "\n  mutation EditCurrencyDocument($code: String) {\n    editCurrency(code: $code) {\n      code\n      active\n    }\n  }\n": types.EditCurrencyDocumentDocument,
    "\n  mutation EditLanguageDocument($code: String) {\n    editLanguage(code: $code) {\n      code\n      active\n    }\n  }\n": types.EditLanguageDocumentDocument,
    "\n  fragment ProductTileFields on Product {\n    id\n    name\n    price\n    special\n    image\n    imageAlt\n    stock\n    low_stock\n    url(url: \"/store/product/_id\")\n    manufacturer {\n      name\n    }\n  }\n": types.ProductTileFieldsFragmentDoc,
    "\n  query ProductPage($id: String, $imageLimit: Int, $relatedLimit: Int, $featuredSize: Int, $categoryId: String, $withCategory: Boolean!) {\n    product(id: $id) {\n      id\n      name\n      model\n      sku\n      url(url: \"/store/product/_id\")\n      price\n      special\n      stock\n      minimum\n      rating\n      image\n      imageBig\n      imageAlt\n      images(limit: $imageLimit) {\n        image\n        imageBig\n      }\n      description\n      manufacturer {\n        id\n        name\n        url(url: \"/store/manufacturer/_id\")\n      }\n      attributes {\n        name\n        options\n      }\n      options {\n        id\n        name\n        type\n        required\n        values {\n          id\n          name\n          price\n        }\n      }\n      reviews {\n        author\n        content\n        created_at\n        rating\n      }\n      meta {\n        ...MetaFields\n      }\n      related: products(limit: $relatedLimit) {\n        ...ProductTileFields\n      }\n    }\n    category(id: $categoryId) @include(if: $withCategory) {\n      id\n      name\n      url(url: \"/store/category/_id\")\n    }\n    featured: productsList(featured: true, page: 1, size: $featuredSize, sort: \"date_added\", order: \"DESC\") {\n      content {\n        ...ProductTileFields\n      }\n    }\n  }\n": types.ProductPageDocument,
    "\n  mutation AddProductReview($id: String, $author: String, $content: String, $rating: Float) {\n    addReview(id: $id, author: $author, content: $content, rating: $rating) {\n      id\n    }\n  }\n": types.AddProductReviewDocument,
    "\n  query SearchProducts($search: String, $page: Int, $size: Int) {\n    productsList(search: $search, page: $page, size: $size) {\n      content {\n        ...ProductTileFields\n      }\n      totalElements\n      totalPages\n      number\n    }\n  }\n": types.SearchProductsDocument,
    "\n  query SitemapProductCount {\n    productsList(page: 1, size: 1) {\n      totalElements\n    }\n  }\n": types.SitemapProductCountDocument,
    "\n  query SitemapProducts($page: Int, $size: Int) {\n    productsList(page: $page, size: $size) {\n      content {\n        id\n        url(url: \"/store/product/_id\")\n      }\n      last\n    }\n  }\n": types.SitemapProductsDocument,
    "\n  query SitemapCatalogue {\n    categoriesList(page: 1, size: -1, parent: -1) {\n      content {\n        id\n        url(url: \"/store/category/_id\")\n      }\n    }\n    manufacturerList(page: 1, size: -1, sort: \"name\", order: \"ASC\") {\n      content {\n        id\n        url(url: \"/store/manufacturer/_id\")\n      }\n    }\n  }\n": types.SitemapCatalogueDocument,
    "\n  query SitemapContent {\n    pagesList(page: 1, size: -1) {\n      content {\n        id\n        url(url: \"/page/_id\")\n      }\n    }\n    postsList(page: 1, size: -1, sort: \"date_published\", order: \"DESC\") {\n      content {\n        id\n        datePublished\n        url(url: \"/blog/post/_id\")\n      }\n    }\n    categoriesBlogList(page: 1, size: -1, parent: -1) {\n      content {\n        id\n        url(url: \"/blog/category/_id\")\n      }\n    }\n  }\n": types.SitemapContentDocument,
    "\n  fragment ShellCurrencyFields on Currency {\n    code\n    name\n    symbol_left\n    symbol_right\n    active\n  }\n": types.ShellCurrencyFieldsFragmentDoc,
    "\n  fragment ShellLanguageFields on Language {\n    code\n    name\n    image\n    active\n  }\n": types.ShellLanguageFieldsFragmentDoc,
    "\n  query ShopperShell {\n    cart {\n      ...CartFields\n    }\n    wishlist {\n      id\n    }\n    accountCheckLogged {\n      status\n      customer {\n        firstName\n        lastName\n      }\n    }\n    currency {\n      ...ShellCurrencyFields\n    }\n    language {\n      ...ShellLanguageFields\n    }\n  }\n": types.ShopperShellDocument,
    "\n  query WishlistPage {\n    wishlist {\n      ...ProductTileFields\n      model\n    }\n  }\n": types.WishlistPageDocument,
    "\n  query WishlistIds {\n    wishlist {\n      id\n    }\n  }\n": types.WishlistIdsDocument,
    "\n  mutation WishlistAdd($id: Int) {\n    addToWishlist(id: $id) {\n      id\n      name\n    }\n  }\n": types.WishlistAddDocument,
    "\n  mutation WishlistRemove($id: String) {\n    removeWishlist(id: $id) {\n      id\n    }\n  }\n": types.WishlistRemoveDocument,
    "\n  query WishlistProductOptions($id: String) {\n    product(id: $id) {\n      options {\n        id\n        name\n        required\n      }\n    }\n  }\n": types.WishlistProductOptionsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressFields on AccountAddress {\n    id\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    zipcode\n    countryId\n    zoneId\n    country {\n      id\n      name\n    }\n    zone {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').AddressFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LoggedStateFields on LoggedResult {\n    status\n    customer {\n      id\n      firstName\n      lastName\n      email\n      phone\n    }\n  }\n"): typeof import('./graphql').LoggedStateFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderSummaryFields on Order {\n    id\n    status\n    date_added\n    total\n    products {\n      product_id\n      name\n      model\n      quantity\n      price\n      total\n      option {\n        name\n        type\n        value\n      }\n    }\n    returnable\n    returns {\n      return_id\n      product\n      status\n    }\n  }\n"): typeof import('./graphql').OrderSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountLoggedState {\n    accountCheckLogged {\n      ...LoggedStateFields\n    }\n  }\n"): typeof import('./graphql').AccountLoggedStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountAddressForm($id: String, $withAddress: Boolean!, $countryId: String, $withZones: Boolean!) {\n    accountCheckLogged {\n      ...LoggedStateFields\n    }\n    accountAddress(id: $id) @include(if: $withAddress) {\n      ...AddressFields\n    }\n    countriesList(page: 1, size: -1) {\n      content {\n        id\n        name\n      }\n    }\n    zonesList(country_id: $countryId, page: 1, size: -1) @include(if: $withZones) {\n      content {\n        id\n        name\n        countryId\n      }\n    }\n  }\n"): typeof import('./graphql').AccountAddressFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressZones($countryId: String) {\n    zonesList(country_id: $countryId, page: 1, size: -1) {\n      content {\n        id\n        name\n        countryId\n      }\n    }\n  }\n"): typeof import('./graphql').AddressZonesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountAddAddress($address: AccountAddressInput) {\n    accountAddAddress(address: $address) {\n      id\n    }\n  }\n"): typeof import('./graphql').AccountAddAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountEditAddress($id: String, $address: AccountAddressInput) {\n    accountEditAddress(id: $id, address: $address) {\n      id\n    }\n  }\n"): typeof import('./graphql').AccountEditAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountAddressBook {\n    accountCheckLogged {\n      ...LoggedStateFields\n    }\n    accountAddressList {\n      ...AddressFields\n    }\n  }\n"): typeof import('./graphql').AccountAddressBookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountRemoveAddress($id: String) {\n    accountRemoveAddress(id: $id, page: 1, size: -1) {\n      id\n    }\n  }\n"): typeof import('./graphql').AccountRemoveAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountLogout {\n    accountLogout {\n      status\n    }\n  }\n"): typeof import('./graphql').AccountLogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountRegister($customer: CustomerInput) {\n    accountRegister(customer: $customer) {\n      id\n      phone\n    }\n  }\n"): typeof import('./graphql').AccountRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlacedOrder($id: String) {\n    accountOrder(id: $id) {\n      ...OrderSummaryFields\n    }\n  }\n"): typeof import('./graphql').PlacedOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountOrderHistory($page: Int, $size: Int) {\n    accountCheckLogged {\n      ...LoggedStateFields\n    }\n    accountOrdersList(page: $page, size: $size) {\n      content {\n        ...OrderSummaryFields\n      }\n      number\n      totalPages\n      totalElements\n    }\n  }\n"): typeof import('./graphql').AccountOrderHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountEditPassword($password: String) {\n    accountEditPassword(password: $password) {\n      id\n      email\n    }\n  }\n"): typeof import('./graphql').AccountEditPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountHub($size: Int) {\n    accountCheckLogged {\n      ...LoggedStateFields\n    }\n    accountOrdersList(page: 1, size: $size) {\n      content {\n        ...OrderSummaryFields\n      }\n      totalElements\n    }\n  }\n"): typeof import('./graphql').AccountHubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountEdit($customer: CustomerInput) {\n    accountEdit(customer: $customer) {\n      id\n    }\n  }\n"): typeof import('./graphql').AccountEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountLogin($email: String, $password: String) {\n    accountLogin(email: $email, password: $password) {\n      token\n      customer {\n        id\n        phone\n      }\n    }\n  }\n"): typeof import('./graphql').AccountLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountForgottenPassword($email: String, $resetUrl: String) {\n    accountForgottenPassword(email: $email, resetUrl: $resetUrl) {\n      status\n    }\n  }\n"): typeof import('./graphql').AccountForgottenPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountPasswordResetValid($token: String) {\n    accountPasswordResetValid(token: $token)\n  }\n"): typeof import('./graphql').AccountPasswordResetValidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountResetPassword($token: String, $password: String) {\n    accountResetPassword(token: $token, password: $password) {\n      id\n      email\n    }\n  }\n"): typeof import('./graphql').AccountResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiVersion {\n    version\n  }\n"): typeof import('./graphql').ApiVersionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HealthCheck {\n    version\n  }\n"): typeof import('./graphql').HealthCheckDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreBasics {\n    version\n    currency {\n      code\n      name\n      symbol_left\n      symbol_right\n      active\n    }\n    language {\n      code\n      name\n      image\n      active\n    }\n    categoriesList(page: 1, size: -1) {\n      content {\n        id\n      }\n    }\n    pagesList(page: 1, size: -1) {\n      content {\n        id\n        keyword\n        url(url: \"/page/_id\")\n      }\n    }\n  }\n"): typeof import('./graphql').StoreBasicsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreExtensionsProbe {\n    __typename\n    accountOrdersList(size: 1) @skip(if: true) {\n      totalElements\n    }\n    productsList(size: 1, min_price: 0, fit: { lens_width: 50, bridge: 20, temple: 145 }) @skip(if: true) {\n      totalElements\n    }\n    cart @skip(if: true) {\n      totals {\n        code\n      }\n    }\n  }\n"): typeof import('./graphql').StoreExtensionsProbeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostCardFields on Post {\n    id\n    name\n    shortDescription\n    datePublished\n    image\n    url(url: \"/blog/post/_id\")\n  }\n"): typeof import('./graphql').PostCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostListFields on PostResult {\n    number\n    totalPages\n    totalElements\n    content {\n      ...PostCardFields\n    }\n  }\n"): typeof import('./graphql').PostListFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPostPage($id: String) {\n    post(id: $id) {\n      id\n      name\n      url(url: \"/blog/post/_id\")\n      description\n      datePublished\n      image\n      rating\n      meta {\n        ...MetaFields\n      }\n      categories {\n        id\n        name\n        image\n        url(url: \"/blog/category/_id\")\n      }\n      prev {\n        id\n        name\n        image\n        url(url: \"/blog/post/_id\")\n      }\n      next {\n        id\n        name\n        image\n        url(url: \"/blog/post/_id\")\n      }\n      reviews {\n        totalElements\n        content {\n          author\n          content\n          created_at\n          rating\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BlogPostPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBlogPostReview($id: String, $author: String, $content: String, $rating: Float) {\n    addBlogPostReview(id: $id, author: $author, content: $content, rating: $rating) {\n      id\n    }\n  }\n"): typeof import('./graphql').AddBlogPostReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPostId($id: String) {\n    post(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').BlogPostIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogSearch($search: String, $page: Int, $size: Int) {\n    postsList(search: $search, page: $page, size: $size, sort: \"date_published\", order: \"DESC\") {\n      ...PostListFields\n    }\n  }\n"): typeof import('./graphql').BlogSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogCategoryPage($id: String, $page: Int, $size: Int) {\n    categoryBlog(id: $id) {\n      id\n      name\n      description\n      url(url: \"/blog/category/_id\")\n      meta {\n        ...MetaFields\n      }\n      categories(limit: -1) {\n        id\n        name\n        image\n        url(url: \"/blog/category/_id\")\n      }\n    }\n    postsList(category_id: $id, page: $page, size: $size, sort: \"date_published\", order: \"DESC\") {\n      ...PostListFields\n    }\n  }\n"): typeof import('./graphql').BlogCategoryPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogCategoryId($keyword: String) {\n    categoryBlog(id: $keyword) {\n      id\n    }\n  }\n"): typeof import('./graphql').BlogCategoryIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartFields on Cart {\n    total\n    subtotal\n    coupon\n    quantity\n    totals {\n      code\n      title\n      value\n      text\n      data\n      sort_order\n    }\n    products {\n      key\n      quantity\n      total\n      price\n      original_price\n      special\n      option {\n        name\n        type\n        value\n      }\n      product {\n        id\n        name\n        model\n        image\n        imageAlt\n        url(url: \"/store/product/_id\")\n        manufacturer {\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CartFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartAdd($id: String, $quantity: Int, $options: [CartOption]) {\n    addToCart(id: $id, quantity: $quantity, options: $options) {\n      products {\n        key\n        quantity\n        option {\n          name\n        }\n        product {\n          id\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CartAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartOptionTypes($id: String) {\n    product(id: $id) {\n      id\n      options {\n        id\n        type\n      }\n    }\n  }\n"): typeof import('./graphql').CartOptionTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartLines {\n    cart {\n      products {\n        key\n        quantity\n      }\n    }\n  }\n"): typeof import('./graphql').CartLinesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartLineStock {\n    cart {\n      products {\n        key\n        quantity\n        product {\n          id\n          quantity\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CartLineStockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartUpdate($key: String, $quantity: Int) {\n    updateCart(key: $key, quantity: $quantity) {\n      total\n    }\n  }\n"): typeof import('./graphql').CartUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartRemove($key: String) {\n    removeCart(key: $key) {\n      total\n    }\n  }\n"): typeof import('./graphql').CartRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartClear {\n    clearCart {\n      total\n    }\n  }\n"): typeof import('./graphql').CartClearDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandList {\n    manufacturerList(page: 1, size: -1, sort: \"name\", order: \"ASC\") {\n      content {\n        id\n        name\n        image\n        url(url: \"/store/manufacturer/_id\")\n      }\n    }\n  }\n"): typeof import('./graphql').BrandListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingProductsFields on ProductResult {\n    content {\n      ...ProductTileFields\n      shortDescription\n    }\n    totalElements\n    totalPages\n  }\n"): typeof import('./graphql').ListingProductsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManufacturerPage($manufacturerId: String, $page: Int, $size: Int, $sort: String, $order: String) {\n    manufacturer(id: $manufacturerId) {\n      id\n      name\n      image\n      url(url: \"/store/manufacturer/_id\")\n    }\n    productsList(manufacturer_id: $manufacturerId, page: $page, size: $size, sort: $sort, order: $order) {\n      ...ListingProductsFields\n    }\n  }\n"): typeof import('./graphql').ManufacturerPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SpecialPage($page: Int, $size: Int, $sort: String, $order: String) {\n    productsList(special: true, page: $page, size: $size, sort: $sort, order: $order) {\n      ...ListingProductsFields\n    }\n  }\n"): typeof import('./graphql').SpecialPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogPage(\n    $categoryId: String\n    $withCategory: Boolean!\n    $listCategoryId: String\n    $filter: String\n    $minPrice: Float\n    $maxPrice: Float\n    $minFilters: [FilterRangeInput]\n    $maxFilters: [FilterRangeInput]\n    $search: String\n    $fit: FrameFitInput\n    $sort: String\n    $order: String\n    $size: Int\n    $page: Int\n  ) {\n    category(id: $categoryId) @include(if: $withCategory) {\n      id\n      name\n      description\n      url(url: \"/store/category/_id\")\n      meta {\n        ...MetaFields\n      }\n      categories(limit: -1) {\n        id\n        name\n        url(url: \"/store/category/_id\")\n      }\n    }\n    productsList(\n      category_id: $listCategoryId\n      filter: $filter\n      min_price: $minPrice\n      max_price: $maxPrice\n      min_filters: $minFilters\n      max_filters: $maxFilters\n      search: $search\n      fit: $fit\n      sort: $sort\n      order: $order\n      size: $size\n      page: $page\n    ) {\n      content {\n        ...ProductTileFields\n      }\n      totalElements\n    }\n  }\n"): typeof import('./graphql').CatalogPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogMeasures($categoryId: String) {\n    productsList(category_id: $categoryId, size: 3) {\n      content {\n        attributes {\n          name\n          options\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CatalogMeasuresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutAddressField on AddressField {\n    name\n    label\n    type\n    required\n    defaultValue\n    values {\n      text\n      value\n    }\n  }\n"): typeof import('./graphql').CheckoutAddressFieldFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutPage(\n    $information: Boolean!\n    $shipping: Boolean!\n    $payment: Boolean!\n    $zones: Boolean!\n    $zonesCountry: String\n    $addresses: Boolean!\n  ) {\n    cart {\n      ...CartFields\n    }\n    accountCheckLogged {\n      status\n      customer {\n        id\n        email\n        phone\n      }\n    }\n    paymentAddress {\n      fields {\n        ...CheckoutAddressField\n      }\n    }\n    shippingAddress {\n      ...CheckoutAddressField\n    }\n    countriesList(page: 1, size: -1) @include(if: $information) {\n      content {\n        id\n        name\n      }\n    }\n    # Step 1 asks the zones of the country it will most likely show, and a signed-in customer's\n    # address book, in the same call (app/lib/checkout/checkout.server.ts).\n    zonesList(country_id: $zonesCountry, page: 1, size: -1) @include(if: $zones) {\n      content {\n        id\n        name\n        countryId\n      }\n    }\n    accountAddressList @include(if: $addresses) {\n      ...AddressFields\n    }\n    shippingMethods @include(if: $shipping) {\n      codename\n      name\n      title\n    }\n    paymentMethods @include(if: $payment) {\n      codename\n      name\n    }\n    totals {\n      title\n      text\n    }\n    checkoutLink @include(if: $payment) {\n      link\n    }\n  }\n"): typeof import('./graphql').CheckoutPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutHandover {\n    checkoutLink {\n      link\n    }\n  }\n"): typeof import('./graphql').CheckoutHandoverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutFields {\n    paymentAddress {\n      fields {\n        ...CheckoutAddressField\n      }\n    }\n    shippingAddress {\n      ...CheckoutAddressField\n    }\n  }\n"): typeof import('./graphql').CheckoutFieldsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutPlaceNames($countryId: Int, $zoneId: Int, $withZone: Boolean!) {\n    country(id: $countryId) {\n      name\n    }\n    zone(id: $zoneId) @include(if: $withZone) {\n      name\n    }\n  }\n"): typeof import('./graphql').CheckoutPlaceNamesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutSavedAddresses {\n    accountAddressList {\n      ...AddressFields\n    }\n  }\n"): typeof import('./graphql').CheckoutSavedAddressesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutInformation($paymentAddress: [InputField], $shippingAddress: [InputField]) {\n    createOrder {\n      success\n    }\n    updateOrder(paymentAddress: $paymentAddress, shippingAddress: $shippingAddress) {\n      totals {\n        title\n        text\n      }\n    }\n  }\n"): typeof import('./graphql').CheckoutInformationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutMethod($shippingMethod: String, $paymentMethod: String) {\n    updateOrder(shippingMethod: $shippingMethod, paymentMethod: $paymentMethod) {\n      totals {\n        title\n        text\n      }\n    }\n  }\n"): typeof import('./graphql').CheckoutMethodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutConfirm {\n    confirmOrder {\n      url\n      order {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CheckoutConfirmDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutCoupon {\n    cart {\n      coupon\n    }\n  }\n"): typeof import('./graphql').CheckoutCouponDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutOrderDetails {\n    cart {\n      ...CartFields\n    }\n    accountCheckLogged {\n      status\n      customer {\n        id\n      }\n    }\n    paymentAddress {\n      fields {\n        ...CheckoutAddressField\n      }\n    }\n    shippingAddress {\n      ...CheckoutAddressField\n    }\n    shippingMethods {\n      codename\n      name\n      title\n    }\n    totals {\n      title\n      text\n    }\n  }\n"): typeof import('./graphql').CheckoutOrderDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutProductOptions($id: String) {\n    product(id: $id) {\n      id\n      options {\n        id\n        name\n        type\n        values {\n          id\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CheckoutProductOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComparePage {\n    compare {\n      id\n      name\n      shortDescription\n      model\n      price\n      special\n      stock\n      image\n      imageAlt\n      rating\n      url(url: \"/store/product/_id\")\n      manufacturer {\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').ComparePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompareIds {\n    compare {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').CompareIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompareAdd($id: Int) {\n    addToCompare(id: $id) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').CompareAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompareRemove($id: String) {\n    removeCompare(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').CompareRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactPage {\n    contact {\n      store\n      address\n      email\n      telephone\n      fax\n      open\n      comment\n      locations {\n        address\n        telephone\n        image\n        comment\n        open\n      }\n    }\n  }\n"): typeof import('./graphql').ContactPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContactSend($name: String, $email: String, $message: String) {\n    contactSend(name: $name, email: $email, message: $message) {\n      status\n    }\n  }\n"): typeof import('./graphql').ContactSendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MetaFields on Meta {\n    title\n    description\n    keyword\n  }\n"): typeof import('./graphql').MetaFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InformationPage($id: String) {\n    page(id: $id) {\n      id\n      name\n      description\n      url(url: \"/page/_id\")\n      meta {\n        ...MetaFields\n      }\n    }\n  }\n"): typeof import('./graphql').InformationPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResolveUrl($url: String) {\n    searchUrl(url: $url) {\n      id\n      type\n    }\n  }\n"): typeof import('./graphql').ResolveUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage($tabCategory: String, $tabSize: Int, $newArrivals: String, $size: Int) {\n    home {\n      meta {\n        ...MetaFields\n      }\n    }\n    brands: manufacturerList(page: 1, size: -1, sort: \"name\", order: \"ASC\") {\n      content {\n        id\n        name\n        image\n        url(url: \"/store/manufacturer/_id\")\n      }\n    }\n    tab: productsList(category_id: $tabCategory, size: $tabSize, sort: \"date_added\", order: \"DESC\") {\n      content {\n        ...ProductTileFields\n      }\n    }\n    latest: productsList(category_id: $newArrivals, size: $size, sort: \"date_added\", order: \"DESC\") {\n      content {\n        ...ProductTileFields\n      }\n    }\n    specials: productsList(special: true, size: $size, sort: \"date_added\", order: \"DESC\") {\n      content {\n        ...ProductTileFields\n      }\n    }\n    featured: productsList(featured: true, size: $size, sort: \"date_added\", order: \"DESC\") {\n      content {\n        ...ProductTileFields\n      }\n    }\n  }\n"): typeof import('./graphql').HomePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeTab($categoryId: String, $size: Int) {\n    productsList(category_id: $categoryId, size: $size, sort: \"date_added\", order: \"DESC\") {\n      content {\n        ...ProductTileFields\n      }\n    }\n  }\n"): typeof import('./graphql').HomeTabDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadPrescription($file: Upload) {\n    uploadFile(file: $file) {\n      code\n    }\n  }\n"): typeof import('./graphql').UploadPrescriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopMenu {\n    categories: categoriesList(page: 1, size: 10, parent: 0) {\n      content {\n        id\n        name\n        url(url: \"/store/category/_id\")\n      }\n    }\n    top: categoriesList(page: 1, size: -1, parent: 0, top: true) {\n      content {\n        id\n        name\n        url(url: \"/store/category/_id\")\n        image\n        categories(limit: -1) {\n          id\n          name\n          url(url: \"/store/category/_id\")\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ShopMenuDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditCurrencyDocument($code: String) {\n    editCurrency(code: $code) {\n      code\n      active\n    }\n  }\n"): typeof import('./graphql').EditCurrencyDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditLanguageDocument($code: String) {\n    editLanguage(code: $code) {\n      code\n      active\n    }\n  }\n"): typeof import('./graphql').EditLanguageDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductTileFields on Product {\n    id\n    name\n    price\n    special\n    image\n    imageAlt\n    stock\n    low_stock\n    url(url: \"/store/product/_id\")\n    manufacturer {\n      name\n    }\n  }\n"): typeof import('./graphql').ProductTileFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPage($id: String, $imageLimit: Int, $relatedLimit: Int, $featuredSize: Int, $categoryId: String, $withCategory: Boolean!) {\n    product(id: $id) {\n      id\n      name\n      model\n      sku\n      url(url: \"/store/product/_id\")\n      price\n      special\n      stock\n      minimum\n      rating\n      image\n      imageBig\n      imageAlt\n      images(limit: $imageLimit) {\n        image\n        imageBig\n      }\n      description\n      manufacturer {\n        id\n        name\n        url(url: \"/store/manufacturer/_id\")\n      }\n      attributes {\n        name\n        options\n      }\n      options {\n        id\n        name\n        type\n        required\n        values {\n          id\n          name\n          price\n        }\n      }\n      reviews {\n        author\n        content\n        created_at\n        rating\n      }\n      meta {\n        ...MetaFields\n      }\n      related: products(limit: $relatedLimit) {\n        ...ProductTileFields\n      }\n    }\n    category(id: $categoryId) @include(if: $withCategory) {\n      id\n      name\n      url(url: \"/store/category/_id\")\n    }\n    featured: productsList(featured: true, page: 1, size: $featuredSize, sort: \"date_added\", order: \"DESC\") {\n      content {\n        ...ProductTileFields\n      }\n    }\n  }\n"): typeof import('./graphql').ProductPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddProductReview($id: String, $author: String, $content: String, $rating: Float) {\n    addReview(id: $id, author: $author, content: $content, rating: $rating) {\n      id\n    }\n  }\n"): typeof import('./graphql').AddProductReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchProducts($search: String, $page: Int, $size: Int) {\n    productsList(search: $search, page: $page, size: $size) {\n      content {\n        ...ProductTileFields\n      }\n      totalElements\n      totalPages\n      number\n    }\n  }\n"): typeof import('./graphql').SearchProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SitemapProductCount {\n    productsList(page: 1, size: 1) {\n      totalElements\n    }\n  }\n"): typeof import('./graphql').SitemapProductCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SitemapProducts($page: Int, $size: Int) {\n    productsList(page: $page, size: $size) {\n      content {\n        id\n        url(url: \"/store/product/_id\")\n      }\n      last\n    }\n  }\n"): typeof import('./graphql').SitemapProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SitemapCatalogue {\n    categoriesList(page: 1, size: -1, parent: -1) {\n      content {\n        id\n        url(url: \"/store/category/_id\")\n      }\n    }\n    manufacturerList(page: 1, size: -1, sort: \"name\", order: \"ASC\") {\n      content {\n        id\n        url(url: \"/store/manufacturer/_id\")\n      }\n    }\n  }\n"): typeof import('./graphql').SitemapCatalogueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SitemapContent {\n    pagesList(page: 1, size: -1) {\n      content {\n        id\n        url(url: \"/page/_id\")\n      }\n    }\n    postsList(page: 1, size: -1, sort: \"date_published\", order: \"DESC\") {\n      content {\n        id\n        datePublished\n        url(url: \"/blog/post/_id\")\n      }\n    }\n    categoriesBlogList(page: 1, size: -1, parent: -1) {\n      content {\n        id\n        url(url: \"/blog/category/_id\")\n      }\n    }\n  }\n"): typeof import('./graphql').SitemapContentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShellCurrencyFields on Currency {\n    code\n    name\n    symbol_left\n    symbol_right\n    active\n  }\n"): typeof import('./graphql').ShellCurrencyFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShellLanguageFields on Language {\n    code\n    name\n    image\n    active\n  }\n"): typeof import('./graphql').ShellLanguageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopperShell {\n    cart {\n      ...CartFields\n    }\n    wishlist {\n      id\n    }\n    accountCheckLogged {\n      status\n      customer {\n        firstName\n        lastName\n      }\n    }\n    currency {\n      ...ShellCurrencyFields\n    }\n    language {\n      ...ShellLanguageFields\n    }\n  }\n"): typeof import('./graphql').ShopperShellDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WishlistPage {\n    wishlist {\n      ...ProductTileFields\n      model\n    }\n  }\n"): typeof import('./graphql').WishlistPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WishlistIds {\n    wishlist {\n      id\n    }\n  }\n"): typeof import('./graphql').WishlistIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WishlistAdd($id: Int) {\n    addToWishlist(id: $id) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').WishlistAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WishlistRemove($id: String) {\n    removeWishlist(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').WishlistRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WishlistProductOptions($id: String) {\n    product(id: $id) {\n      options {\n        id\n        name\n        required\n      }\n    }\n  }\n"): typeof import('./graphql').WishlistProductOptionsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
