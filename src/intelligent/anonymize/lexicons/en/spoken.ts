// How this language is spoken when a text is dictated: number words and their values (compounds are read
// from their parts), words that join them, words that say a slash or a dash, the word that introduces a
// spelling word ("C come Como"), spelled letter names, the word for "zeros", the words that say the next
// digit twice or three times with their count ("double oh"), the words for @, dot and dash of a spoken e-mail
// address, and the words after a number that make it an amount, a quantity or a time.
export default {
  numbers:
    'zero=0 oh=0 nought=0 one=1 two=2 three=3 four=4 five=5 six=6 seven=7 eight=8 nine=9 ten=10 eleven=11 twelve=12 thirteen=13 fourteen=14 fifteen=15 sixteen=16 seventeen=17 eighteen=18 nineteen=19 twenty=20 thirty=30 forty=40 fifty=50 sixty=60 seventy=70 eighty=80 ninety=90 hundred=100 thousand=1000',
  notAlone: '',
  joiners: 'and',
  separators: 'slash dash hyphen',
  spelling: '',
  letterWords: '',
  zeros: 'zeros',
  repeats: 'double=2 triple=3',
  at: 'at',
  dot: 'dot',
  dash: 'dash hyphen minus',
  amounts: 'pound pounds euro euros cent cents pence p percent per hour hours days day minutes weeks months years quid k',
};
