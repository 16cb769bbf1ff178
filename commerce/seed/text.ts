/** Text helpers for the demo content: slugs and the keyword registry. */

/** 'Halden & Rowe' → 'halden-rowe', 'Cat-Eye' → 'cat-eye'. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * SEO keywords must be unique across products, categories, brands, pages and posts (one URL
 * namespace): the registry refuses a second use instead of letting a URL resolve ambiguously.
 */
export class KeywordRegistry {
  private used = new Map<string, string>();

  claim(keyword: string, owner: string): string {
    const previous = this.used.get(keyword);
    if (previous) throw new Error(`Keyword "${keyword}" of ${owner} is already used by ${previous}`);
    this.used.set(keyword, owner);
    return keyword;
  }
}
