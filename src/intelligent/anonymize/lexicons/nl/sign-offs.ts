// Closing formulas of this language, separated by "|": where a line or sentence starts, the writer's name
// follows them on the same line or the next one. A space matches any run of spaces or tabs.
export default `met vriendelijke groet|met vriendelijke groeten|vriendelijke groet|vriendelijke groeten|hartelijke groet|groet|groeten|groetjes|mvg|dank je wel|alvast bedankt|bedankt`;
