// How this language is spoken when a text is dictated: number words and their values (compounds are read
// from their parts), words that join them, words that say a slash or a dash, the word that introduces a
// spelling word ("C come Como"), spelled letter names, the word for "zeros", the words that say the next
// digit twice or three times with their count ("double oh"), the words for @, dot and dash of a spoken e-mail
// address, and the words after a number that make it an amount, a quantity or a time.
export default {
  numbers:
    'zéro=0 zero=0 un=1 une=1 deux=2 trois=3 quatre=4 cinq=5 six=6 sept=7 huit=8 neuf=9 dix=10 onze=11 douze=12 treize=13 quatorze=14 quinze=15 seize=16 vingt=20 vingts=20 trente=30 quarante=40 cinquante=50 soixante=60 septante=70 huitante=80 octante=80 nonante=90 quatre-vingt=80 quatre-vingts=80 cent=100 cents=100 mille=1000',
  notAlone: 'un une',
  joiners: 'et',
  separators: 'barre slash tiret',
  spelling: 'comme',
  letterWords: '',
  letterSuffixes: 'grec',
  zeros: 'zéros',
  repeats: 'double=2 triple=3',
  at: 'arobase at chez',
  dot: 'point',
  dash: 'tiret moins',
  amounts: 'euro euros centimes cent pour heures heure jours jour minutes semaines mois ans francs',
};
