import { Link, useLocation } from "@remix-run/react";
import { postGridColumns } from "~/lib/blog/pagination";
import type { PostCard } from "~/lib/blog/types";
import { formatDate } from "~/lib/content/dates";
import { layoutPath, resolveLayout } from "~/lib/layouts";
import * as styles from "./blog.css";

/** Posts as cards: picture, date, title and summary; the grid's columns follow the page's side columns. */
export function PostGrid({ posts, emptyText }: { posts: readonly PostCard[]; emptyText: string }) {
  const { pathname } = useLocation();
  if (!posts.length) return <p className={styles.empty}>{emptyText}</p>;
  const layout = resolveLayout(layoutPath(pathname));
  const sides = Number(layout.left.length > 0) + Number(layout.right.length > 0);
  return (
    <ul className={styles.postGrid[postGridColumns(sides)]} aria-label="Posts">
      {posts.map((post) => (
        <li key={post.id}>
          <article className={styles.card}>
            <span className={styles.cardMedia}>
              {post.image ? (
                <img className={styles.cardImage} src={post.image} alt="" width={1200} height={675} loading="lazy" decoding="async" />
              ) : null}
            </span>
            <time className={styles.date} dateTime={post.published}>
              {formatDate(post.published)}
            </time>
            <h2 className={styles.cardTitle}>
              <Link to={post.href} className={styles.cardLink} prefetch="intent">
                {post.name}
              </Link>
            </h2>
            {post.summary ? <p className={styles.cardSummary}>{post.summary}</p> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
