// The house rules, checked by `npm run lint` and by `npm test` (so by CI), with no warnings allowed.
// Modelled on the Epic Stack's and Hydrogen's flat configs: typescript-eslint, React, hooks,
// jsx-a11y and import order; Prettier owns formatting (prettier.config.js), so no style rules here.
import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The storefront's layers: routes → components → lib, never upwards. */
const appLayers = [
  {
    target: "./app/lib",
    from: ["./app/components", "./app/routes"],
    message: "app/lib is the bottom layer: move what it needs into app/lib.",
  },
  { target: "./app/components", from: "./app/routes", message: "Components do not import routes: move what they share into app/lib." },
];
/**
 * app/lib stands on floors, and an import points down (docs/decisions/267-app-lib-floors.md): the
 * ground (the files directly in app/lib, and api/) → the shared plumbing (`libShared`) → the areas
 * (every other folder; they import one another without a circle) → pages/, the registries that
 * know every area, which only routes and components import.
 */
const lib = (glob) => `${import.meta.dirname}/app/lib/${glob}`;
const libShared = ["forms", "listing", "loading", "search", "seo", "shopper-state", "tracking"];
const libFloors = [
  {
    target: [lib("*.{ts,tsx}"), lib("api/**/*")],
    from: lib("*/**/*"),
    except: [lib("api/**/*")],
    message: "The ground of app/lib (its own files and api/) imports no folder above it: move what it needs down.",
  },
  {
    target: libShared.map((folder) => lib(`${folder}/**/*`)),
    from: lib("*/**/*"),
    except: [lib("api/**/*"), ...libShared.map((folder) => lib(`${folder}/**/*`))],
    message: "Shared plumbing imports the ground and other shared plumbing, never an area or pages/: move what it needs down.",
  },
  {
    target: lib("!(pages)/**/*"),
    from: lib("pages/**/*"),
    message: "pages/ stands above the areas: only routes and components import it.",
  },
];
const appReachesApiOverHttp = {
  target: "./app",
  from: "./commerce",
  message: "The storefront reaches the API over HTTP only; app/lib/embedded-api.server.ts alone mounts it.",
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "build-*/**",
      "data/**",
      "node_modules/**",
      "playwright-report/**",
      "test-results/**",
      "app/lib/api/generated/**",
    ],
  },

  js.configs.recommended,
  ...tseslint.configs.recommended,

  // Every file: browser and Node globals, import hygiene and order.
  {
    plugins: { "import-x": importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      "import-x/internal-regex": "^(~|@commerce|@config)/",
      // Resolves the tsconfig aliases (~/, @commerce/, @config/) to absolute paths, so path rules (globs too) see real files.
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
          tsconfig: { configFile: `${import.meta.dirname}/tsconfig.json` },
        }),
      ],
    },
    rules: {
      "import-x/no-duplicates": ["error", { "prefer-inline": true }],
      "import-x/first": "error",
      "import-x/newline-after-import": "error",
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", "parent", "sibling", "index"],
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { args: "after-used", argsIgnorePattern: "^_", ignoreRestSiblings: true, varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { prefer: "type-imports", fixStyle: "inline-type-imports" }],
      // With verbatimModuleSyntax, `import { type A }` stays as `import {} from "…"` and loads the module:
      // an import of types only is written `import type`.
      "@typescript-eslint/no-import-type-side-effects": "error",
      // `declare module` augmentation of Remix's AppLoadContext is an interface that adds nothing by design.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
      eqeqeq: ["error", "always", { null: "ignore" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },

  // React: components, hooks and accessibility of the markup.
  {
    files: ["**/*.tsx"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    settings: {
      react: { version: "detect" },
    },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "react/prop-types": "off",
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["app/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },

  // The import convention: another folder is reached through its alias (`~/` for app/,
  // `@commerce/` for commerce/, `@config/` for config/), never by climbing with `../`.
  {
    files: ["app/**/*.{ts,tsx}", "commerce/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["../*", "../**"],
              message: "Import another folder through its alias (~/… for app/, @commerce/… for commerce/, @config/… for config/).",
            },
          ],
        },
      ],
    },
  },

  // ── commerce/: the embedded API's layers (docs/decisions/111-commerce-layers.md) ──
  // From the bottom: demo/ (facts shared by seed and artwork) → art/, db/ → domain/ (all SQL, by
  // area) → the surfaces graphql/, rest/ and the http/ pages → http/handler.ts → index.ts. An import
  // never climbs a floor. Generated resolver types are checked by tsc, not linted.
  { ignores: ["commerce/graphql/generated/**"] },
  {
    files: ["commerce/**/*.ts"],
    // The zones compare resolved file paths, so @commerce/… must resolve (through tsconfig.json's paths).
    settings: {
      "import-x/resolver-next": [
        createNodeResolver({
          tsconfig: { configFile: `${import.meta.dirname}/tsconfig.json` },
          extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
        }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: "commerce/demo",
              from: "commerce",
              except: ["./demo"],
              message: "demo/ is the floor under seed/ and art/: it imports nothing of commerce/.",
            },
            {
              target: "commerce/db",
              from: "commerce",
              except: ["./db"],
              message: "db/ is the bottom layer: it imports nothing of commerce/.",
            },
            {
              target: "commerce/art",
              from: [
                "commerce/db",
                "commerce/domain",
                "commerce/graphql",
                "commerce/rest",
                "commerce/http",
                "commerce/seed",
                "commerce/index.ts",
              ],
              message: "art/ draws from a path alone: only demo/ lies below it.",
            },
            {
              target: "commerce/domain",
              from: ["commerce/graphql", "commerce/rest", "commerce/http", "commerce/seed", "commerce/art", "commerce/index.ts"],
              message: "The domain serves the surfaces; it never reaches up into graphql/, rest/, http/ or index.ts.",
            },
            {
              target: "commerce/graphql",
              from: ["commerce/rest", "commerce/http", "commerce/seed", "commerce/index.ts"],
              message: "A surface reaches the domain, never another surface or the layers above.",
            },
            {
              target: "commerce/rest",
              from: ["commerce/graphql", "commerce/http", "commerce/seed", "commerce/index.ts"],
              message: "A surface reaches the domain, never another surface or the layers above.",
            },
            {
              target: ["commerce/http/payment.ts", "commerce/http/images.ts", "commerce/http/store-pages.ts"],
              from: ["commerce/graphql", "commerce/rest", "commerce/http/handler.ts", "commerce/seed", "commerce/index.ts"],
              message: "An HTTP page is a surface: it reaches the domain, never another surface or the handler.",
            },
            {
              target: "commerce/http/handler.ts",
              from: ["commerce/index.ts", "commerce/seed"],
              message: "The handler serves index.ts; only index.ts prepares and seeds the database.",
            },
            {
              target: "commerce/seed",
              from: ["commerce/domain", "commerce/graphql", "commerce/rest", "commerce/http", "commerce/index.ts"],
              message: "The seed writes tables directly (db/, art/ paths, demo/ facts); it stands beside the domain, not on it.",
            },
          ],
        },
      ],
    },
  },

  // ── The storefront (app/): layers that only point down ─────────────────────────────────────
  // routes → components → lib: lib never imports a component or a route, components never a
  // route; the storefront reaches the embedded API only where it mounts it (lib/embedded-api.server.ts).
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/embedded-api.server.ts"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: [...appLayers, ...libFloors, appReachesApiOverHttp] }] },
  },
  {
    files: ["app/lib/embedded-api.server.ts"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: [...appLayers, ...libFloors] }] },
  },

  // ── The storefront (app/): where GraphQL lives ──────────────────────────────────────────────
  // Documents are written only in app/lib/<area>/queries.server.ts (decision 112): the generated
  // `graphql()` is imported nowhere else, and outside server modules the generated code is read
  // for its types only, so no document can reach the browser bundle (`npm run build` checks that too).
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.ts", "app/lib/api/generated/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/lib/api/generated", "~/lib/api/generated/*"],
              allowTypeImports: true,
              message: "Only types from the generated GraphQL code outside *.server.ts modules: documents stay on the server.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.server.ts"],
    ignores: ["app/lib/*/queries.server.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "~/lib/api/generated",
              importNames: ["graphql"],
              message: "Write GraphQL documents in the area's app/lib/<area>/queries.server.ts and import them from there.",
            },
          ],
        },
      ],
    },
  },

  // Tests and scripts print what they measure.
  {
    files: ["tests/**", "scripts/**", "commerce/scripts/**", "server/**"],
    rules: { "no-console": "off" },
  },
  // Tests read answers whose shape the assertions spell out.
  {
    files: ["tests/**", "scripts/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
