import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import * as styles from "~/components/account/account.css";
import { GuestPage } from "~/components/account/AccountPage";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { ButtonLink } from "~/components/ui/Button";
import { requireCustomer } from "~/lib/account/guards.server";
import { accountMeta } from "~/lib/account/meta";
import type { RouteHandle } from "~/lib/document/cache-kind";

export const handle = { cacheKind: "personal" } satisfies RouteHandle;

export const meta: MetaFunction = () => accountMeta("Your account has been created");

/** Only a signed-in customer has just registered: guests go to the login page (docs/product/accounts.md). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const customer = await requireCustomer(context.shopper, request);
  return { firstName: customer.firstName ?? "" };
}

export default function RegistrationSuccessPage() {
  const { firstName } = useLoaderData<typeof loader>();
  return (
    <GuestPage title="Your account has been created!">
      <section className={styles.card}>
        <p className={styles.successLead}>
          Congratulations{firstName ? `, ${firstName}` : ""}! Your new account has been successfully created!
        </p>
        <p className={styles.cardText}>
          You can now take advantage of member privileges to enhance your online shopping experience with us.
        </p>
        <p className={styles.cardText}>
          If you have any questions about the operation of this online shop, please <Link to="/contact">contact us</Link>.
        </p>
        <ButtonLink to="/account" size="lg">
          Continue
        </ButtonLink>
      </section>
    </GuestPage>
  );
}

export const ErrorBoundary = RouteErrorScreen;
