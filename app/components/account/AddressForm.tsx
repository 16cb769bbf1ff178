import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { DefaultSubmit } from "~/components/forms/DefaultSubmit";
import { FormAlert as NoticeAlert } from "~/components/forms/FormAlert";
import { ButtonLink } from "~/components/ui/Button";
import { RESTORED_ADDRESS_TEXT } from "~/lib/account/session-ended";
import { type AddressFormValues, type PlaceOption, ADDRESS_FIELD_NAMES } from "~/lib/address";
import { addressSchema } from "~/lib/forms/address";
import { ADDRESS_BOOK_FIELDS } from "~/lib/forms/store-fields";
import * as styles from "./account.css";
import { FormAlert, SubmitButton, useAccountForm } from "./AccountForm";
import { AddressFields } from "./AddressFields";
import { useCountryZones } from "./CountryZones";

/** What the page's loader gives the form (also what the zones fetcher reads). */
export interface AddressFormLoaderData {
  countries: PlaceOption[];
  zones: PlaceOption[];
  countryId: string;
  values: AddressFormValues;
  /** The values were typed when a save found the session ended: not saved yet (decision 265). */
  restored: boolean;
}

/** What a failed post answers: the messages and typed values, and the posted country's zones. */
export interface AddressFormActionData {
  result: SubmissionResult<string[]>;
  zones: PlaceOption[];
  countryId: string;
}

interface AddressFormProps {
  data: AddressFormLoaderData;
  actionData: AddressFormActionData | undefined;
  /** The page's path (the pending state of its post). */
  action: string;
  submitLabel: string;
  pendingLabel: string;
}

/**
 * The address form of the address book, with the country and zone pair of `CountryZones`
 * ("Update zones" without JavaScript is a GET of this page with the typed values).
 */
export function AddressForm({ data, actionData, action, submitLabel, pendingLabel }: AddressFormProps) {
  const { pathname } = useLocation();
  const serverCountry = actionData?.countryId ?? data.countryId;
  const { countryId, zones, zoneIds, changeCountry } = useCountryZones<AddressFormLoaderData>({
    serverCountry,
    zonesUrl: (next) => `${pathname}?${new URLSearchParams({ countryId: next })}`,
    fetchedZones: (fetched) => fetched,
    knownZones: [actionData, data],
  });
  const zoneKey = zoneIds.join();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids' content, not the array's identity
  const schema = useMemo(() => addressSchema({ zoneIds }), [zoneKey]);
  const [form, fields] = useAccountForm(schema, actionData?.result, data.values);

  return (
    <Form method="post" {...getFormProps(form)} className={styles.form}>
      <DefaultSubmit>{submitLabel}</DefaultSubmit>
      <FormAlert formErrors={form.errors} allErrors={form.allErrors} fieldOrder={ADDRESS_FIELD_NAMES} />
      {data.restored && !actionData && !form.errors?.length ? <NoticeAlert message={RESTORED_ADDRESS_TEXT} tone="notice" /> : null}
      <AddressFields
        formFields={ADDRESS_BOOK_FIELDS}
        fields={fields}
        countries={data.countries}
        serverCountry={serverCountry}
        countryId={countryId}
        zones={zones}
        changeCountry={changeCountry}
      />
      <div className={styles.formActions}>
        <SubmitButton action={action} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
        <ButtonLink to="/account/address" variant="ghost">
          Cancel
        </ButtonLink>
      </div>
    </Form>
  );
}
