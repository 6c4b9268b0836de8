// saxon-js ships no type declarations; src/validation/saxon.ts types the part we use.
declare module 'saxon-js';
