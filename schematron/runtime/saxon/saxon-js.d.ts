// saxon-js ships no type declarations; schematron/runtime/saxon/saxon.ts types the part we use.
declare module 'saxon-js';
