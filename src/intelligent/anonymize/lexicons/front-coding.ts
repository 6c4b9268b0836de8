// The word lists are stored sorted and front-coded: each word is the number of leading characters it
// shares with the word before (one digit, 0–9), then the rest of it; words hold no digits, so the digit
// also marks where a word starts. "rechenzentrum" then "rechnung" is "…0rechenzentrum4nung…".

export function decodeFrontCoded(coded: string): string[] {
  const words: string[] = [];
  let previous = '';
  let i = 0;
  while (i < coded.length) {
    const shared = coded.charCodeAt(i) - 48;
    let end = i + 1;
    while (end < coded.length && (coded.charCodeAt(end) < 48 || coded.charCodeAt(end) > 57)) end++;
    const word = previous.slice(0, shared) + coded.slice(i + 1, end);
    words.push(word);
    previous = word;
    i = end;
  }
  return words;
}
