/** The shop itself: contact details, showrooms, currencies, coupons, return reasons, demo customer. */
import { storeName, supportEmail } from "@config/store";

/** Stored as the `store` setting; the contact query reads it. */
export const storeContact = {
  name: storeName,
  address: "214 Mercer Street, Suite 3\nNew York, NY 10012\nUnited States",
  email: supportEmail,
  telephone: "+1 (212) 555-0148",
  fax: "+1 (212) 555-0149",
  open: "Monday to Friday 9am – 7pm, Saturday 10am – 6pm (Eastern Time)",
  comment: "Questions about fit, lenses or an order? Our opticians answer every message within one business day.",
  geocode: "40.7260,-73.9990",
  // The home page's meta tags.
  meta_title: `${storeName} | Designer Eyeglasses & Sunglasses`,
  meta_description: "Independent eyewear from fourteen makers and our own workshop: eyeglasses, sunglasses and prescription lenses, with free shipping and 14-day returns.",
  meta_keyword: "eyeglasses, sunglasses, prescription glasses, designer frames, blue light glasses",
};

export interface Showroom {
  name: string;
  address: string;
  telephone: string;
  fax: string;
  geocode: string;
  open: string;
  comment: string;
}

export const showrooms: readonly Showroom[] = [
  {
    name: "Lumen Optics SoHo",
    address: "214 Mercer Street, New York, NY 10012",
    telephone: "+1 (212) 555-0148",
    fax: "+1 (212) 555-0149",
    geocode: "40.7260,-73.9990",
    open: "Mon – Sat 10am – 7pm, Sun 11am – 6pm",
    comment: "Our flagship: the full collection, two opticians and same-day adjustments.",
  },
  {
    name: "Lumen Optics West Loop",
    address: "901 West Randolph Street, Chicago, IL 60607",
    telephone: "+1 (312) 555-0172",
    fax: "",
    geocode: "41.8843,-87.6497",
    open: "Tue – Sat 10am – 7pm, Sun 12pm – 5pm",
    comment: "Eye exams by appointment, Thursday to Saturday.",
  },
  {
    name: "Lumen Optics South Congress",
    address: "1408 South Congress Avenue, Austin, TX 78704",
    telephone: "",
    fax: "",
    geocode: "30.2490,-97.7497",
    open: "Daily 10am – 8pm",
    comment: "A small sunglasses studio: try the whole sun collection, no appointment needed.",
  },
  {
    name: "Lumen Optics Hayes Valley",
    address: "455 Hayes Street, San Francisco, CA 94102",
    telephone: "+1 (415) 555-0190",
    fax: "",
    geocode: "37.7766,-122.4247",
    open: "Mon – Sat 11am – 7pm",
    comment: "Frame fittings and lens consultations, walk-ins welcome.",
  },
];

export const currencies = [
  { code: "USD", title: "US Dollar", symbol_left: "$", symbol_right: "", decimal_place: 2, value: 1, is_default: true, sort_order: 1 },
  { code: "EUR", title: "Euro", symbol_left: "", symbol_right: " €", decimal_place: 2, value: 0.92, is_default: false, sort_order: 2 },
  { code: "GBP", title: "Pound Sterling", symbol_left: "£", symbol_right: "", decimal_place: 2, value: 0.79, is_default: false, sort_order: 3 },
] as const;

export const languages = [{ code: "en-gb", name: "English", flag: "us", sort_order: 1 }] as const;

/**
 * Coupon validity is in days from the day of seeding, so WELCOME15 always has a future end date
 * and SUMMER20 is always expired, whenever the database is created.
 */
export const coupons = [
  { code: "WELCOME15", name: "Welcome offer: 15% off your order", type: "P", discount: 15, total: 0, startDays: -30, endDays: 365, isPublic: true },
  { code: "SAVE10", name: "$10 off orders over $50", type: "F", discount: 10, total: 50, startDays: -30, endDays: 365, isPublic: false },
  { code: "FREEFRAME25", name: "$25 off any frame over $150", type: "F", discount: 25, total: 150, startDays: -7, endDays: 180, isPublic: false },
  { code: "SUMMER20", name: "Summer sale: 20% off sunglasses", type: "P", discount: 20, total: 0, startDays: -120, endDays: -30, isPublic: false },
  { code: "AUTUMN25", name: "Autumn preview: 25% off", type: "P", discount: 25, total: 0, startDays: 30, endDays: 90, isPublic: false },
] as const;

export const returnReasons = ["Dead on arrival", "Faulty, please supply details", "Order error", "Received wrong item", "Other"] as const;
/** The reasons whose request must say more in its details (docs/decisions/340-return-request-checks.md). */
export const returnReasonsNeedingDetails: readonly string[] = ["Faulty, please supply details", "Other"];

export const demoCustomer = {
  email: "demo@lumenoptics.example",
  password: "demo1234",
  firstname: "Jamie",
  lastname: "Rivera",
  telephone: "+1 (646) 555-0123",
  addresses: [
    { firstname: "Jamie", lastname: "Rivera", company: "", address_1: "88 Bedford Street, Apt 4B", address_2: "", city: "New York", postcode: "10014", country: "US", zone: "NY" },
    { firstname: "Jamie", lastname: "Rivera", company: "Rivera Design Pte Ltd", address_1: "12 Marina View, #21-01", address_2: "Asia Square Tower 2", city: "Singapore", postcode: "018961", country: "SG", zone: null },
  ],
} as const;
