/**
 * Store-wide data: the API version, languages and currencies (the session's choice), countries and zones.
 */
import { findPlace, listPlaces } from "@commerce/domain/account/places";
import type { CurrencyRow } from "@commerce/domain/money/money";
import {
  chooseCurrency,
  chooseLanguage,
  currencyChoice,
  languageChoice,
  type Choice,
  type LanguageRow,
} from "@commerce/domain/session/preferences";
import { parseId } from "@commerce/domain/sql";
import type { Currency, Language, Resolvers } from "@commerce/graphql/generated/resolvers";

const currencyList = ({ all, active }: Choice<CurrencyRow>): Currency[] =>
  all.map((c) => ({
    code: c.code,
    name: c.title,
    title: c.title,
    symbol_left: c.symbol_left,
    symbol_right: c.symbol_right,
    active: c.code === active,
  }));

const languageList = ({ all, active }: Choice<LanguageRow>): Language[] => all.map((l) => ({ ...l, active: l.code === active }));

export const storeResolvers: Resolvers = {
  RootQueryType: {
    version: (_root, _args, context) => context.settings.version,
    currency: async (_root, _args, context) => currencyList(await currencyChoice(context.db, context.session)),
    language: async (_root, _args, context) => languageList(await languageChoice(context.db, context.session)),
    countriesList: (_root, args, context) => listPlaces(context.db, "country", args),
    country: (_root, args, context) => findPlace(context.db, "country", args.id),
    zonesList: (_root, args, context) => listPlaces(context.db, "zone", args, parseId(args.country_id)),
    zone: (_root, args, context) => findPlace(context.db, "zone", args.id),
  },

  RootMutationType: {
    editCurrency: async (_root, args, context) => currencyList(await chooseCurrency(context.db, context.session, args.code)),
    editLanguage: async (_root, args, context) => languageList(await chooseLanguage(context.db, context.session, args.code)),
  },

  Country: {
    id: (c) => String(c.id),
  },

  Zone: {
    id: (z) => String(z.id),
    countryId: (z) => String(z.country_id),
  },
};
