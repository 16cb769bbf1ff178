/**
 * The address fields of the address book and of the checkout's first step: the same fields, labels,
 * messages (the form's one zod schema, app/lib/forms/address.ts) and country and zone pair
 * (`useCountryZones`). Without JavaScript "Update zones" is a GET of `updateZonesAction` with the
 * typed values, which re-renders the form for the chosen country.
 */
import type { FieldMetadata } from "@conform-to/react";
import type { ChangeEvent } from "react";
import { Button } from "~/components/ui/Button";
import type { AddressFormValues, PlaceOption } from "~/lib/account/address";
import { useHydrated } from "~/lib/forms/progressive";
import * as styles from "./account.css";
import { TextField } from "./AccountForm";
import { ZoneField } from "./CountryZones";
import { SelectField } from "./SelectField";

type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

interface AddressFieldsProps {
  fields: Record<keyof AddressFormValues, Meta>;
  countries: readonly PlaceOption[];
  /** The country the server rendered (a refused post's, else the page's). */
  serverCountry: string;
  /** From `useCountryZones`: the chosen country, its zones (null while loading) and the change handler. */
  countryId: string;
  zones: PlaceOption[] | null;
  changeCountry: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** Where "Update zones" sends the typed values without JavaScript (default: the form's own page). */
  updateZonesAction?: string;
}

export function AddressFields({
  fields,
  countries,
  serverCountry,
  countryId,
  zones,
  changeCountry,
  updateZonesAction,
}: AddressFieldsProps) {
  const hydrated = useHydrated();
  return (
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
        options={countries}
        placeholder="Please select"
        defaultValue={serverCountry}
        autoComplete="country"
        onChange={changeCountry}
        addon={
          hydrated ? null : (
            <Button type="submit" variant="outline" formMethod="get" formAction={updateZonesAction} formNoValidate>
              Update zones
            </Button>
          )
        }
      />
      <ZoneField meta={fields.zoneId} zones={zones} countryId={countryId} serverCountry={serverCountry} />
    </div>
  );
}
