/** Account pages have a browser title and are kept out of search engines (they are per shopper). */
export { privateMeta as accountMeta } from "~/lib/seo/head";
