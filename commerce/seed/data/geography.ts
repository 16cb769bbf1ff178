/**
 * Countries the shop ships to, with their zones (states, provinces, regions). The United States
 * comes first; Singapore and Monaco have no zones, so address forms hide the zone field for them.
 */

export interface CountryData {
  name: string;
  iso2: string;
  iso3: string;
  postcodeRequired: boolean;
  /** [name, code] */
  zones: ReadonlyArray<readonly [string, string]>;
}

const usStates: ReadonlyArray<readonly [string, string]> = [
  ["Alabama", "AL"], ["Alaska", "AK"], ["Arizona", "AZ"], ["Arkansas", "AR"], ["California", "CA"],
  ["Colorado", "CO"], ["Connecticut", "CT"], ["Delaware", "DE"], ["District of Columbia", "DC"], ["Florida", "FL"],
  ["Georgia", "GA"], ["Hawaii", "HI"], ["Idaho", "ID"], ["Illinois", "IL"], ["Indiana", "IN"],
  ["Iowa", "IA"], ["Kansas", "KS"], ["Kentucky", "KY"], ["Louisiana", "LA"], ["Maine", "ME"],
  ["Maryland", "MD"], ["Massachusetts", "MA"], ["Michigan", "MI"], ["Minnesota", "MN"], ["Mississippi", "MS"],
  ["Missouri", "MO"], ["Montana", "MT"], ["Nebraska", "NE"], ["Nevada", "NV"], ["New Hampshire", "NH"],
  ["New Jersey", "NJ"], ["New Mexico", "NM"], ["New York", "NY"], ["North Carolina", "NC"], ["North Dakota", "ND"],
  ["Ohio", "OH"], ["Oklahoma", "OK"], ["Oregon", "OR"], ["Pennsylvania", "PA"], ["Rhode Island", "RI"],
  ["South Carolina", "SC"], ["South Dakota", "SD"], ["Tennessee", "TN"], ["Texas", "TX"], ["Utah", "UT"],
  ["Vermont", "VT"], ["Virginia", "VA"], ["Washington", "WA"], ["West Virginia", "WV"], ["Wisconsin", "WI"],
  ["Wyoming", "WY"],
];

export const countries: readonly CountryData[] = [
  { name: "United States", iso2: "US", iso3: "USA", postcodeRequired: true, zones: usStates },
  {
    name: "Canada",
    iso2: "CA",
    iso3: "CAN",
    postcodeRequired: true,
    zones: [
      ["Alberta", "AB"], ["British Columbia", "BC"], ["Manitoba", "MB"], ["New Brunswick", "NB"], ["Newfoundland and Labrador", "NL"],
      ["Northwest Territories", "NT"], ["Nova Scotia", "NS"], ["Nunavut", "NU"], ["Ontario", "ON"], ["Prince Edward Island", "PE"],
      ["Quebec", "QC"], ["Saskatchewan", "SK"], ["Yukon", "YT"],
    ],
  },
  {
    name: "United Kingdom",
    iso2: "GB",
    iso3: "GBR",
    postcodeRequired: true,
    zones: [["England", "ENG"], ["Northern Ireland", "NIR"], ["Scotland", "SCT"], ["Wales", "WLS"]],
  },
  {
    name: "Germany",
    iso2: "DE",
    iso3: "DEU",
    postcodeRequired: true,
    zones: [
      ["Baden-Württemberg", "BW"], ["Bayern", "BY"], ["Berlin", "BE"], ["Brandenburg", "BB"], ["Bremen", "HB"],
      ["Hamburg", "HH"], ["Hessen", "HE"], ["Mecklenburg-Vorpommern", "MV"], ["Niedersachsen", "NI"], ["Nordrhein-Westfalen", "NW"],
      ["Rheinland-Pfalz", "RP"], ["Saarland", "SL"], ["Sachsen", "SN"], ["Sachsen-Anhalt", "ST"], ["Schleswig-Holstein", "SH"],
      ["Thüringen", "TH"],
    ],
  },
  {
    name: "France",
    iso2: "FR",
    iso3: "FRA",
    postcodeRequired: true,
    zones: [
      ["Auvergne-Rhône-Alpes", "ARA"], ["Bourgogne-Franche-Comté", "BFC"], ["Bretagne", "BRE"], ["Centre-Val de Loire", "CVL"],
      ["Corse", "COR"], ["Grand Est", "GES"], ["Hauts-de-France", "HDF"], ["Île-de-France", "IDF"], ["Normandie", "NOR"],
      ["Nouvelle-Aquitaine", "NAQ"], ["Occitanie", "OCC"], ["Pays de la Loire", "PDL"], ["Provence-Alpes-Côte d'Azur", "PAC"],
    ],
  },
  {
    name: "Australia",
    iso2: "AU",
    iso3: "AUS",
    postcodeRequired: true,
    zones: [
      ["Australian Capital Territory", "ACT"], ["New South Wales", "NSW"], ["Northern Territory", "NT"], ["Queensland", "QLD"],
      ["South Australia", "SA"], ["Tasmania", "TAS"], ["Victoria", "VIC"], ["Western Australia", "WA"],
    ],
  },
  {
    name: "Netherlands",
    iso2: "NL",
    iso3: "NLD",
    postcodeRequired: true,
    zones: [
      ["Drenthe", "DR"], ["Flevoland", "FL"], ["Friesland", "FR"], ["Gelderland", "GE"], ["Groningen", "GR"], ["Limburg", "LI"],
      ["Noord-Brabant", "NB"], ["Noord-Holland", "NH"], ["Overijssel", "OV"], ["Utrecht", "UT"], ["Zeeland", "ZE"], ["Zuid-Holland", "ZH"],
    ],
  },
  { name: "Singapore", iso2: "SG", iso3: "SGP", postcodeRequired: true, zones: [] },
  { name: "Monaco", iso2: "MC", iso3: "MCO", postcodeRequired: false, zones: [] },
];
