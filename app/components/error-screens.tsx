/**
 * The screens of failed pages, in a chunk of their own: `ErrorScreen.tsx` renders them (decision 201).
 * `StatusScreen` also shows the deprecated-API notice.
 */
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { errorTitle } from "~/lib/error-texts";
import * as styles from "./error.css";
import { ButtonLink } from "./ui/Button";
import { Container } from "./ui/Container";

interface StatusScreenProps {
  code?: string;
  title: string;
  text?: ReactNode;
  detail?: string;
  /** Buttons under the text; the default leads back to the shop, false shows none. */
  actions?: ReactNode | false;
}

/** A full-width message screen: errors, not found, the deprecated-API notice. */
export function StatusScreen({ code, title, text, detail, actions }: StatusScreenProps) {
  return (
    <Container>
      <div className={styles.screen} data-status-screen={code}>
        {code ? <span className={styles.code}>{code}</span> : null}
        <h1 className={styles.title}>{title}</h1>
        {text ? <p className={styles.text}>{text}</p> : null}
        {detail ? <p className={styles.detail}>Details: {detail}</p> : null}
        {actions === false ? null : (
          <div className={styles.actions}>
            {actions ?? (
              <ButtonLink to="/" variant="dark">
                Back to the shop
              </ButtonLink>
            )}
          </div>
        )}
      </div>
    </Container>
  );
}

/** What an error boundary shows for what a loader threw: 404, the API being away (503), or anything else. */
export function RouteErrorView() {
  const error = useRouteError();
  const title = errorTitle(error);
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data?.message === "string" ? error.data.message : undefined;
    if (error.status === 404) {
      return (
        <StatusScreen
          code="404"
          title={title}
          text="The page you are looking for has moved, sold out or never existed. Our frames are still here."
        />
      );
    }
    if (error.status === 503) {
      return (
        <StatusScreen
          code="503"
          title={title}
          text="The shop cannot reach its catalogue at the moment. Please try again in a minute."
          detail={detail}
        />
      );
    }
    return <StatusScreen code={String(error.status)} title={title} detail={detail ?? error.statusText} />;
  }
  return <StatusScreen title={title} text="An unexpected error stopped this page. Please try again." />;
}
