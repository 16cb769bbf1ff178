/**
 * Registering, then signed in with the phone kept, whatever the store does at accountRegister:
 * the embedded API signs in and keeps the phone; OpenCart 3 + d_vuefront and WooCommerce +
 * vuefront/wordpress do not sign in, and OpenCart drops the phone (recordings 05-account).
 */
import { describe, expect, it } from "vitest";
import { registerAndSignIn } from "~/lib/account/sign-in.server";
import { CommerceApiError } from "~/lib/api/errors";
import type { Shopper } from "~/lib/shopper.server";

interface StoreBehaviour {
  signsInAtRegister: boolean;
  keepsPhoneAtRegister: boolean;
  loginFails?: boolean;
}

/** A store session answering the four documents the way the behaviour says; records the calls. */
function fakeStore(behaviour: StoreBehaviour) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  let signedIn = false;
  let customer = { id: "", firstName: "", lastName: "", email: "", phone: "" };
  // Generated documents are strings ("mutation AccountRegister(…) {…}").
  const request = async (document: unknown, variables: Record<string, unknown> = {}) => {
    const name = /^\s*(?:query|mutation)\s+(\w+)/.exec(String(document))?.[1] ?? "";
    calls.push({ name, variables });
    switch (name) {
      case "AccountRegister": {
        const input = variables.customer as typeof customer & { password: string };
        customer = {
          id: "7",
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: behaviour.keepsPhoneAtRegister ? (input.phone ?? "") : "",
        };
        signedIn = behaviour.signsInAtRegister;
        return { accountRegister: { ...customer } };
      }
      case "AccountLoggedState":
        return { accountCheckLogged: signedIn ? { status: true, customer } : { status: false, customer: null } };
      case "AccountLogin":
        if (behaviour.loginFails) throw new CommerceApiError("Warning: No match for E-Mail Address and/or Password.", "graphql");
        signedIn = true;
        return { accountLogin: { token: null, customer: { id: customer.id, phone: customer.phone } } };
      case "AccountEdit": {
        if (!signedIn) throw new CommerceApiError("You must be logged in", "graphql");
        customer = { ...customer, ...(variables.customer as Partial<typeof customer>) };
        return { accountEdit: { id: customer.id } };
      }
      default:
        throw new Error(`unexpected ${name}`);
    }
  };
  // The storefront's own cookie values (who signed in here, decision 093).
  const values = new Map<string, unknown>();
  const shopper = {
    api: { request },
    keepStoreToken: () => {},
    getValue: (key: string) => values.get(key),
    setValue: (key: string, value: unknown) => (value === undefined ? values.delete(key) : values.set(key, value)),
  } as unknown as Shopper;
  return { shopper, calls, state: () => ({ signedIn, customer }) };
}

const typed = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "+44 20 7946 0958", password: "Secret-pass-123" };

describe("registering, then signed in with the phone kept", () => {
  it("signs in with the same e-mail and password and saves the dropped phone (OpenCart's way)", async () => {
    const store = fakeStore({ signsInAtRegister: false, keepsPhoneAtRegister: false });
    await expect(registerAndSignIn(store.shopper, typed)).resolves.toEqual({ signedIn: true });
    expect(store.calls.map((call) => call.name)).toEqual(["AccountRegister", "AccountLoggedState", "AccountLogin", "AccountEdit"]);
    expect(store.calls[2]!.variables).toEqual({ email: typed.email, password: typed.password });
    // The profile is sent whole (the store's accountEdit sets every field), the password never.
    expect(store.calls[3]!.variables).toEqual({
      customer: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: typed.phone },
    });
    expect(store.state()).toEqual({ signedIn: true, customer: expect.objectContaining({ phone: typed.phone }) });
  });

  it("signs in and leaves a kept phone alone (WooCommerce answers the phone, then signs in by token)", async () => {
    const store = fakeStore({ signsInAtRegister: false, keepsPhoneAtRegister: true });
    await expect(registerAndSignIn(store.shopper, typed)).resolves.toEqual({ signedIn: true });
    expect(store.calls.map((call) => call.name)).toEqual(["AccountRegister", "AccountLoggedState", "AccountLogin"]);
  });

  it("asks nothing more of a store that signs in and keeps the phone (the embedded API)", async () => {
    const store = fakeStore({ signsInAtRegister: true, keepsPhoneAtRegister: true });
    await expect(registerAndSignIn(store.shopper, typed)).resolves.toEqual({ signedIn: true });
    expect(store.calls.map((call) => call.name)).toEqual(["AccountRegister", "AccountLoggedState"]);
  });

  it("saves the phone on a store that signs in but drops it", async () => {
    const store = fakeStore({ signsInAtRegister: true, keepsPhoneAtRegister: false });
    await registerAndSignIn(store.shopper, typed);
    expect(store.calls.map((call) => call.name)).toEqual(["AccountRegister", "AccountLoggedState", "AccountEdit"]);
    expect(store.state().customer.phone).toBe(typed.phone);
  });

  it("sends no phone when none was typed", async () => {
    const store = fakeStore({ signsInAtRegister: false, keepsPhoneAtRegister: false });
    await registerAndSignIn(store.shopper, { ...typed, phone: undefined });
    expect(store.calls.map((call) => call.name)).not.toContain("AccountEdit");
  });

  it("throws the store's refusal of the registration itself", async () => {
    const store = fakeStore({ signsInAtRegister: false, keepsPhoneAtRegister: false });
    const refusing = {
      api: { request: async () => Promise.reject(new CommerceApiError("Warning: E-Mail Address is already registered!", "graphql")) },
    } as unknown as Shopper;
    await expect(registerAndSignIn(refusing, typed)).rejects.toThrow("already registered");
    expect(store.calls).toEqual([]);
  });

  it("answers a failed sign-in after an accepted registration, rather than throwing it", async () => {
    const store = fakeStore({ signsInAtRegister: false, keepsPhoneAtRegister: false, loginFails: true });
    const registered = await registerAndSignIn(store.shopper, typed);
    expect(registered.signedIn).toBe(false);
    expect(store.calls.map((call) => call.name)).not.toContain("AccountEdit");
  });
});
