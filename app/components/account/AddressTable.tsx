import { Link, useFetcher, useFetchers } from "@remix-run/react";
import type { FormEvent } from "react";
import { ButtonLink } from "~/components/ui/Button";
import { addressLines, type AddressNode } from "~/lib/address";
import * as styles from "./address-book.css";
import { InfoAlert } from "./InfoAlert";

const DELETE_FORM_KEY = "delete-address";

/**
 * The address book (docs/product/accounts.md: a table with an address column and an action column; each row has an
 * edit link and a delete button). Deleting is a form post; with JavaScript it asks first and the
 * row is hidden at once (optimistic), coming back if the store refuses. Rows stay mounted while
 * their delete is under way: a fetcher whose component unmounts would not follow the redirect.
 */
export function AddressTable({ addresses, error }: { addresses: AddressNode[]; error?: string }) {
  const deleting = new Set(
    useFetchers()
      .filter((fetcher) => fetcher.key.startsWith(DELETE_FORM_KEY) && fetcher.formData)
      .map((fetcher) => String(fetcher.formData?.get("id"))),
  );
  const remaining = addresses.filter((address) => !deleting.has(address.id ?? "")).length;
  return (
    <>
      {error ? <InfoAlert message={error} /> : null}
      {addresses.length ? (
        <table className={styles.table} hidden={remaining === 0}>
          <thead>
            <tr>
              <th scope="col">Address</th>
              <th scope="col" className={styles.actionHeader}>
                Action
              </th>
            </tr>
          </thead>
          <tbody>
            {addresses.map((address) => (
              <AddressRow key={address.id} address={address} hidden={deleting.has(address.id ?? "")} />
            ))}
          </tbody>
        </table>
      ) : null}
      {remaining === 0 ? (
        <div className={styles.empty}>
          <p>You have no addresses in your account yet.</p>
          <ButtonLink to="/account/address/create" variant="outline">
            Add your first address
          </ButtonLink>
        </div>
      ) : null}
    </>
  );
}

function AddressRow({ address, hidden }: { address: AddressNode; hidden: boolean }) {
  const id = address.id ?? "";
  const fetcher = useFetcher<{ error?: string }>({ key: `${DELETE_FORM_KEY}-${id}` });
  const lines = addressLines(address);
  const confirmDelete = (event: FormEvent<HTMLFormElement>) => {
    if (!window.confirm(`Delete the address of ${lines[0] ?? "this entry"}?`)) event.preventDefault();
  };
  return (
    <tr data-address-id={id} hidden={hidden}>
      <td>
        <address className={styles.address}>
          {lines.map((line, index) => (
            <span key={index} className={index === 0 ? styles.addressName : undefined}>
              {line}
            </span>
          ))}
        </address>
        {fetcher.data?.error ? <InfoAlert message={fetcher.data.error} /> : null}
      </td>
      <td>
        <div className={styles.actions}>
          <Link to={`/account/address/${id}/edit`} className={styles.editLink} aria-label={`Edit ${lines.join(", ")}`}>
            Edit
          </Link>
          <fetcher.Form method="post" onSubmit={confirmDelete}>
            <input type="hidden" name="id" value={id} />
            <button type="submit" className={styles.deleteButton} aria-label={`Delete ${lines.join(", ")}`}>
              Delete
            </button>
          </fetcher.Form>
        </div>
      </td>
    </tr>
  );
}
