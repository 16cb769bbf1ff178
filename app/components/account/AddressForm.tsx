import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useMemo, useState, type ChangeEvent } from "react";
import type { AddressFormValues, PlaceOption } from "~/lib/account/address";
import { ADDRESS_FIELD_NAMES } from "~/lib/account/address";
import { addressSchema } from "~/lib/forms/address";
import { Button, ButtonLink } from "../ui/Button";
import { FormAlert, SubmitButton, TextField, useAccountForm } from "./AccountForm";
import { SelectField } from "./SelectField";
import { useHydrated } from "./use-hydrated";
import * as styles from "./account.css";

/** What the page's loader gives the form (also what the zones fetcher reads). */
export interface AddressFormLoaderData {
  countries: PlaceOption[];
  zones: PlaceOption[];
  countryId: string;
  values: AddressFormValues;
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
 * The address form of the address book. The zone list follows the country: with JavaScript a
 * fetcher reloads it on every change (the zone starts empty again); without, "Update zones"
 * re-renders the page for the chosen country with the typed values (a GET of this page).
 * The zone field is hidden, and not required, when the country has no zones.
 */
export function AddressForm({ data, actionData, action, submitLabel, pendingLabel }: AddressFormProps) {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const zonesFetcher = useFetcher<AddressFormLoaderData>();
  const serverCountry = actionData?.countryId ?? data.countryId;
  const [countryId, setCountryId] = useState(serverCountry);
  useEffect(() => setCountryId(serverCountry), [serverCountry]);

  // The chosen country's zones: from the fetcher, the failed post or the page; null while loading.
  const zones = pickZones(countryId, [
    zonesFetcher.data && { countryId: zonesFetcher.data.countryId, zones: zonesFetcher.data.zones },
    actionData,
    data,
  ]);
  const hasZones = (zones?.length ?? 0) > 0;
  const schema = useMemo(() => addressSchema({ countryHasZones: hasZones }), [hasZones]);
  const [form, fields] = useAccountForm(schema, actionData?.result, data.values);

  function changeCountry(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.currentTarget.value;
    setCountryId(next);
    if (next) zonesFetcher.load(`${pathname}?${new URLSearchParams({ countryId: next })}`);
  }

  return (
    <Form method="post" {...getFormProps(form)} className={styles.form}>
      <FormAlert formErrors={form.errors} allErrors={form.allErrors} fieldOrder={ADDRESS_FIELD_NAMES} />
      <div className={styles.formGrid}>
        <TextField meta={fields.firstName} label="First name" autoComplete="given-name" />
        <TextField meta={fields.lastName} label="Last name" autoComplete="family-name" />
        <TextField meta={fields.company} label="Company" autoComplete="organization" optional className={styles.fullRow} />
        <TextField meta={fields.address1} label="Address 1" autoComplete="address-line1" className={styles.fullRow} />
        <TextField meta={fields.address2} label="Address 2" autoComplete="address-line2" optional className={styles.fullRow} />
        <TextField meta={fields.city} label="City" autoComplete="address-level2" />
        <TextField meta={fields.zipcode} label="Zipcode" autoComplete="postal-code" />
        <SelectField
          meta={fields.countryId}
          label="Country"
          options={data.countries}
          placeholder="Please select"
          defaultValue={serverCountry}
          autoComplete="country"
          onChange={changeCountry}
          addon={
            hydrated ? null : (
              <Button type="submit" variant="outline" formMethod="get" formNoValidate>
                Update zones
              </Button>
            )
          }
        />
        {zones === null ? (
          <SelectField meta={fields.zoneId} label="Zone" options={[]} placeholder="Loading zones…" disabled key="loading" />
        ) : hasZones ? (
          <SelectField
            // A new country starts with no zone chosen.
            key={countryId}
            meta={fields.zoneId}
            label="Zone"
            options={zones}
            placeholder="Please select"
            defaultValue={countryId === serverCountry ? undefined : ""}
            autoComplete="address-level1"
          />
        ) : null}
      </div>
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

function pickZones(
  countryId: string,
  sources: ({ countryId: string; zones: PlaceOption[] } | null | undefined | false | "")[],
): PlaceOption[] | null {
  if (!countryId) return [];
  for (const source of sources) if (source && source.countryId === countryId) return source.zones;
  return null;
}
