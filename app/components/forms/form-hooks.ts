/**
 * Forms that post through a fetcher with JavaScript and as a plain form post without it. Their
 * actions answer data only when they refuse (a 4xx with the messages) and redirect on success
 * (post/redirect/get), so a fetcher's post succeeded when it settles without new data.
 */
import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

/** Never equal to any action data: "no success seen yet". */
const NONE = Symbol("none");

/**
 * The fetcher of one form and the action's answer for *this* form: from the fetcher, or after a
 * plain post from the route's action data (several forms share a route's action, told apart by
 * their `form` key). After a successful post the last refusal is forgotten, and `onSuccess` runs
 * (e.g. to clear the form or open the cart).
 */
export function useFormFetcher<Data extends { form: string }>(form: Data["form"], onSuccess?: () => void) {
  const fetcher = useFetcher<Data>();
  const actionData = useActionData<Data>();
  const [outdated, setOutdated] = useState<unknown>(NONE);
  const started = useRef<{ data: unknown } | null>(null);
  const callback = useRef(onSuccess);
  callback.current = onSuccess;

  useEffect(() => {
    if (fetcher.state !== "idle") {
      // Remember what the data was when this post started: a refusal replaces it, a redirect does not.
      started.current ??= { data: fetcher.data };
      return;
    }
    const post = started.current;
    started.current = null;
    if (post && fetcher.data === post.data) {
      setOutdated(fetcher.data);
      callback.current?.();
    }
  }, [fetcher.state, fetcher.data]);

  const latest = fetcher.data !== outdated ? fetcher.data : undefined;
  const fromFetcher = latest?.form === form ? latest : undefined;
  const fromPost = actionData?.form === form ? actionData : undefined;
  return { fetcher, reply: fromFetcher ?? fromPost };
}
