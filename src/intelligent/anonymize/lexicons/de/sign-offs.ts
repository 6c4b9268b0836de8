// Closing formulas of this language, separated by "|": where a line or sentence starts, the writer's name
// follows them on the same line or the next one. A space matches any run of spaces or tabs.
export default `mit freundlichen grüßen|mit freundlichen grüssen|mit freundlichen gruessen|freundliche grüße|freundliche grüsse|freundliche gruesse|freundlichen gruß|beste grüße|beste grüsse|viele grüße|viele grüsse|viele gruesse|liebe grüße|liebe grüsse|herzliche grüße|herzliche grüsse|schöne grüße|grüße|grüsse|gruß|gruss|mfg|lg|vg|danke dir|danke euch|danke schön|vielen dank|danke`;
