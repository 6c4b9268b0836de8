// How this language is spoken when a text is dictated: number words and their values (compounds are read
// from their parts), words that join them, words that say a slash or a dash, the word that introduces a
// spelling word ("C come Como"), spelled letter names, the word for "zeros", the words that say the next
// digit twice or three times with their count ("double oh"), the words for @, dot and dash of a spoken e-mail
// address, and the words after a number that make it an amount, a quantity or a time.
export default {
  numbers:
    'zero=0 jeden=1 jedna=1 dwa=2 dwie=2 trzy=3 cztery=4 pięć=5 sześć=6 siedem=7 osiem=8 dziewięć=9 dziesięć=10 jedenaście=11 dwanaście=12 trzynaście=13 czternaście=14 piętnaście=15 szesnaście=16 siedemnaście=17 osiemnaście=18 dziewiętnaście=19 dwadzieścia=20 trzydzieści=30 czterdzieści=40 pięćdziesiąt=50 sześćdziesiąt=60 siedemdziesiąt=70 osiemdziesiąt=80 dziewięćdziesiąt=90 sto=100 dwieście=200 trzysta=300 czterysta=400 pięćset=500 sześćset=600 siedemset=700 osiemset=800 dziewięćset=900 tysiąc=1000 tysiące=1000 tysięcy=1000',
  notAlone: '',
  joiners: 'i',
  separators: 'przez łamane ukośnik myślnik',
  spelling: 'jak',
  letterWords: '',
  zeros: 'zera',
  repeats: 'podwójne=2 podwójna=2 potrójne=3',
  at: 'małpa malpa at',
  dot: 'kropka',
  dash: 'myślnik minus łącznik',
  amounts: 'złotych złote złoty zł euro groszy procent godzin godziny dni dzień minut tygodni miesięcy lat',
};
