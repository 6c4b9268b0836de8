// Closing formulas of this language, separated by "|": where a line or sentence starts, the writer's name
// follows them on the same line or the next one. A space matches any run of spaces or tabs.
export default `regards|best regards|kind regards|warm regards|many regards|best wishes|best|cheers|many thanks|thanks again|thanks a lot|thanks|thank you|thx|ta|sincerely|yours|yours sincerely|yours faithfully|yours truly`;
