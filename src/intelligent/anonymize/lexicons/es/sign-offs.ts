// Closing formulas of this language, separated by "|": where a line or sentence starts, the writer's name
// follows them on the same line or the next one. A space matches any run of spaces or tabs.
export default `saludos cordiales|saludos|un cordial saludo|reciba un cordial saludo|un saludo|cordialmente|atentamente|muchas gracias|gracias|un abrazo`;
