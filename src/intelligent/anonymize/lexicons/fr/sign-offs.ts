// Closing formulas of this language, separated by "|": where a line or sentence starts, the writer's name
// follows them on the same line or the next one. A space matches any run of spaces or tabs.
export default `cordialement|bien cordialement|bien à vous|salutations|sincères salutations|merci beaucoup|merci|bonne journée`;
