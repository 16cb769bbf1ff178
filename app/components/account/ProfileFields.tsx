import type { FieldMetadata } from "@conform-to/react";
import * as styles from "./account.css";
import { TextField } from "./AccountForm";

type ProfileFieldName = "firstName" | "lastName" | "email" | "phone";
type Fields = Record<ProfileFieldName, FieldMetadata<unknown, Record<string, unknown>, string[]>>;

/** Name, email and telephone: the same fields on registration and on the profile form. */
export function ProfileFields({ fields }: { fields: Fields }) {
  return (
    <div className={styles.formGrid}>
      <TextField meta={fields.firstName} label="First name" autoComplete="given-name" />
      <TextField meta={fields.lastName} label="Last name" autoComplete="family-name" />
      <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
      <TextField meta={fields.phone} label="Telephone" type="tel" autoComplete="tel" optional />
    </div>
  );
}
