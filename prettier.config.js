// Formatting, checked by `npm run format:check` inside `npm test`; `npm run format` rewrites.
// The width matches the style the code was written in (long, readable lines), not Prettier's 80.
/** @type {import("prettier").Config} */
export default {
  printWidth: 140,
};
