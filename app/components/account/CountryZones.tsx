/**
 * The country and zone pair of the address book and the checkout: the zone list follows the
 * chosen country. With JavaScript a fetcher reloads it on every change (the zone starts empty
 * again, docs/product/accounts.md); without, the form's "Update zones" GET re-renders the page
 * for the chosen country. The zone is hidden, and not required, when the country has none.
 */
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import type { PlaceOption } from "~/lib/address";
import { SelectField } from "./SelectField";

/** Zones known for one country (from the page, a refused post or the fetcher). */
export type ZoneSource = { countryId: string; zones: PlaceOption[] } | null | undefined | false;

interface CountryZonesOptions<Fetched> {
  /** The country the server rendered (a refused post's, else the page's). */
  serverCountry: string;
  /** The page address that answers with `countryId`'s zones. */
  zonesUrl: (countryId: string) => string;
  /** Where the zones are in that page's data. */
  fetchedZones: (data: Fetched) => ZoneSource;
  /** Zones already at hand, first match wins. */
  knownZones: ZoneSource[];
}

export function useCountryZones<Fetched>({ serverCountry, zonesUrl, fetchedZones, knownZones }: CountryZonesOptions<Fetched>) {
  const zonesFetcher = useFetcher<Fetched>();
  const [countryId, setCountryId] = useState(serverCountry);
  // A new server answer's country, not the first render's: a country chosen before hydration
  // (AddressFields) must not be set back by this at mount.
  const rendered = useRef(serverCountry);
  useEffect(() => {
    if (rendered.current === serverCountry) return;
    rendered.current = serverCountry;
    setCountryId(serverCountry);
  }, [serverCountry]);

  const fetched = zonesFetcher.data ? fetchedZones(zonesFetcher.data as Fetched) : null;
  // null while the chosen country's zones are on their way.
  const zones = pickZones(countryId, [fetched, ...knownZones]);

  function changeCountry(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.currentTarget.value;
    setCountryId(next);
    if (next) zonesFetcher.load(zonesUrl(next));
  }

  // While they are on their way the zone is not checked here (the server checks it).
  return { countryId, zones, zoneIds: zones?.map((zone) => zone.id) ?? [], changeCountry };
}

function pickZones(countryId: string, sources: ZoneSource[]): PlaceOption[] | null {
  if (!countryId) return [];
  for (const source of sources) if (source && source.countryId === countryId) return source.zones;
  return null;
}

interface ZoneFieldProps {
  meta: Parameters<typeof SelectField>[0]["meta"];
  zones: PlaceOption[] | null;
  countryId: string;
  serverCountry: string;
  className?: string;
}

/** The zone select: loading, the chosen country's zones, or nothing for a country without zones. */
export function ZoneField({ meta, zones, countryId, serverCountry, className }: ZoneFieldProps) {
  if (zones === null) {
    return <SelectField key="loading" meta={meta} label="Zone" options={[]} placeholder="Loading zones…" disabled className={className} />;
  }
  if (!zones.length) return null;
  return (
    <SelectField
      // A new country starts with no zone chosen.
      key={countryId}
      meta={meta}
      label="Zone"
      options={zones}
      placeholder="Please select"
      defaultValue={countryId === serverCountry ? undefined : ""}
      autoComplete="address-level1"
      className={className}
    />
  );
}
