/**
 * A browser without JavaScript for the checkout's server tests on a store's order API (decisions
 * 360–365): a cookie jar that honours each cookie's Path and Max-Age (the checkout's sealed cookies
 * live on two paths, decision 362), form posts with repeated fields, manual redirects; and the
 * checkout page's forms read from its HTML as a shopper would fill them.
 */
import { uniqueAddress } from "./visitor";

export interface Answer {
  status: number;
  location: string | null;
  html: string;
}

export class CheckoutBrowser {
  private readonly jar = new Map<string, { name: string; value: string; path: string }>();
  private readonly from = uniqueAddress();

  constructor(private readonly base: string) {}

  cookie(name: string) {
    return [...this.jar.values()].find((entry) => entry.name === name);
  }

  /** The paths a cookie is set for. */
  paths(name: string): string[] {
    return [...this.jar.values()].filter((entry) => entry.name === name).map((entry) => entry.path);
  }

  names(): string[] {
    return [...new Set([...this.jar.values()].map((entry) => entry.name))];
  }

  /** Forgets a cookie (as another device never had it). */
  drop(name: string): void {
    for (const [key, entry] of this.jar) if (entry.name === name) this.jar.delete(key);
  }

  async send(path: string, form?: Record<string, string | string[]>): Promise<Answer> {
    const pathname = new URL(path, this.base).pathname;
    const cookie = [...this.jar.values()]
      .filter((entry) => pathname === entry.path || pathname.startsWith(entry.path.endsWith("/") ? entry.path : `${entry.path}/`))
      .map((entry) => `${entry.name}=${entry.value}`)
      .join("; ");
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(form ?? {})) for (const one of [value].flat()) body.append(name, one);
    const response = await fetch(this.base + path, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: {
        origin: this.base,
        "x-forwarded-for": this.from,
        ...(cookie ? { cookie } : {}),
        ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body: form ? body : undefined,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      const attribute = (key: string) => attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.split("=")[1];
      const cookiePath = attribute("path") ?? "/";
      if (attribute("max-age") === "0") this.jar.delete(`${name}\n${cookiePath}`);
      else this.jar.set(`${name}\n${cookiePath}`, { name, value: pair.slice(at + 1), path: cookiePath });
    }
    return { status: response.status, location: response.headers.get("location"), html: await response.text() };
  }
}

/**
 * Step 1's form as the page renders it, filled in under the store's own field names: what the page
 * already holds, else a New York address, `email` and a telephone.
 */
export async function fillInformation(browser: CheckoutBrowser, email: string): Promise<Record<string, string>> {
  const html = (await browser.send("/store/checkout/?step=1")).html;
  const values: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]+)"/.exec(tag)?.[1];
    const type = /\btype="([^"]+)"/.exec(tag)?.[1] ?? "text";
    if (!name || ["intent", "coupon"].includes(name) || ["radio", "checkbox", "submit", "hidden"].includes(type)) continue;
    const value = /\bvalue="([^"]*)"/.exec(tag)?.[1] ?? "";
    values[name] =
      type === "email" || /mail/i.test(name)
        ? value || email
        : value ||
          (/phone/i.test(name)
            ? "555 0100"
            : /post|zip/i.test(name)
              ? "10012"
              : /address|street/i.test(name)
                ? "214 Mercer Street"
                : /city/i.test(name)
                  ? "New York"
                  : "Ada Lovelace".split(" ")[/last/i.test(name) ? 1 : 0]!);
  }
  for (const [select, name] of html.matchAll(/<select\b[^>]*\bname="([^"]+)"[\s\S]*?<\/select>/g)) {
    values[name!] = /<option[^>]*value="([^"]+)"[^>]*selected/.exec(select)?.[1] ?? /<option[^>]*value="([^"]+)"/.exec(select)?.[1] ?? "";
  }
  return values;
}

/** The page's alert, for a failed expectation's message. */
export const alertOf = (html: string) => /role="alert"[\s\S]{0,400}/.exec(html)?.[0];

/** A hidden (or any) input's value by name. */
export const inputValue = (html: string, name: string) =>
  new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"|<input[^>]*value="([^"]*)"[^>]*name="${name}"`)
    .exec(html)
    ?.slice(1)
    .find(Boolean);

/** A product's options as the store's GraphQL lists them. */
export interface ListedOption {
  id: string;
  name: string;
  type: string;
  values: { id: string; name: string }[];
}

export interface ListedProduct {
  id: string;
  stock: boolean;
  options: ListedOption[];
}

/** The first `size` products of the shop's store (its `/api/graphql`), with their options. */
export async function listedProducts(base: string, size: number): Promise<ListedProduct[]> {
  const response = await fetch(`${base}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: `{ productsList(size: ${size}) { content { id stock options { id name type values { id name } } } } }` }),
  });
  const { data } = (await response.json()) as { data: { productsList: { content: ListedProduct[] } } };
  return data.productsList.content;
}

/** Registers a new customer (the shop signs them in) with the account form, without JavaScript. */
export async function registerCustomer(browser: CheckoutBrowser, email: string): Promise<Answer> {
  return browser.send("/account/register", {
    firstName: "Grace",
    lastName: "Hopper",
    email,
    phone: "",
    password: "secret12",
    confirmPassword: "secret12",
  });
}
