/**
 * `object.entries` (node-polyglot's polyfill, with its chain of intrinsics helpers) as the
 * built-in every supported browser has. CommonJS, as node-polyglot `require`s it.
 */
module.exports = Object.entries;
