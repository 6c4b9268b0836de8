// How this language is spoken when a text is dictated: number words and their values (compounds are read
// from their parts), words that join them, words that say a slash or a dash, the word that introduces a
// spelling word ("C come Como"), spelled letter names, the word for "zeros", the words that say the next
// digit twice or three times with their count ("double oh"), the words for @, dot and dash of a spoken e-mail
// address, and the words after a number that make it an amount, a quantity or a time.
export default {
  numbers:
    'zero=0 uno=1 un=1 una=1 due=2 tre=3 tré=3 quattro=4 cinque=5 sei=6 sette=7 otto=8 nove=9 dieci=10 undici=11 dodici=12 tredici=13 quattordici=14 quindici=15 sedici=16 diciassette=17 diciotto=18 diciannove=19 venti=20 vent=20 trenta=30 trent=30 quaranta=40 quarant=40 cinquanta=50 cinquant=50 sessanta=60 sessant=60 settanta=70 settant=70 ottanta=80 ottant=80 novanta=90 novant=90 cento=100 mille=1000 mila=1000',
  notAlone: 'un una vent trent quarant cinquant sessant settant ottant novant',
  joiners: 'e',
  separators: 'barra trattino poi',
  spelling: 'come',
  letterWords: 'acca effe elle emme enne erre esse cappa ics ipsilon zeta',
  lettersInRun: 'a bi ci di e gi i o pi cu ti u vu',
  letterSuffixes: 'lunga greca',
  zeros: 'zeri',
  repeats: 'doppio=2 triplo=3',
  at: 'chiocciola at',
  dot: 'punto',
  dash: 'trattino meno',
  amounts: 'euro centesimi per ore ora giorni giorno minuti settimane mesi anni',
};
