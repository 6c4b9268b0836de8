// Words of this language around a business's name: verbs that open a request and so stand capitalised before
// a trade word ("Tell Marketing …"), words before a lower-case trade name in a chat ("from greenway
// cleaning"), and words a name never grows over to the left ("Rechnung", "Kunde"), all white-space separated
// and lower case; the words after "&" that make a family or partner firm, as written ("Meyer & Söhne",
// "Durand et Fils"), white-space separated; prepositions before a chat's lower-case partner firm ("steph at
// mcallister & finch"), plain phrases separated by "|".
// Also: words for "and" between a surname and the family word ("Meyer und Söhne"), plain phrases separated by "|".
export default {
  imperatives: ``,
  lowerCaseOpeners: ``,
  blocking: `firma fa. rechnung kunde`,
  familyFirms: `Söhne Sohn Töchter`,
  partnerFirmPrepositions: `bei|von`,
  familyFirmConnectors: `und`,
};
