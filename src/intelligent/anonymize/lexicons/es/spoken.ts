// How this language is spoken when a text is dictated: number words and their values (compounds are read
// from their parts), words that join them, words that say a slash or a dash, the word that introduces a
// spelling word ("C come Como"), spelled letter names, the word for "zeros", the words that say the next
// digit twice or three times with their count ("double oh"), the words for @, dot and dash of a spoken e-mail
// address, and the words after a number that make it an amount, a quantity or a time.
export default {
  numbers:
    'cero=0 uno=1 un=1 una=1 dos=2 dós=2 tres=3 trés=3 cuatro=4 cinco=5 seis=6 séis=6 siete=7 ocho=8 nueve=9 diez=10 dieci=10 once=11 doce=12 trece=13 catorce=14 quince=15 veinte=20 veinti=20 treinta=30 cuarenta=40 cincuenta=50 sesenta=60 setenta=70 ochenta=80 noventa=90 cien=100 ciento=100 doscientos=200 doscientas=200 trescientos=300 trescientas=300 cuatrocientos=400 cuatrocientas=400 quinientos=500 quinientas=500 seiscientos=600 seiscientas=600 setecientos=700 setecientas=700 ochocientos=800 ochocientas=800 novecientos=900 novecientas=900 mil=1000',
  notAlone: 'un una dieci veinti',
  joiners: 'y',
  separators: 'barra guion',
  spelling: 'letra',
  letterWords: 'efe hache jota ele eme ene eñe erre uve equis zeta',
  lettersInRun: 'be ce e ge i pe cu ese te',
  letterSuffixes: 'griega',
  zeros: 'ceros',
  repeats: 'doble=2 triple=3',
  at: 'arroba',
  dot: 'punto',
  dash: 'guion guión menos',
  amounts: 'euro euros céntimos por horas hora días día minutos semanas meses años',
};
