// How this language is spoken when a text is dictated: number words and their values (compounds are read
// from their parts), words that join them, words that say a slash or a dash, the word that introduces a
// spelling word ("C come Como"), spelled letter names, the word for "zeros", the words that say the next
// digit twice or three times with their count ("double oh"), the words for @, dot and dash of a spoken e-mail
// address, and the words after a number that make it an amount, a quantity or a time.
export default {
  numbers:
    'nul=0 een=1 één=1 twee=2 drie=3 vier=4 vijf=5 zes=6 zeven=7 acht=8 negen=9 tien=10 elf=11 twaalf=12 dertien=13 veertien=14 vijftien=15 zestien=16 zeventien=17 achttien=18 negentien=19 twintig=20 dertig=30 veertig=40 vijftig=50 zestig=60 zeventig=70 tachtig=80 negentig=90 honderd=100 duizend=1000',
  notAlone: 'een',
  joiners: 'en ën',
  separators: 'slash streep schuine',
  spelling: '',
  letterWords: '',
  zeros: 'nullen',
  repeats: 'dubbel=2 dubbele=2 driedubbel=3',
  at: 'apenstaartje at',
  dot: 'punt',
  dash: 'streepje koppelteken min',
  amounts: 'euro eurocent cent procent uur dagen dag minuten weken maanden jaar',
};
