import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** An import boundary: files matching `files` (tests excepted) may not import `patterns`. */
function layer(files, message, patterns) {
  return [
    {
      files,
      ignores: ["**/*.test.ts", "**/*.test.tsx"],
      rules: { "no-restricted-imports": ["error", { patterns: [{ group: patterns, message }] }] },
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "public/build/**",
      ".cache/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "data/**",
      "bench/**/*.html",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
      "react/no-unescaped-entities": "off",
    },
  },
  // Layers (docs/architecture.md): infrastructure (app/lib) imports no capability; content and
  // shared UI import only infrastructure; a capability (app/features) never imports the app
  // around it. Tests may reach across (a lib test may exercise a route that uses it).
  ...layer(["app/lib/**"], "app/lib is infrastructure: it imports only app/lib, ~/pages, ~/locales and #db", [
    "~/features/*",
    "~/components/*",
    "~/routes/*",
    "~/content/*",
    "~/root",
    "~/root.server",
    "~/page.server",
    "~/preferences.server",
    "../*",
  ]),
  ...layer(["app/content/**"], "app/content is copy: it imports only app/lib and ~/pages", [
    "~/features/*",
    "~/components/*",
    "~/routes/*",
    "~/root",
    "~/root.server",
    "~/page.server",
    "~/preferences.server",
  ]),
  ...layer(["app/components/ui/**", "app/components/forms/**"], "shared UI imports no capability and no page", [
    "~/features/*",
    "~/routes/*",
    "~/components/layout/*",
    "~/root",
    "~/root.server",
    "~/page.server",
  ]),
  ...layer(["app/features/**"], "a capability never imports routes, the root or the page layout", [
    "~/routes/*",
    "~/components/layout/*",
    "~/root",
    "~/root.server",
  ]),
  {
    files: ["scripts/**", "tests/**", "bench/**", "db/**", "server/**"],
    rules: { "no-console": "off" },
  },
  {
    // A form schema's messages are translation keys: through messageKey() (app/features/forms/fields.ts)
    // an unknown key fails tsc; a plain string would pass unnoticed and show the raw key.
    files: ["app/features/forms/fields.ts", "app/features/{audit,contact,booking,newsletter}/schema.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Property[key.name='message'][value.type=/^(Literal|TemplateLiteral)$/]",
          message: 'A form schema\'s message is messageKey("…"): a typed translation key.',
        },
      ],
    },
  },
);
