// Legal forms of businesses, in one data file for every language: a legal form belongs to a country's company
// law, not to a language (GmbH in Germany, Austria and Switzerland; SA in France, Spain, Poland, Belgium).
// The alternatives of each pattern are tried in order, longest forms first where one begins another.

/** Legal-form suffixes that end a company name, longest alternatives first. */
export const LEGAL_FORMS: RegExp =
  /(?:&\s?(?:[Ss]öhne|[Ss]oehne|[Ss]ons|[Ff]igli|[Hh]ijos|[Zz]onen|[Ff]ils|[Ss]ynowie|[Pp]artners?)|PartG\s?mbB|GmbH\s*&\s*Co\.?\s*KGaA|GmbH\s*&\s*Co\.?\s*KG|GmbH|gGmbH|UG\s*\(haftungsbeschränkt\)|UG|AG|KGaA|KG|OHG|GbR|AöR|KdöR|VVaG|eG|e\.\s?G\.|e\.\s?K\.|e\.\s?V\.|mbH|PartG|Ltd\.?|Limited|LLC|LLP|L\.L\.C\.|Inc\.?|Corp\.?|PLC|plc|Co\.|Sp\.\s?z\s?o\.\s?o\.?|sp\.\s?z\s?o\.\s?o\.?|spółka z o\.o\.|S\.?\s?A\.?|SA|S\.A\.S\.?|SAS|SASU|SARL|S\.à\s?r\.l\.|S\.A\.R\.L\.|EURL|SNC|SCI|S\.r\.l\.?|Srl|SRL|s\.r\.l\.?|srl|S\.p\.A\.?|SpA|S\.n\.c\.|S\.a\.s\.|S\.L\.P\.?|S\.L\.U\.?|S\.L\.?|SL|SLU|S\.A\.U\.?|S\.Coop\.?|B\.V\.?|BV|N\.V\.?|NV|V\.O\.F\.?|VOF|C\.V\.|CommV|BVBA|bvba|sp\.\s?j\.|sp\.\s?k\.|\(JDG\)|JDG|S\.C\.|s\.c\.|ApS|A\/S|SE|Sagl)(?![\p{L}\p{N}])/gu;

/** Legal forms written before the name, in Belgium, France and elsewhere ("ASBL Les Petits Pas", "vzw De Kleine Stapjes"). */
export const LEADING_LEGAL_FORMS =
  'ASBL|asbl|VZW|vzw|SARL|EURL|SASU|SAS|SPRL|SRL|BVBA|BV|NV|GmbH|Stichting|Fundación|Fondazione|Fondation|Stowarzyszenie|Fundacja';

/** Legal forms unmistakable in any letter case ("gmbh", "SP. Z O.O.", "s.r.l."). */
export const ANY_CASE_LEGAL_FORMS =
  /(?<![\p{L}\p{N}])(?:gmbh|ltd\.?|llc|llp|inc\.|sp\.\s?z\s?[o0]\.\s?[o0]\.?|sp\.\s?[jk]\.|s\.r\.l\.?|srl|s\.p\.a\.?|sarl|eurl|s\.n\.c\.|snc|b\.v\.?|v\.o\.f\.?|s\.l\.u?\.|s\.a\.s\.|s\.a\.u\.)(?![\p{L}\p{N}])/giu;
/**
 * Forms written in front of the name: French legal forms ("SCI Les Pins", "SARL Dupont"), Polish business-type
 * abbreviations ("P.H.U. Kowalski", "F.H. „Marex”"), and brothers' firms ("F.lli Bonetti", "Gebr. Visser").
 */
export const LEADING_LEGAL_FORM =
  /(?<![\p{L}\p{N}])(?:SCI|SARL|SAS|SASU|EURL|SNC|P\.?P\.?H\.?U\.?|Z\.?P\.?H\.?U\.?|P\.?H\.?U\.?|F\.?H\.?U\.?|F\.H\.|F\.lli|F\.LLI|Fratelli|FRATELLI|Gebr\.|Gebroeders|Gebrüder|Hnos\.|Hermanos)[ \t]+(?=["„“«‹]?[ \t]?\p{Lu})/gu;

/** A legal form as a word of its own, in any case: a word that makes a line or a name a business. */
export const LEGAL_FORM_WORD = /^(?:gmbh|ag|kg|ug|ohg|gbr|mbh|ltd|llc|inc|plc|corp|sarl|sas|sasu|eurl|snc|sci|srl|spa|sl|slu|sa|bv|nv|vof|se)$/i;
