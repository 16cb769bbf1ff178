import { Link } from "@remix-run/react";
import { Container } from "~/components/ui/Container";
import type { BlogCategoryPageData } from "~/lib/blog/types";
import * as styles from "./blog.css";
import { Pagination } from "./Pagination";
import { PostGrid } from "./PostGrid";

export const NO_POSTS_TEXT = "There are no posts to list in this category.";

/** A blog category (docs/product/content-and-forms.md): name, description, subcategories, posts, pages. */
export function BlogCategoryPage({ data }: { data: BlogCategoryPageData }) {
  const { category, subcategories, list } = data;
  return (
    <Container className={styles.page}>
      <header className={styles.header}>
        <span className={styles.eyebrow}>The Journal</span>
        <h1 className={styles.title}>{category.name}</h1>
        {category.descriptionHtml ? <div className={styles.lead} dangerouslySetInnerHTML={{ __html: category.descriptionHtml }} /> : null}
      </header>
      {subcategories.length ? (
        <ul className={styles.subcategories} aria-label="Subcategories">
          {subcategories.map((child) => (
            <li key={child.id}>
              <Link to={child.href} className={styles.subcategory}>
                {child.image ? (
                  <img
                    className={styles.subcategoryImage}
                    src={child.image}
                    alt=""
                    width={1200}
                    height={675}
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
                <span className={styles.subcategoryName}>{child.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <PostGrid posts={list.posts} emptyText={NO_POSTS_TEXT} />
      <Pagination page={list.page} totalPages={list.totalPages} />
    </Container>
  );
}
