/**
 * The address fields of the address book and of the checkout's first step, rendered from a field
 * list (the address book's own, or the store's at checkout; app/lib/forms/store-fields.ts): the
 * product's labels and messages for the fields it knows, and the country and zone pair
 * (`useCountryZones`). Without JavaScript "Update zones" posts the form (`UPDATE_ZONES`) and the
 * action answers it with the typed values and the chosen country's zones: a post, so nothing typed
 * (an e-mail, a name, an address) ever lands in the address bar, a history or a log.
 */
import type { FieldMetadata } from "@conform-to/react";
import { useEffect, type ChangeEvent } from "react";
import { Button } from "~/components/ui/Button";
import { UPDATE_ZONES, type PlaceOption } from "~/lib/address";
import { useHydrated } from "~/lib/forms/progressive";
import { isRequired, type FieldRole, type FormField } from "~/lib/forms/store-fields";
import * as styles from "./account.css";
import { TextField } from "./AccountForm";
import { ZoneField } from "./CountryZones";
import { SelectField } from "./SelectField";

type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

const AUTOCOMPLETE: Partial<Record<FieldRole, string>> = {
  email: "email",
  telephone: "tel",
  firstName: "given-name",
  lastName: "family-name",
  company: "organization",
  address1: "address-line1",
  address2: "address-line2",
  city: "address-level2",
  zipcode: "postal-code",
};

const FULL_ROW = new Set<FieldRole | null>(["company", "address1", "address2"]);

interface AddressFieldsProps {
  /** The form's fields in order (the address book's, or the store's at checkout). */
  formFields: readonly FormField[];
  fields: Record<string, Meta>;
  countries: readonly PlaceOption[];
  /** The country the server rendered (a refused post's, else the page's). */
  serverCountry: string;
  /** From `useCountryZones`: the chosen country, its zones (null while loading) and the change handler. */
  countryId: string;
  zones: PlaceOption[] | null;
  changeCountry: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** Laid out on the form's grid (the checkout's contact sits in a grid of its own). */
  className?: string;
}

export function AddressFields({
  formFields,
  fields,
  countries,
  serverCountry,
  countryId,
  zones,
  changeCountry,
  className = styles.formGrid,
}: AddressFieldsProps) {
  const hydrated = useHydrated();
  // A country chosen before the page came alive (its select worked before React) is the shopper's:
  // once hydrated, its zones load as for any change (the select itself is kept, see SelectField).
  const countryMeta = formFields.find((field) => field.kind === "country");
  const countryElementId = countryMeta ? fields[countryMeta.name]?.id : undefined;
  useEffect(() => {
    const select = countryElementId ? document.getElementById(countryElementId) : null;
    if (select instanceof HTMLSelectElement && select.value !== countryId)
      changeCountry({ currentTarget: select } as ChangeEvent<HTMLSelectElement>);
    // Once, at hydration: later changes go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const zoneIds = zones?.map((zone) => zone.id) ?? [];
  return (
    <div className={className}>
      {formFields.map((field) => {
        const meta = fields[field.name];
        if (!meta) return null;
        const rowClass = FULL_ROW.has(field.role) ? styles.fullRow : undefined;
        switch (field.kind) {
          case "country":
            return (
              <SelectField
                key={field.name}
                meta={meta}
                label={field.label}
                options={countries}
                placeholder="Please select"
                defaultValue={serverCountry}
                autoComplete="country"
                onChange={changeCountry}
                addon={
                  hydrated ? null : (
                    <Button type="submit" variant="outline" name={UPDATE_ZONES} value="1" formNoValidate>
                      Update zones
                    </Button>
                  )
                }
              />
            );
          case "zone":
            return <ZoneField key={field.name} meta={meta} zones={zones} countryId={countryId} serverCountry={serverCountry} />;
          case "select":
            return <SelectField key={field.name} meta={meta} label={field.label} options={field.options} placeholder="Please select" />;
          default:
            return (
              <TextField
                key={field.name}
                meta={meta}
                label={field.label}
                type={field.kind}
                autoComplete={field.role ? AUTOCOMPLETE[field.role] : undefined}
                optional={!isRequired(field, { zoneIds })}
                className={rowClass}
              />
            );
        }
      })}
    </div>
  );
}
