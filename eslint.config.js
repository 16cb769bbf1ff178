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
      // Resolves the tsconfig aliases (~/, @commerce/, @config/), so path rules see real files.
      "import-x/resolver-next": [
        createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"], tsconfig: { configFile: "./tsconfig.json" } }),
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

  // ── The storefront (app/): layers that only point down ─────────────────────────────────────
  // routes → components → lib: lib never imports a component or a route, components never a
  // route; the storefront reaches the embedded API only where it mounts it (lib/embedded-api.server.ts).
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/embedded-api.server.ts"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: [...appLayers, appReachesApiOverHttp] }] },
  },
  {
    files: ["app/lib/embedded-api.server.ts"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: appLayers }] },
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
