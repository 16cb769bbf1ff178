import { Link } from "@remix-run/react";
import { ReviewForm } from "~/components/reviews/ReviewForm";
import * as reviewStyles from "~/components/reviews/reviews.css";
import { ReviewsList } from "~/components/reviews/ReviewsList";
import { RatingStars } from "~/components/reviews/Stars";
import { Container } from "~/components/ui/Container";
import type { BlogPostPageData, PostNeighbour } from "~/lib/blog/types";
import { formatDate } from "~/lib/content/dates";
import { cx } from "~/lib/cx";
import { storeName } from "~/lib/store-config";
import * as styles from "./blog.css";

function Neighbour({ post, direction }: { post: PostNeighbour; direction: "prev" | "next" }) {
  return (
    <Link to={post.href} className={cx(styles.neighbour, direction === "next" && styles.nextNeighbour)} rel={direction}>
      {post.image ? (
        <img className={styles.neighbourImage} src={post.image} alt="" width={1200} height={675} loading="lazy" decoding="async" />
      ) : null}
      <span className={styles.neighbourText}>
        <span className={styles.neighbourLabel}>{direction === "prev" ? "Previous post" : "Next post"}</span>
        <span className={styles.neighbourName}>{post.name}</span>
      </span>
    </Link>
  );
}

/**
 * A blog post (docs/product/content-and-forms.md): image, title, body, the date with 'posted by', the
 * average rating when above 0, previous and next posts, the reviews and the review form.
 */
export function BlogPostPage({ data }: { data: BlogPostPageData }) {
  const { post, prev, next } = data;
  return (
    <Container className={styles.page}>
      <article className={styles.article}>
        <header className={styles.articleHeader}>
          {post.categories.length ? (
            <div className={styles.categoryLinks}>
              {post.categories.map((category) => (
                <Link key={category.id} to={category.href} className={styles.eyebrow}>
                  {category.name}
                </Link>
              ))}
            </div>
          ) : null}
          <h1 className={styles.title}>{post.name}</h1>
          <div className={styles.byline}>
            <span>
              Posted by {storeName} on <time dateTime={post.published}>{formatDate(post.published)}</time>
            </span>
            {post.rating > 0 ? <RatingStars value={post.rating} /> : null}
          </div>
        </header>
        {post.image ? <img className={styles.hero} src={post.image} alt="" width={1200} height={675} decoding="async" /> : null}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
        {prev || next ? (
          <nav className={styles.neighbours} aria-label="More posts">
            {prev ? <Neighbour post={prev} direction="prev" /> : null}
            {next ? <Neighbour post={next} direction="next" /> : null}
          </nav>
        ) : null}
        <section className={styles.reviews} aria-labelledby="post-reviews-title">
          <h2 id="post-reviews-title" className={styles.reviewsTitle}>
            Reviews
          </h2>
          <div className={reviewStyles.stacked}>
            <ReviewsList reviews={post.reviews} average={post.rating} />
            <ReviewForm intro="Tell us what you think of this post." alreadyReviewed={data.alreadyReviewed} author={data.reviewAuthor} />
          </div>
        </section>
      </article>
    </Container>
  );
}
