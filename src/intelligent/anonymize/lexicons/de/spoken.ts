// How this language is spoken when a text is dictated: number words and their values (compounds are read
// from their parts), words that join them, words that say a slash or a dash, the word that introduces a
// spelling word ("C come Como"), spelled letter names, the word for "zeros", the words that say the next
// digit twice or three times with their count ("double oh"), the words for @, dot and dash of a spoken e-mail
// address, and the words after a number that make it an amount, a quantity or a time.
export default {
  numbers:
    'null=0 eins=1 ein=1 eine=1 zwei=2 zwo=2 drei=3 vier=4 fünf=5 sechs=6 sech=6 sieben=7 sieb=7 acht=8 neun=9 zehn=10 elf=11 zwölf=12 zwanzig=20 dreißig=30 dreissig=30 vierzig=40 fünfzig=50 sechzig=60 siebzig=70 achtzig=80 neunzig=90 hundert=100 tausend=1000',
  notAlone: 'ein eine sech sieb',
  joiners: 'und',
  separators: 'schrägstrich strich bindestrich komma',
  spelling: 'wie',
  letterWords: '',
  zeros: 'nullen',
  repeats: 'doppel=2 doppelte=2 dreifach=3',
  at: 'at ät',
  dot: 'punkt',
  dash: 'minus bindestrich strich',
  amounts: 'euro cent prozent stunden stunde tage tag minuten wochen monate jahre kilometer km stück',
};
