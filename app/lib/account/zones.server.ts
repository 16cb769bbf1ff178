/**
 * Countries and zones as select options, for the address form of the address book and of the
 * checkout (docs/product/accounts.md): a country's zones come from `zonesList(country_id, size: -1)`.
 */
import type { PlaceOption } from "~/lib/address";
import { throwApiFailure } from "~/lib/http.server";
import type { Shopper } from "~/lib/shopper.server";
import { AddressZonesDocument } from "./queries.server";

/** Countries or zones as select options; zones only of `countryId` (a store may ignore a bad id and list all). */
export function placeOptions(
  nodes: readonly ({ id: string | null; name: string | null; countryId?: string | null } | null)[] | null | undefined,
  countryId?: string,
): PlaceOption[] {
  return (nodes ?? []).flatMap((node) =>
    node?.id && node.name && (countryId === undefined || node.countryId == null || String(node.countryId) === countryId)
      ? [{ id: String(node.id), name: node.name }]
      : [],
  );
}

/** The zones of `countryId` (none without a country); an unreachable API is a 503. */
export async function loadZones(shopper: Shopper, countryId: string): Promise<PlaceOption[]> {
  if (!countryId) return [];
  const { zonesList } = await shopper.api.request(AddressZonesDocument, { countryId }).catch(throwApiFailure);
  return placeOptions(zonesList?.content, countryId);
}
