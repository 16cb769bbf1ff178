/**
 * The address book on a store that refuses: WooCommerce's module answers accountAddAddress and
 * accountRemoveAddress with its own error (recording 05-account) and an edit with nulls. The form
 * shows the store's words with a 400 and keeps what was typed; never a 500, never a success notice.
 */
import { describe, expect, it } from "vitest";
import { ADDRESS_NOT_SAVED, saveAddress } from "~/lib/account/address-form.server";
import { isBlankAddress } from "~/lib/address";
import { CommerceApiError } from "~/lib/api/errors";
import type { Shopper } from "~/lib/shopper.server";

const ADD_REFUSED = "Adding an address is not possible in Wordpress";

function wordpressStore() {
  const toasts: unknown[] = [];
  const operation = (document: unknown) => /^\s*(?:query|mutation)\s+(\w+)/.exec(String(document))?.[1] ?? "";
  const request = async (document: unknown) => {
    switch (operation(document)) {
      case "AddressZones":
        return { zonesList: { content: [] } };
      case "AccountAddAddress":
        throw new CommerceApiError(ADD_REFUSED, "graphql", 200);
      case "AccountEditAddress":
        return { accountEditAddress: { id: null } };
      default:
        throw new Error(`unexpected ${operation(document)}`);
    }
  };
  const requestPartial = async () => ({
    data: {
      accountCheckLogged: { status: true, customer: { id: "3", firstName: "Fay", lastName: "Fixture", email: "f@example.com", phone: "" } },
      accountAddress: { id: "billing" },
    },
    errors: [],
  });
  const shopper = { api: { request, requestPartial }, flashToast: (toast: unknown) => toasts.push(toast) } as unknown as Shopper;
  return { shopper, toasts };
}

const typed = { firstName: "Fay", lastName: "Fixture", address1: "2 Low Road", city: "Leeds", zipcode: "LS1 1AA", countryId: "GB" };
const post = (path: string) =>
  new Request(`http://shop.test${path}`, {
    method: "POST",
    body: new URLSearchParams(typed),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

interface Reply {
  data: { result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> } };
  init: { status?: number } | null;
}

describe("the store's refusal of an address", () => {
  it("shows WooCommerce's words for a new address with a 400, the typed values kept", async () => {
    const { shopper, toasts } = wordpressStore();
    const reply = (await saveAddress(shopper, post("/account/address/create"), null)) as unknown as Reply;
    expect(reply.init?.status).toBe(400);
    expect(reply.data.result.error?.[""]).toEqual([ADD_REFUSED]);
    expect(reply.data.result.initialValue).toMatchObject(typed);
    expect(toasts).toEqual([]);
  });

  it("an edit the store answered with nulls is no success either", async () => {
    const { shopper, toasts } = wordpressStore();
    const reply = (await saveAddress(shopper, post("/account/address/billing/edit"), "billing")) as unknown as Reply;
    expect(reply.init?.status).toBe(400);
    expect(reply.data.result.error?.[""]).toEqual([ADDRESS_NOT_SAVED]);
    expect(toasts).toEqual([]);
  });
});

describe("WooCommerce's pseudo-addresses", () => {
  it("are left out of the address book while they hold nothing", () => {
    const blank = { firstName: "", lastName: "", address1: "", city: "" };
    expect(isBlankAddress({ ...blank, id: "billing" } as never)).toBe(true);
    expect(isBlankAddress({ firstName: "false", lastName: "false", address1: "false", city: "false" })).toBe(true);
    expect(isBlankAddress({ ...blank, address1: "2 Low Road" })).toBe(false);
    expect(isBlankAddress({ ...blank, firstName: "Fay" })).toBe(false);
  });
});
