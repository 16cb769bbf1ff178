import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useMemo, useState } from "react";
import { FormAlert, useAccountForm } from "~/components/account/AccountForm";
import { AddressFields } from "~/components/account/AddressFields";
import { useCountryZones } from "~/components/account/CountryZones";
import { SelectField } from "~/components/account/SelectField";
import { DefaultSubmit } from "~/components/forms/DefaultSubmit";
import type { CheckoutActionData } from "~/lib/checkout/checkout-action.server";
import type { CheckoutPageData } from "~/lib/checkout/checkout.server";
import { CHECKOUT_PATH } from "~/lib/checkout/steps";
import { checkoutInformationSchema, NEW_ADDRESS } from "~/lib/forms/checkout";
import { EnhancedMarker, useHydrated } from "~/lib/forms/progressive";
import * as styles from "./checkout.css";
import { CheckoutFooter } from "./CheckoutFooter";

interface InformationStepProps {
  information: NonNullable<CheckoutPageData["information"]>;
  actionData: CheckoutActionData | undefined;
}

/**
 * Step 1: contact and delivery address, as a guest or logged in (a customer may pick an address
 * from their book), rendered from the store's own field lists and posted with the store's names.
 * Country and zone as in `CountryZones`: without JavaScript "Update zones" re-renders this step
 * for the chosen country with the typed values.
 */
export function InformationStep({ information, actionData }: InformationStepProps) {
  const hydrated = useHydrated();
  const { countryField } = information;
  const countryOf = (fetched: NonNullable<CheckoutPageData["information"]>) => (countryField ? (fetched.values[countryField] ?? "") : "");
  const serverCountry = actionData?.countryId ?? countryOf(information);
  const { countryId, zones, zoneIds, changeCountry } = useCountryZones<{ information: CheckoutPageData["information"] }>({
    serverCountry,
    zonesUrl: (next) => `${CHECKOUT_PATH}?${new URLSearchParams({ step: "1", ...(countryField ? { [countryField]: next } : {}) })}`,
    fetchedZones: ({ information: fetched }) => fetched && { countryId: countryOf(fetched), zones: fetched.zones },
    knownZones: [
      actionData?.countryId != null && actionData.zones ? { countryId: actionData.countryId, zones: actionData.zones } : null,
      { countryId: countryOf(information), zones: information.zones },
    ],
  });

  const saved = information.savedAddresses;
  const lastResult = actionData?.form === "information" ? (actionData.lastResult as SubmissionResult<string[]>) : undefined;
  const postedAddressId = (lastResult?.initialValue as Record<string, unknown> | undefined)?.addressId;
  const [addressId, setAddressId] = useState(typeof postedAddressId === "string" ? postedAddressId : (saved[0]?.id ?? NEW_ADDRESS));
  const usingSaved = saved.length > 0 && addressId !== NEW_ADDRESS;

  const schema = useMemo(
    () => checkoutInformationSchema(information, { zoneIds, savedAddress: usingSaved }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids' content, not the array's identity
    [information, zoneIds.join(), usingSaved],
  );
  const [form, fields] = useAccountForm(schema, lastResult, { ...information.values, addressId } as never);
  // The fields in the order they show: the info alert names the first one that is wrong.
  const fieldOrder = [...information.contact, { name: "addressId" }, ...information.address].map((field) => field.name);
  const zoneProps = { countries: information.countries, serverCountry, countryId, zones, changeCountry };

  return (
    <Form method="post" action={`${CHECKOUT_PATH}?step=1`} {...getFormProps(form)} className={styles.form} data-checkout-step="information">
      <EnhancedMarker />
      <DefaultSubmit name="intent" value="information">
        Continue to shipping
      </DefaultSubmit>
      <FormAlert formErrors={form.errors} allErrors={form.allErrors} fieldOrder={fieldOrder} />
      <section className={styles.card} aria-labelledby="checkout-contact">
        <h2 id="checkout-contact" className={styles.sectionTitle}>
          Contact
        </h2>
        <AddressFields formFields={information.contact} fields={fields as never} className={styles.grid} {...zoneProps} />
      </section>
      <section className={styles.card} aria-labelledby="checkout-address">
        <h2 id="checkout-address" className={styles.sectionTitle}>
          Shipping address
        </h2>
        {saved.length ? (
          <SelectField
            meta={fields.addressId!}
            label="Saved addresses"
            options={[...saved, { id: NEW_ADDRESS, name: "Enter a new address" }]}
            placeholder="Choose an address"
            defaultValue={addressId}
            onChange={(event) => setAddressId(event.currentTarget.value)}
          />
        ) : null}
        {/* Without JavaScript the typed fields always show: they count when "Enter a new address" is chosen. */}
        {usingSaved && hydrated ? null : <AddressFields formFields={information.address} fields={fields as never} {...zoneProps} />}
      </section>
      <CheckoutFooter
        back={{ to: "/store/cart", label: "Return to cart" }}
        intent="information"
        label="Continue to shipping"
        pendingLabel="Saving…"
      />
    </Form>
  );
}
