import { Form, useNavigate } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import { Container } from "~/components/ui/Container";
import { Field } from "~/components/ui/Field";
import { blogSearchPath } from "~/lib/blog/posts";
import type { BlogSearchPageData } from "~/lib/blog/types";
import * as styles from "./blog.css";
import { Pagination } from "./Pagination";
import { PostGrid } from "./PostGrid";

export const NO_MATCHING_POSTS_TEXT = "There are no posts that match the search criteria.";

/**
 * Blog search: the box leads to /blog/search/{keyword} (/blog/search lists every post). Without
 * JavaScript it is a GET form the route redirects; with it the shop goes there at once.
 */
export function BlogSearchPage({ data }: { data: BlogSearchPageData }) {
  const navigate = useNavigate();
  return (
    <Container className={styles.page}>
      <header className={styles.header}>
        <span className={styles.eyebrow}>The Journal</span>
        <h1 className={styles.title}>{data.keyword ? `Posts about “${data.keyword}”` : "All posts"}</h1>
        <p className={styles.lead}>
          {data.list.total} {data.list.total === 1 ? "post" : "posts"}
        </p>
      </header>
      <Form
        method="get"
        action="/blog/search"
        role="search"
        className={styles.searchForm}
        onSubmit={(event) => {
          event.preventDefault();
          const keyword = new FormData(event.currentTarget).get("search");
          navigate(blogSearchPath(typeof keyword === "string" ? keyword : ""));
        }}
      >
        <Field
          key={data.keyword}
          label="Search Criteria"
          name="search"
          type="search"
          defaultValue={data.keyword}
          className={styles.searchField}
        />
        <Button type="submit" variant="dark">
          Search
        </Button>
      </Form>
      <PostGrid posts={data.list.posts} emptyText={NO_MATCHING_POSTS_TEXT} />
      <Pagination page={data.list.page} totalPages={data.list.totalPages} />
    </Container>
  );
}
